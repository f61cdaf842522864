/**
 * A profile's page settings (`pages` of the profile declaration) as the
 * profile editor arranges them: grouped under their modules, ordered in
 * the side menu by position, and the spec's limit of modules in the mobile
 * bottom menu, which the server checks with the same function.
 */

/** One entry of a profile's `pages`. */
export interface ProfilePageEntry {
    pageId: number;
    justView: boolean;
    showOnMenu: boolean;
    menuOrder: number | null;
    showInBottomMenu: boolean;
    bottomMenuOrder: number | null;
}

/** What the editor needs to know of a page record. */
export interface CatalogPageInfo {
    id: number;
    moduleId: number;
    order: number;
}

/** The modules whose pages the entries put in the mobile bottom menu. */
export function bottomMenuModules(
    entries: readonly Partial<ProfilePageEntry>[],
    moduleOf: (pageId: number) => unknown
): Set<unknown> {
    const modules = new Set<unknown>();
    for (const e of entries) {
        if (!e.showInBottomMenu || typeof e.pageId !== 'number') continue;
        const m = moduleOf(e.pageId);
        if (m !== undefined) modules.add(m);
    }
    return modules;
}

/**
 * Whether turning on the bottom menu for `pageId` would bring a module past
 * `limit`: a page of a module already there never does.
 */
export function exceedsBottomMenu(
    entries: readonly Partial<ProfilePageEntry>[],
    pageId: number,
    moduleOf: (pageId: number) => unknown,
    limit: number
): boolean {
    const modules = bottomMenuModules(entries, moduleOf);
    return !modules.has(moduleOf(pageId)) && modules.size >= limit;
}

/** A new entry as the declaration's defaults make it. */
export const newEntry = (pageId: number): ProfilePageEntry => ({
    pageId,
    justView: false,
    showOnMenu: true,
    menuOrder: null,
    showInBottomMenu: false,
    bottomMenuOrder: null,
});

/** Gap between side-menu orders, so a hand-made order can fit between two. */
export const MENU_ORDER_STEP = 10;

/**
 * A module's granted pages in side-menu order (`menuOrder`, then the
 * page's own order, then id, as the session sorts them).
 */
export function orderedEntries(
    entries: readonly ProfilePageEntry[],
    pages: ReadonlyMap<number, CatalogPageInfo>,
    moduleId: number
): ProfilePageEntry[] {
    return entries
        .filter(e => pages.get(e.pageId)?.moduleId === moduleId)
        .sort(
            (a, b) =>
                (a.menuOrder ?? 0) - (b.menuOrder ?? 0) ||
                (pages.get(a.pageId)?.order ?? 0) -
                    (pages.get(b.pageId)?.order ?? 0) ||
                a.pageId - b.pageId
        );
}

/**
 * The entries with one module's pages in `order` (page ids): their side
 * menu orders renumbered by position, every other entry untouched.
 */
export function withModuleOrder(
    entries: readonly ProfilePageEntry[],
    order: readonly number[]
): ProfilePageEntry[] {
    const position = new Map(order.map((id, i) => [id, i]));
    return entries.map(e => {
        const at = position.get(e.pageId);
        return at === undefined
            ? e
            : { ...e, menuOrder: (at + 1) * MENU_ORDER_STEP };
    });
}

/** `ids` with the item at `from` moved to `to`. */
export function moved<T>(ids: readonly T[], from: number, to: number): T[] {
    const out = [...ids];
    if (to < 0 || to >= out.length || from === to) return out;
    const [item] = out.splice(from, 1);
    out.splice(to, 0, item as T);
    return out;
}
