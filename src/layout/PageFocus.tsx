import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { consumeFocusRequest } from '@/builders/focusFlow';

export const PAGE_CONTENT_ID = 'main-content';
const NAVIGATION_SELECTOR = 'nav, [role="navigation"], .RaSidebar-fixed';
const TRIES = 30;
const EVERY_MS = 100;

/**
 * The page's own heading (`h1`; every screen draws one, visible, see
 * docs/accessibility.md "One h1 per page"), else the page content itself,
 * named by the page's title in the header.
 */
const target = (): HTMLElement | null => {
    const content = document.getElementById(PAGE_CONTENT_ID);
    return content?.querySelector<HTMLElement>('h1') ?? content;
};

/**
 * Moves focus to the new page after a navigation (issue #15): opening a
 * record, a save or a delete that leads elsewhere, choosing or switching a
 * plant. The next Tab then reaches the page's first control instead of
 * starting again at the top. Not on the first screen of a visit (unless a
 * plant was just chosen), not while the user moves through the menu, and
 * never once the user has put focus somewhere themselves.
 */
export const PageFocus = () => {
    const { pathname } = useLocation();
    const first = useRef(true);
    useEffect(() => {
        const initial = first.current;
        first.current = false;
        if (initial && !consumeFocusRequest()) return;
        const start = document.activeElement;
        if (start?.closest(NAVIGATION_SELECTOR)) return;
        let tries = 0;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const attempt = () => {
            const active = document.activeElement;
            // The user went on by themselves.
            if (active && active !== start && active !== document.body) return;
            const element = target();
            const lazyPage = !element?.querySelector('h1') && tries < 5;
            if (element && !lazyPage) {
                if (!element.hasAttribute('tabindex'))
                    element.setAttribute('tabindex', '-1');
                element.focus({ preventScroll: false });
                return;
            }
            tries += 1;
            if (tries < TRIES) timer = setTimeout(attempt, EVERY_MS);
        };
        timer = setTimeout(attempt, EVERY_MS);
        return () => clearTimeout(timer);
    }, [pathname]);
    return null;
};
