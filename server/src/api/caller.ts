/**
 * Who is calling: the user behind the access token, with the web profile's
 * pages (the permission keys) and the plants the user may select. Loaded
 * once per request by the auth hook and read by every route.
 */
import type { Database } from '../db/index.ts';
import { fieldGrants } from '@shared/domain/fieldApp.ts';
import { repositoryFor, type DbRecord } from '../db/repository.ts';

export interface ProfilePageGrant {
    pageId: number;
    url: string;
    justView: boolean;
    showOnMenu: boolean;
    menuOrder: number;
    page: DbRecord;
}

export interface Caller {
    user: DbRecord;
    profile: DbRecord;
    isAdmin: boolean;
    /** Profile pages by url (the spec's permission keys). */
    pages: Map<string, ProfilePageGrant>;
    /** Active plants the user is tied to (none for admins). */
    subsidiaries: DbRecord[];
    /** The mobile profile's pages (type 1), when the user has an active one. */
    mobile: MobileGrant[] | null;
    /**
     * A request of the field app (`profile-type: mobile`): `pages` are the
     * web pages the mobile pages stand for (shared/domain/fieldApp.ts).
     */
    field?: true;
    /** For a field request: the web caller it derives from. */
    web?: Caller;
}

export interface MobileGrant extends ProfilePageGrant {
    showInBottomMenu: boolean;
    bottomMenuOrder: number | null;
}

declare module 'fastify' {
    interface FastifyRequest {
        caller?: Caller;
    }
}

interface ProfilePageSetting {
    pageId: number;
    justView?: boolean | null;
    showOnMenu?: boolean | null;
    menuOrder?: number | null;
    showInBottomMenu?: boolean | null;
    bottomMenuOrder?: number | null;
}

const isPageSetting = (v: unknown): v is ProfilePageSetting =>
    typeof v === 'object' &&
    v !== null &&
    typeof (v as { pageId?: unknown }).pageId === 'number';

const ids = (v: unknown): number[] =>
    Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];

/** Builds the caller of an active user; null when its web profile is missing or not active. */
export async function loadCaller(
    db: Database,
    user: DbRecord
): Promise<Caller | null> {
    const profile =
        typeof user.profileWebId === 'number'
            ? await repositoryFor(db, 'profile').get(user.profileWebId)
            : null;
    if (!profile || profile.status !== 'active') return null;
    const isAdmin = profile.isAdmin === true;
    const settings = (Array.isArray(profile.pages) ? profile.pages : []).filter(
        isPageSetting
    );
    const pageRecords = await repositoryFor(db, 'page').getMany(
        settings.map(s => s.pageId)
    );
    const byId = new Map(pageRecords.map(p => [p.id, p]));
    const pages = new Map<string, ProfilePageGrant>();
    for (const s of settings) {
        const page = byId.get(s.pageId);
        // A profile only grants pages of its own kind and side (web, admin or not).
        if (!page || page.type !== 0 || (page.isAdmin === true) !== isAdmin) {
            continue;
        }
        pages.set(String(page.url), {
            pageId: page.id,
            url: String(page.url),
            justView: s.justView === true,
            showOnMenu: s.showOnMenu !== false,
            menuOrder: typeof s.menuOrder === 'number' ? s.menuOrder : 0,
            page,
        });
    }
    const mobile = isAdmin ? null : await loadMobile(db, user);
    const subsidiaries = isAdmin
        ? []
        : (
              await repositoryFor(db, 'subsidiary').getMany(
                  ids(user.subsidiaryIds)
              )
          ).filter(s => s.status === 'active');
    return { user, profile, isAdmin, pages, subsidiaries, mobile };
}

const settingsOf = (profile: DbRecord) =>
    (Array.isArray(profile.pages) ? profile.pages : []).filter(isPageSetting);

/** The pages of the user's active mobile profile (mobile, not admin pages only). */
async function loadMobile(
    db: Database,
    user: DbRecord
): Promise<MobileGrant[] | null> {
    const profile =
        typeof user.profileMobileId === 'number'
            ? await repositoryFor(db, 'profile').get(user.profileMobileId)
            : null;
    if (!profile || profile.status !== 'active' || profile.type !== 1)
        return null;
    const settings = settingsOf(profile);
    const byId = new Map(
        (
            await repositoryFor(db, 'page').getMany(settings.map(s => s.pageId))
        ).map(p => [p.id, p])
    );
    return settings.flatMap(s => {
        const page = byId.get(s.pageId);
        if (!page || page.type !== 1 || page.isAdmin === true) return [];
        return [
            {
                pageId: page.id,
                url: String(page.url),
                justView: s.justView === true,
                showOnMenu: s.showOnMenu !== false,
                menuOrder: typeof s.menuOrder === 'number' ? s.menuOrder : 0,
                showInBottomMenu: s.showInBottomMenu === true,
                bottomMenuOrder:
                    typeof s.bottomMenuOrder === 'number'
                        ? s.bottomMenuOrder
                        : null,
                page,
            },
        ];
    });
}

const fieldCallers = new WeakMap<Caller, Caller>();

/**
 * The caller of a field app request: the same user and plants, holding
 * the web pages its mobile pages stand for (fieldGrants); null without a
 * mobile profile.
 */
export function fieldCallerOf(caller: Caller): Caller | null {
    if (!caller.mobile) return null;
    let field = fieldCallers.get(caller);
    if (!field) {
        const pages = new Map<string, ProfilePageGrant>();
        for (const [url, { justView }] of fieldGrants(caller.mobile))
            pages.set(url, {
                pageId: 0,
                url,
                justView,
                showOnMenu: false,
                menuOrder: 0,
                page: { id: 0, url, createdAt: '', updatedAt: '' },
            });
        field = { ...caller, pages, field: true, web: caller };
        fieldCallers.set(caller, field);
    }
    return field;
}
