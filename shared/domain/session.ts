/** `GET /api/user/session` answers `{ data: Session }` (spec section 3, "Session"). */
import type { MobileSession } from './fieldApp';

export interface SessionPage {
    id: number;
    /** The page's name: a resource name or a key of `app.pages` (shared/declarations/pages.ts, `pageLabel`). */
    codeIntl: string;
    /** Route and permission key, e.g. `/sensor` or `/admin/company`. */
    url: string;
    icon: string | null;
    moduleId: number;
    /** The page is a menu entry at all (pages like `/user/new` are not). */
    isMenu: boolean;
    /** Page default for showing in the menu. */
    showInMenu: boolean;
    order: number;
    /** From the profile: the user may only read on this page. */
    justView: boolean;
    /** From the profile: shown in the side menu. */
    showOnMenu: boolean;
    /** From the profile: position in its module's menu group. */
    menuOrder: number;
}

export interface SessionModule {
    id: number;
    /** i18n key of the module name: `app.modules.<codeIntl>` (admin, base, IT, inspection). */
    codeIntl: string;
    icon: string | null;
    order: number;
    /** The profile's pages of this module, by menuOrder. */
    pages: SessionPage[];
}

export interface SessionPlant {
    id: number;
    name: string;
    /** Unmasked, 14 characters. */
    cnpj: string;
}

export interface Session {
    user: {
        id: number;
        name: string;
        email: string;
        companyId: number;
        /** The company's name, for the profile screen; absent when the record is gone. */
        companyName?: string;
        /** The company's time zone (settings): every date and time is shown and typed on its clock. */
        timeZone: string;
    };
    isAdmin: boolean;
    profile: {
        id: number;
        name: string;
        isAdmin: boolean;
        modules: SessionModule[];
    };
    /** Plants the user may select (none for admins). */
    subsidiaries: SessionPlant[];
    /** Every page of the profile, flat. */
    pages: SessionPage[];
    /** The page urls the profile grants: the permission keys. */
    permission: string[];
    /**
     * The pages of the user's mobile profile, for rank (shared/domain/rank.ts):
     * the mobile profiles the user may hand out.
     */
    mobilePages: { pageId: number; justView: boolean }[];
    /** The field app the user's mobile profile draws; null without one (docs/field-app.md). */
    mobile: MobileSession | null;
}
