import type { MenuModule, MenuPage } from './menuSource';

export interface MenuGroup<M extends MenuModule = MenuModule> {
    module: M;
    pages: M['pages'];
}

export const moduleLabelKey = (codeIntl: string) => `app.modules.${codeIntl}`;

/**
 * The profile's modules by `order`, each with only the pages it shows in
 * the side menu, by the profile's `menuOrder`. Modules left empty vanish.
 * Admin profiles reach only admin routes and normal ones only the others
 * (spec section 6), so a page on the wrong side would be a dead link.
 */
export const buildMenuGroups = <M extends MenuModule>(
    modules: M[],
    isAdmin: boolean
): MenuGroup<M>[] =>
    [...modules]
        .sort((a, b) => a.order - b.order)
        .map(module => ({
            module,
            pages: module.pages
                .filter(
                    page =>
                        page.isMenu &&
                        page.showOnMenu &&
                        page.url.startsWith('/admin/') === isAdmin
                )
                .sort((a, b) => a.menuOrder - b.menuOrder),
        }))
        .filter(group => group.pages.length > 0);

/** Lower case without diacritics, so "usuario" finds "Usuários". */
export const foldText = (text: string): string =>
    text
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLocaleLowerCase()
        .trim();

/** Keeps the pages whose translated name contains the query. */
export const filterMenuGroups = <M extends MenuModule>(
    groups: MenuGroup<M>[],
    query: string,
    pageName: (page: MenuPage) => string
): MenuGroup<M>[] => {
    const needle = foldText(query);
    if (!needle) return groups;
    return groups
        .map(group => ({
            ...group,
            pages: group.pages.filter(page =>
                foldText(pageName(page)).includes(needle)
            ),
        }))
        .filter(group => group.pages.length > 0);
};
