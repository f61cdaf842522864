/**
 * The field app: the mobile profile's pages (the page catalogue's type 1,
 * shared/domain/pageCatalog.ts) drawn as an installable app for phones
 * (docs/field-app.md). What each mobile page lets its holder do on the
 * server, and the bottom menu a mobile profile draws.
 */

/** The header a request of the field app carries: checked against the mobile profile. */
export const PROFILE_TYPE_HEADER = 'profile-type';
/** Its one value; without it a request is the web console's. */
export const MOBILE_PROFILE_TYPE = 'mobile';

export const FIELD_HOME = '/home';
export const FIELD_MEASURE = '/measure';
export const FIELD_INSPECTION = '/inspection';
export const FIELD_EMERGENCY = '/emergency';

/**
 * What a mobile page grants on the server, said as the web pages whose
 * checks it passes: `write` pages follow the mobile page's view-only
 * setting, the others are read-only. A field request may only create
 * readings and registers and answer alerts (`FIELD_CREATES`), never change
 * or delete a record.
 */
export const FIELD_PAGE_GRANTS: Readonly<
    Record<string, readonly { page: string; write: boolean }[]>
> = {
    [FIELD_HOME]: [
        { page: '/dashboard', write: false },
        { page: '/alerts', write: true },
        { page: '/inspection-form', write: false },
    ],
    [FIELD_MEASURE]: [
        { page: '/measure', write: true },
        { page: '/sensor', write: false },
    ],
    [FIELD_INSPECTION]: [
        { page: '/inspection-register', write: true },
        { page: '/inspection-form', write: false },
    ],
    [FIELD_EMERGENCY]: [
        { page: '/instruction', write: false },
        { page: '/contact', write: false },
    ],
};

/** The only records a field request creates. */
export const FIELD_CREATES: readonly string[] = [
    'measure',
    'inspection-register',
];

/** One page of the user's mobile profile, as the session carries it. */
export interface MobilePage {
    id: number;
    codeIntl: string;
    url: string;
    icon: string | null;
    moduleId: number;
    justView: boolean;
    showInBottomMenu: boolean;
    bottomMenuOrder: number | null;
    menuOrder: number;
}

export interface MobileModule {
    id: number;
    codeIntl: string;
    icon: string | null;
    order: number;
}

/** One entry of the bottom menu: a module, opening its first bottom-menu page. */
export interface BottomMenuItem {
    moduleId: number;
    codeIntl: string;
    icon: string | null;
    url: string;
    /** The name of the page it opens (`app.pages.<pageCodeIntl>`), its label. */
    pageCodeIntl: string;
}

/** The user's mobile profile in the session; null without one. */
export interface MobileSession {
    profileId: number;
    modules: MobileModule[];
    /** Its pages, by module order then menu order. */
    pages: MobilePage[];
    /** At most three modules (spec section 9), in their mobile order. */
    bottomMenu: BottomMenuItem[];
}

/**
 * The bottom menu of a mobile profile: each module with a page shown
 * there, ordered by the smallest mobile order of those pages (then the
 * module's order), opening the page of that smallest order; at most
 * `limit` modules, as the profile editor and the server allow.
 */
export function bottomMenuOf(
    modules: readonly MobileModule[],
    pages: readonly MobilePage[],
    limit: number
): BottomMenuItem[] {
    const items = modules.flatMap(m => {
        const shown = pages
            .filter(p => p.moduleId === m.id && p.showInBottomMenu)
            .sort(
                (a, b) =>
                    (a.bottomMenuOrder ?? 999) - (b.bottomMenuOrder ?? 999) ||
                    a.menuOrder - b.menuOrder ||
                    a.id - b.id
            );
        const first = shown[0];
        return first
            ? [
                  {
                      item: {
                          moduleId: m.id,
                          codeIntl: m.codeIntl,
                          icon: first.icon ?? m.icon,
                          url: first.url,
                          pageCodeIntl: first.codeIntl,
                      },
                      order: first.bottomMenuOrder ?? 999,
                      moduleOrder: m.order,
                  },
              ]
            : [];
    });
    return items
        .sort((a, b) => a.order - b.order || a.moduleOrder - b.moduleOrder)
        .slice(0, limit)
        .map(i => i.item);
}

/** The web pages a mobile profile's pages stand for, view-only unless one grants writing. */
export function fieldGrants(
    pages: readonly { url: string; justView: boolean }[]
): Map<string, { justView: boolean }> {
    const out = new Map<string, { justView: boolean }>();
    for (const p of pages)
        for (const g of FIELD_PAGE_GRANTS[p.url] ?? []) {
            const justView = p.justView || !g.write;
            const had = out.get(g.page);
            out.set(g.page, {
                justView: had ? had.justView && justView : justView,
            });
        }
    return out;
}
