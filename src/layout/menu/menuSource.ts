/** What the drawer reads of the session: its menu pages, modules and plants. */
import type {
    Session,
    SessionModule,
    SessionPage,
    SessionPlant,
} from '@shared/domain/session';

/** What the menu reads of a page (src/layout/menu/menuModel.ts, ModuleMenu). */
export type MenuPage = Pick<
    SessionPage,
    'id' | 'codeIntl' | 'url' | 'icon' | 'isMenu' | 'showOnMenu' | 'menuOrder'
>;
/** What the menu reads of a module. */
export type MenuModule = Pick<
    SessionModule,
    'id' | 'codeIntl' | 'icon' | 'order'
> & { pages: MenuPage[] };
/** What the plant switcher reads of a plant. */
export type MenuPlant = Pick<SessionPlant, 'id' | 'name'>;

/** What the drawer draws. */
export interface MenuSource {
    isAdmin: boolean;
    modules: MenuModule[];
    plants: MenuPlant[];
}

/** The drawer's part of a session (the admin rule is DrawerContents'). */
export const menuSourceOf = (session: Session): MenuSource => ({
    isAdmin: session.isAdmin || session.profile.isAdmin,
    modules: session.profile.modules.map(module => ({
        id: module.id,
        codeIntl: module.codeIntl,
        icon: module.icon,
        order: module.order,
        pages: module.pages.filter(page => page.isMenu && page.showOnMenu),
    })),
    plants: session.subsidiaries.map(({ id, name }) => ({ id, name })),
});
