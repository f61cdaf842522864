import { useEffect } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

/** The id of react-admin's title portal, where each page's <Title> renders. */
export const TITLE_PORTAL_ID = 'react-admin-title';

/**
 * The browser tab's title for a page name (issue #15): "Sensores ·
 * Monitoramento de Usinas", or the application's name alone.
 */
export const useDocumentTitle = (page: string | undefined) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    useEffect(() => {
        const app = translate('app.a11y.appName');
        document.title = page
            ? translate('app.a11y.documentTitle', { page, app })
            : app;
    }, [page, translate, locale]);
};

/**
 * Keeps the tab's title on the shell's page title: every screen already
 * names itself through react-admin's <Title> (translated, in the title
 * portal), so the tab follows the screen and the language from there.
 */
export const DocumentTitleFromPortal = () => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    useEffect(() => {
        const portal = document.getElementById(TITLE_PORTAL_ID);
        const app = translate('app.a11y.appName');
        const apply = () => {
            const page = portal?.textContent?.trim();
            document.title = page
                ? translate('app.a11y.documentTitle', { page, app })
                : app;
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
    }, [translate, locale]);
    return null;
};
