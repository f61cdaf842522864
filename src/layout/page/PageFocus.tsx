import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { consumeFocusRequest } from '@/builders/form/focusFlow';

export const PAGE_CONTENT_ID = 'main-content';
const NAVIGATION_SELECTOR = 'nav, [role="navigation"], .RaSidebar-fixed';
const EVERY_MS = 100;
/** How long a page may take to draw its h1 (its code or record arriving) before its content takes focus instead. */
const HEADING_TRIES = 20;
/** How long the content itself may take to appear. */
const TRIES = 30;

const content = () => document.getElementById(PAGE_CONTENT_ID);

/**
 * The page's own heading (`h1`; every screen draws one, visible, see
 * docs/accessibility.md "One h1 per page"), as soon as it is drawn; the
 * page content itself, named by the page's title in the header, for a
 * page that has drawn none after a while.
 */
const target = (tries: number): HTMLElement | null =>
    content()?.querySelector<HTMLElement>('h1') ??
    (tries >= HEADING_TRIES ? content() : null);

/**
 * Moves focus to the new page after a navigation: opening a
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
            const element = target(tries);
            if (element) {
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
