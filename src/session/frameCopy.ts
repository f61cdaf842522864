/**
 * The frame's stored copy (issue #31, docs/performance.md "#31: the frame
 * before the session"): what the side menu and the plant switcher need to
 * be drawn while the session is still on the network, kept from the last
 * session in `localStorage`.
 *
 * The rules:
 * - **Only the menu's and the plant's words, and the clock.** The
 *   profile's menu pages (name key, url, icon, order), their module
 *   groups, the plants' ids and names, the plant chosen, whether the
 *   profile is an administrator's, and the user's time zone (the rows
 *   drawn in the frame write their dates on it: src/routes/FrameRows.tsx).
 *   No token, no name, no e-mail, no CNPJ, no permission list: the copy
 *   never decides what the user may open (the session and the server do).
 * - **Its owner's only.** It is stored with the sign-in's subject (the
 *   token's `sub`, an identifier, not a credential) and drawn only once
 *   sign-in has said that same subject: another user signing in on the
 *   same browser never sees it, and before sign-in nothing of it is drawn.
 * - **It expires** a week after it was written.
 * - **Gone on sign-out**, on a refused token and on a failed session load
 *   (wherever the session store is reset or fails).
 * - **Corrected by the session**: once the session answers, the drawer is
 *   drawn from it and the copy rewritten.
 */
import type {
    Session,
    SessionModule,
    SessionPage,
    SessionPlant,
} from '@shared/domain/session';
import type { SessionStore } from './sessionStore';

export const FRAME_COPY_KEY = 'plants.frameCopy';
/** A week: a returning user's copy; an older one is not drawn. */
export const FRAME_COPY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** What the menu reads of a page (src/layout/menuModel.ts, ModuleMenu). */
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

/** What the drawer draws: from the session, or from the copy. */
export interface MenuSource {
    isAdmin: boolean;
    modules: MenuModule[];
    plants: MenuPlant[];
}

export interface FrameCopy extends MenuSource {
    version: 1;
    /** The sign-in's subject the copy belongs to. */
    owner: string;
    savedAt: number;
    plantId: number | null;
    /**
     * The user's clock (the session's time zone), for a date column in the
     * rows drawn in the frame; absent in a copy saved before it was kept.
     */
    timeZone?: string;
}

/** The drawer's part of a session (the admin rule is DrawerContents'). */
export const menuSourceOf = (session: Session): MenuSource => ({
    isAdmin: session.isAdmin || session.profile.isAdmin,
    modules: session.profile.modules.map(module => ({
        id: module.id,
        codeIntl: module.codeIntl,
        icon: module.icon,
        order: module.order,
        pages: module.pages
            // Only what the menu shows: other pages stay out of storage.
            .filter(page => page.isMenu && page.showOnMenu)
            .map(page => ({
                id: page.id,
                codeIntl: page.codeIntl,
                url: page.url,
                icon: page.icon,
                isMenu: page.isMenu,
                showOnMenu: page.showOnMenu,
                menuOrder: page.menuOrder,
            })),
    })),
    plants: session.subsidiaries.map(({ id, name }) => ({ id, name })),
});

/**
 * `next`, with the parts equal to `drawn`'s taken from `drawn`: when the
 * session answers with the menu the stored copy already drew, the menu's
 * memoized parts see the same values and are not drawn again (the
 * session's answer comes in the middle of the first screen's draw).
 */
export const keepSameParts = (
    drawn: MenuSource,
    next: MenuSource
): MenuSource => {
    const modules = same(drawn.modules, next.modules)
        ? drawn.modules
        : next.modules;
    const plants = same(drawn.plants, next.plants) ? drawn.plants : next.plants;
    return modules === drawn.modules &&
        plants === drawn.plants &&
        next.isAdmin === drawn.isAdmin
        ? drawn
        : { isAdmin: next.isAdmin, modules, plants };
};

/** Plain data of a few kilobytes: compared as JSON (same order, same keys). */
const same = (a: unknown, b: unknown) =>
    a === b || JSON.stringify(a) === JSON.stringify(b);

const storage = (): Storage | undefined => {
    try {
        return window.localStorage;
    } catch {
        return undefined;
    }
};

/** Writes the copy of this session for `owner`; without an owner, forgets it. */
export const saveFrameCopy = (
    owner: string | undefined,
    session: Session,
    plantId: number | null,
    now = Date.now()
): void => {
    if (!owner) {
        clearFrameCopy();
        return;
    }
    const copy: FrameCopy = {
        version: 1,
        owner,
        savedAt: now,
        plantId,
        timeZone: session.user.timeZone,
        ...menuSourceOf(session),
    };
    try {
        storage()?.setItem(FRAME_COPY_KEY, JSON.stringify(copy));
    } catch {
        // Storage full or refused: the frame then waits for the session.
    }
};

export const clearFrameCopy = (): void => {
    try {
        storage()?.removeItem(FRAME_COPY_KEY);
    } catch {
        // Nothing stored can be read either.
    }
};

/** Zones already checked (a formatter costs about 10 ms at 4x CPU). */
const knownZones = new Set<string>();

/** A time zone the browser knows (a copy edited by hand must not break the frame). */
const isZone = (zone: unknown): boolean => {
    if (typeof zone !== 'string') return false;
    if (knownZones.has(zone)) return true;
    try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        knownZones.add(zone);
        return true;
    } catch {
        return false;
    }
};

const isCopy = (value: unknown): value is FrameCopy => {
    if (typeof value !== 'object' || value === null) return false;
    const v = value as Partial<FrameCopy>;
    return (
        v.version === 1 &&
        typeof v.owner === 'string' &&
        typeof v.savedAt === 'number' &&
        typeof v.isAdmin === 'boolean' &&
        Array.isArray(v.modules) &&
        Array.isArray(v.plants) &&
        (v.plantId === null || typeof v.plantId === 'number') &&
        (v.timeZone === undefined || isZone(v.timeZone))
    );
};

/**
 * The copy, when `owner` is the one who wrote it and it is younger than a
 * week; an expired or another user's copy is removed. Without an owner
 * (sign-in not known yet) nothing.
 */
export const readFrameCopy = (
    owner: string | undefined,
    now = Date.now()
): FrameCopy | undefined => {
    if (!owner) return undefined;
    let parsed: unknown;
    try {
        const raw = storage()?.getItem(FRAME_COPY_KEY);
        if (!raw) return undefined;
        parsed = JSON.parse(raw);
    } catch {
        clearFrameCopy();
        return undefined;
    }
    if (
        !isCopy(parsed) ||
        parsed.owner !== owner ||
        now - parsed.savedAt > FRAME_COPY_MAX_AGE_MS ||
        parsed.savedAt > now + 60_000
    ) {
        clearFrameCopy();
        return undefined;
    }
    return parsed;
};

/**
 * Keeps the copy in step with the session store: written whenever the
 * session is there (loaded, or a plant chosen), removed when it is reset
 * (sign-out, refused token) or fails to load.
 */
export const keepFrameCopy = (
    sessions: Pick<SessionStore, 'getState' | 'subscribe'>,
    owner: () => string | undefined
): (() => void) =>
    sessions.subscribe(() => {
        const state = sessions.getState();
        if (state.status === 'ready')
            saveFrameCopy(owner(), state.session, state.plantId);
        else if (state.status !== 'loading') clearFrameCopy();
    });
