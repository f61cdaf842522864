/**
 * The page catalogue: the screens' pages and one page per url an entity
 * declares (admin and normal), in menu order. The server adds what a
 * database lacks at every start; the SPA names pages with `pageLabel`.
 */
import { MENU_MODULES, type ResourceDefinition } from '../domain/fields';
import { SCREEN_PAGES, type CatalogPage } from '../domain/pageCatalog';
import { resources } from './index';

const pagesOf = (def: ResourceDefinition): CatalogPage[] => {
    const page = (url: string, isAdmin: boolean): CatalogPage => ({
        codeIntl: def.name,
        url,
        icon: def.menu.icon,
        module: isAdmin ? 'admin' : def.menu.module,
        isAdmin,
        type: 0,
        isMenu: true,
        order: def.menu.order,
    });
    return [
        ...(def.pages.admin ? [page(def.pages.admin, true)] : []),
        ...(def.pages.normal ? [page(def.pages.normal, false)] : []),
    ];
};

const position = (p: CatalogPage) =>
    [p.type, MENU_MODULES.indexOf(p.module), p.order] as const;

export const PAGES: readonly CatalogPage[] = [
    ...SCREEN_PAGES,
    ...resources.flatMap(pagesOf),
].sort((a, b) => {
    const [pa, pb] = [position(a), position(b)];
    return pa[0] - pb[0] || pa[1] - pb[1] || pa[2] - pb[2];
});
