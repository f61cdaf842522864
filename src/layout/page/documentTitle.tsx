import { useEffect, useSyncExternalStore } from 'react';
import {
    useLocaleState,
    useTranslate,
    type TranslateFunction,
} from 'react-admin';

/** The id of react-admin's title portal, where each page's <Title> renders. */
export const TITLE_PORTAL_ID = 'react-admin-title';

/**
 * The number of open alerts nobody acknowledged, put before the tab's
 * title ("(3) Painel · ..."), so a tab in the background still says there
 * is something to answer. Set by the alerts watch of the shell;
 * 0 leaves the title as it is.
 */
let pendingAlerts = 0;
const listeners = new Set<() => void>();
export const setTitleAlertCount = (count: number): void => {
    if (count === pendingAlerts) return;
    pendingAlerts = count;
    listeners.forEach(l => l());
};
const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
};
const useTitleAlertCount = () =>
    useSyncExternalStore(subscribe, () => pendingAlerts);

const titleFor = (
    translate: TranslateFunction,
    page: string | undefined,
    count: number
) => {
    const app = translate('app.a11y.appName');
    const title = page
        ? translate('app.a11y.documentTitle', { page, app })
        : app;
    return count > 0
        ? translate('app.alerts.titleCount', { count, title })
        : title;
};

/**
 * The browser tab's title for a page name: "Sensores ·
 * Monitoramento de Usinas", or the application's name alone.
 */
export const useDocumentTitle = (page: string | undefined) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const count = useTitleAlertCount();
    useEffect(() => {
        document.title = titleFor(translate, page, count);
    }, [page, translate, locale, count]);
};

/**
 * Keeps the tab's title on the shell's page title: every screen already
 * names itself through react-admin's <Title> (translated, in the title
 * portal), so the tab follows the screen and the language from there.
 */
export const DocumentTitleFromPortal = () => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const count = useTitleAlertCount();
    useEffect(() => {
        const portal = document.getElementById(TITLE_PORTAL_ID);
        const apply = () => {
            const page = portal?.textContent?.trim();
            document.title = titleFor(translate, page || undefined, count);
        };
        apply();
        if (!portal) return;
        const observer = new MutationObserver(apply);
        observer.observe(portal, {
            childList: true,
            subtree: true,
            characterData: true,
        });
        return () => observer.disconnect();
    }, [translate, locale, count]);
    return null;
};
