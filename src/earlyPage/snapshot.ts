/**
 * The stored copies of the list pages (and the dashboard) a user opened (issue #31, point 1;
 * docs/performance.md, "The page before the app"), from which the HTML's
 * inline script draws the page the moment sign-in has said who it is,
 * before the app's code has arrived, and fills its rows from the page's
 * fresh data.
 *
 * The rules are the frame copy's (src/session/frameCopy.ts), and more:
 * - **Its owner's only**: stored with the sign-in's subject and drawn only
 *   when the token just received names the same one; gone at sign-out, on
 *   a refused token and on a failed session load.
 * - **No data**: the table's rows, the paging, live regions, a figure's
 *   value and anything marked `data-early-skip` are not copied; the rows
 *   and figures are drawn from the answer to this visit's request, never
 *   from storage.
 * - **A week long**, a few pages at most, and drawn without a line of
 *   markup parsed (src/earlyPage/tree.ts).
 * - **Inert**: nothing in it can be clicked or focused, and it is hidden
 *   from assistive technology, which reads the app's own page beneath.
 */
import type { RowsTemplate } from './rows';
import { isTree, type TreeNode } from './tree';

export const PAGE_SNAPSHOTS_KEY = 'plants.pageSnapshots';
export const SNAPSHOT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Pages kept; the oldest goes first. */
export const MAX_SNAPSHOTS = 5;

/** A GET the page sends first, as the app's API client sent it. */
export interface EarlyRequest {
    url: string;
    /** The `subsidiary-id` header, or none. */
    plantId: number | null;
}

export interface PageSnapshot {
    version: 1;
    owner: string;
    savedAt: number;
    /** The page's path (no query string). */
    path: string;
    locale: string;
    timeZone: string;
    /** The window's width it was drawn at. */
    width: number;
    /** The page's background, under the copy. */
    background: string;
    /** emotion's global rules (the page's base font and colours). */
    globalCss: string;
    /** The style names the copy's classes need (src/savedStyles.ts must hold them). */
    styles: string[];
    tree: TreeNode[];
    /**
     * `list`: a table whose rows are drawn from the answer (`rows`);
     * `figures`: elements marked `data-early-value` show the answer's
     * figure at that path (the dashboard's counts).
     */
    kind: 'list' | 'figures';
    rows?: RowsTemplate;
    session: EarlyRequest;
    /** The page's data: the list's rows, the dashboard's summary. */
    data: EarlyRequest;
}

type Stored = Record<string, PageSnapshot>;

const storage = (win: Window): Storage | undefined => {
    try {
        return win.localStorage;
    } catch {
        return undefined;
    }
};

const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);

const isStrings = (v: unknown): v is Record<string, string> =>
    isObject(v) && Object.values(v).every(s => typeof s === 'string');

const isRequest = (v: unknown): v is EarlyRequest =>
    isObject(v) &&
    typeof v.url === 'string' &&
    (v.plantId === null ||
        (typeof v.plantId === 'number' && Number.isInteger(v.plantId)));

const isRows = (v: unknown): v is RowsTemplate =>
    isObject(v) &&
    Array.isArray(v.rows) &&
    v.rows.every(isStrings) &&
    Array.isArray(v.cells) &&
    v.cells.every(
        c =>
            isObject(c) &&
            isStrings(c.td) &&
            (c.source === undefined || typeof c.source === 'string') &&
            (c.text === undefined || isObject(c.text)) &&
            isTree(c.content) &&
            (c.byValue === undefined ||
                (isObject(c.byValue) &&
                    Object.values(c.byValue).every(t => isTree(t))))
    );

export const isSnapshot = (v: unknown): v is PageSnapshot =>
    isObject(v) &&
    v.version === 1 &&
    typeof v.owner === 'string' &&
    typeof v.savedAt === 'number' &&
    typeof v.path === 'string' &&
    typeof v.locale === 'string' &&
    typeof v.timeZone === 'string' &&
    typeof v.width === 'number' &&
    typeof v.background === 'string' &&
    typeof v.globalCss === 'string' &&
    Array.isArray(v.styles) &&
    v.styles.every(s => typeof s === 'string') &&
    isTree(v.tree) &&
    ((v.kind === 'list' && isRows(v.rows)) ||
        (v.kind === 'figures' && v.rows === undefined)) &&
    isRequest(v.session) &&
    isRequest(v.data);

/**
 * The stored copies, parsed once per stored text: the early sign-in peeks
 * while the silent check is on the network, and reads again the moment
 * the token arrives, when every millisecond delays the page's requests.
 */
let parsed: { raw: string; all: Stored; valid: Map<string, boolean> } = {
    raw: '{}',
    all: {},
    valid: new Map(),
};

const readAll = (win: Window): typeof parsed => {
    let raw: string;
    try {
        raw = storage(win)?.getItem(PAGE_SNAPSHOTS_KEY) ?? '{}';
    } catch {
        raw = '{}';
    }
    if (raw === parsed.raw) return parsed;
    let all: Stored = {};
    try {
        const value: unknown = JSON.parse(raw);
        if (isObject(value)) all = value as Stored;
    } catch {
        // Not ours: no copy.
    }
    parsed = { raw, all, valid: new Map() };
    return parsed;
};

/** Whether the stored copy of `path` is well formed (checked once per stored text). */
const validAt = (stored: typeof parsed, path: string) => {
    let ok = stored.valid.get(path);
    if (ok === undefined) {
        ok = isSnapshot(stored.all[path]);
        stored.valid.set(path, ok);
    }
    return ok;
};

const fresh = (s: PageSnapshot, now: number) =>
    now - s.savedAt <= SNAPSHOT_MAX_AGE_MS && s.savedAt <= now + 60_000;

/**
 * The copy of `path`, whoever it belongs to (whether to wait with the
 * app's code for the token that says who signs in); undefined when none.
 */
export const peekSnapshot = (
    win: Window,
    path: string,
    now = Date.now()
): PageSnapshot | undefined => {
    const stored = readAll(win);
    const s = stored.all[path];
    return s && validAt(stored, path) && s.path === path && fresh(s, now)
        ? s
        : undefined;
};

/** The copy of `path` if `owner` wrote it. */
export const readSnapshot = (
    win: Window,
    path: string,
    owner: string | undefined,
    now = Date.now()
): PageSnapshot | undefined => {
    const s = peekSnapshot(win, path, now);
    return s && owner && s.owner === owner ? s : undefined;
};

/** Keeps `snapshot`; another owner's copies go. */
export const writeSnapshot = (win: Window, snapshot: PageSnapshot): void => {
    const kept = Object.values(readAll(win).all)
        .filter(
            s =>
                isSnapshot(s) &&
                s.owner === snapshot.owner &&
                s.path !== snapshot.path
        )
        .sort((a, b) => b.savedAt - a.savedAt)
        .slice(0, MAX_SNAPSHOTS - 1);
    const next: Stored = { [snapshot.path]: snapshot };
    for (const s of kept) next[s.path] = s;
    try {
        storage(win)?.setItem(PAGE_SNAPSHOTS_KEY, JSON.stringify(next));
    } catch {
        // Storage full or refused: the next visit starts as before.
    }
};

export const clearSnapshots = (win: Window): void => {
    try {
        storage(win)?.removeItem(PAGE_SNAPSHOTS_KEY);
    } catch {
        // Nothing to clear.
    }
};
