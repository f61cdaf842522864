/**
 * Rank: nobody acts on an account that holds more than they do, and nobody
 * hands out what they do not hold (as Keycloak's fine-grained admin
 * permissions: a user without a role cannot grant it). The server checks it
 * on every write to users and profiles (server/src/api/rank.ts); the SPA
 * offers only what it allows.
 *
 * What a profile holds is its pages, a page held for writing covering the
 * same page held view-only. An administrator holds every page of the plant
 * side (web and mobile) and the administrator pages of their own profile;
 * anyone else holds the pages of their web and mobile profiles.
 */

/** A page a profile grants: `pages` entries of the profile declaration. */
export interface HeldPage {
    pageId: number;
    justView?: boolean | null;
}

/** What a profile record grants, as stored (`profile` declaration). */
export interface GrantingProfile {
    isAdmin?: unknown;
    /** 0 web, 1 mobile. */
    type?: unknown;
    pages?: unknown;
    [attribute: string]: unknown;
}

/** What the one acting holds. */
export interface Holder {
    isAdmin: boolean;
    /** The pages of their web profile. */
    web: readonly HeldPage[];
    /** The pages of their mobile profile (none without one). */
    mobile: readonly HeldPage[];
}

const entriesOf = (pages: unknown): HeldPage[] =>
    Array.isArray(pages)
        ? pages.filter(
              (p): p is HeldPage =>
                  typeof p === 'object' &&
                  p !== null &&
                  typeof (p as HeldPage).pageId === 'number'
          )
        : [];

/** Every page of `wanted` is in `held`, for writing where `wanted` writes. */
export function holdsPages(
    held: readonly HeldPage[],
    wanted: readonly HeldPage[]
): boolean {
    const byId = new Map<number, boolean>();
    for (const p of held)
        byId.set(p.pageId, byId.get(p.pageId) === true || p.justView !== true);
    return wanted.every(w => {
        const writes = byId.get(w.pageId);
        return writes === true || (writes === false && w.justView === true);
    });
}

/** Whether `holder` holds everything `profile` grants. */
export function holdsProfile(
    holder: Holder,
    profile: GrantingProfile
): boolean {
    const pages = entriesOf(profile.pages);
    if (profile.isAdmin === true)
        return holder.isAdmin && holdsPages(holder.web, pages);
    if (holder.isAdmin) return true;
    return holdsPages(profile.type === 1 ? holder.mobile : holder.web, pages);
}

/**
 * Whether `holder` may act on an account whose profiles are these (edit,
 * deactivate, delete, set a password): it holds nothing they do not.
 */
export const mayActOn = (
    holder: Holder,
    profiles: readonly (GrantingProfile | null | undefined)[]
): boolean =>
    profiles.every(
        p => p === null || p === undefined || holdsProfile(holder, p)
    );
