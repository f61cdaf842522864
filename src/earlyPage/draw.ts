/**
 * The page before the app (issue #31, point 1; docs/performance.md, "The
 * page before the app"): run by the HTML's inline script the moment the
 * early sign-in has its token (src/signin/earlySignIn.ts). When the user
 * who just signed in left a copy of this list page (src/earlyPage/
 * snapshot.ts), it
 *
 * 1. sends the page's first requests, the session and the rows, exactly
 *    as the app's API client would, and leaves their answers for it
 *    (`window.__earlyFetches`, taken by src/earlyPage/handoff.ts), so the
 *    app asks for nothing twice;
 * 2. draws the copy over the page, inert and hidden from assistive
 *    technology, with the styles the app built last time;
 * 3. fills the table with the rows as soon as they arrive (or a
 *    dashboard's figures with the summary's).
 *
 * The app's code is fetched once the requests are sent (they do not queue
 * behind it on a slow line); the app draws its own page beneath and takes
 * the copy away once its rows are painted (`window.__earlyPage.end`), or
 * at the latest after `MAX_SHOWN_MS`.
 */
import { decodePlant, SELECTED_PLANT_KEY } from '@shared/domain/storedPlant';
import { initialLocale } from '@/preferences/locale';
import { restoreStyles } from './savedStyles';
import { numberFormat } from '@shared/domain/numberFormat';
import { drawRows } from './rows';
import { readSnapshot, type EarlyRequest, type PageSnapshot } from './snapshot';
import { fromTree } from './tree';

export interface EarlyFetch extends EarlyRequest {
    response: Promise<Response>;
}

export interface EarlyPage {
    /** Takes the copy away (the app's page is drawn, or it failed). */
    end(): void;
}

declare global {
    interface Window {
        __earlyFetches?: EarlyFetch[];
        __earlyPage?: EarlyPage;
    }
}

export const EARLY_PAGE_ID = 'early-page';
/** Whatever happens to the app, the copy does not stay longer. */
export const MAX_SHOWN_MS = 20_000;
/** A copy drawn at another window width would not look like the page. */
const MAX_WIDTH_CHANGE = 100;

/** The `sub` of a JWT's payload (not verified: the API checks the token). */
export const tokenSubject = (token: string): string | undefined => {
    try {
        const part = (token.split('.')[1] ?? '')
            .replace(/-/g, '+')
            .replace(/_/g, '/');
        const payload: unknown = JSON.parse(atob(part));
        const sub =
            typeof payload === 'object' && payload !== null
                ? (payload as { sub?: unknown }).sub
                : undefined;
        return typeof sub === 'string' ? sub : undefined;
    } catch {
        return undefined;
    }
};

const storedPlant = (win: Window): number | null => {
    try {
        return decodePlant(win.localStorage.getItem(SELECTED_PLANT_KEY));
    } catch {
        return null;
    }
};

/** The request as src/providers/httpClient.ts sends a GET. */
const send = (
    win: Window,
    request: EarlyRequest,
    token: string
): EarlyFetch => {
    const headers: Record<string, string> = {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
    };
    if (request.plantId !== null)
        headers['subsidiary-id'] = String(request.plantId);
    const response = win.fetch(request.url, { headers });
    // Read by the app, or by nobody when it never asks.
    response.catch(() => undefined);
    return { ...request, response };
};

/** Whether the copy's requests are the ones the app would send now. */
const sendable = (win: Window, snapshot: PageSnapshot, apiUrl: string) => {
    // The token goes to the configured API only.
    const api = `${apiUrl}/`;
    return (
        snapshot.session.url.startsWith(api) &&
        snapshot.data.url.startsWith(api) &&
        snapshot.data.plantId === storedPlant(win) &&
        snapshot.session.plantId === snapshot.data.plantId
    );
};

/** Whether the copy would look like the page: its styles, its width. */
const drawable = (
    win: Window,
    snapshot: PageSnapshot,
    styles: Set<string> | undefined
) =>
    !!win.document.body &&
    // The language the app will start in (another chosen since: no copy).
    initialLocale() === snapshot.locale &&
    Math.abs(win.innerWidth - snapshot.width) <= MAX_WIDTH_CHANGE &&
    !!styles &&
    snapshot.styles.every(name => styles.has(name));

const draw = (win: Window, snapshot: PageSnapshot) => {
    const doc = win.document;
    const style = doc.createElement('style');
    style.textContent = snapshot.globalCss;
    doc.head.appendChild(style);
    const overlay = doc.createElement('div');
    overlay.id = EARLY_PAGE_ID;
    overlay.setAttribute('aria-hidden', 'true');
    overlay.style.cssText =
        'position:fixed;inset:0;z-index:2000;overflow:hidden';
    // Through the CSSOM: a colour or nothing, whatever storage holds.
    overlay.style.backgroundColor = snapshot.background;
    const page = doc.createElement('div');
    page.setAttribute('inert', '');
    fromTree(doc, page, snapshot.tree);
    overlay.appendChild(page);
    doc.body.appendChild(overlay);
    return { overlay, style };
};

/** The value at a dotted path of the answer. */
const at = (value: unknown, path: string): unknown =>
    path
        .split('.')
        .reduce<unknown>(
            (v, key) =>
                typeof v === 'object' && v !== null && !Array.isArray(v)
                    ? (v as Record<string, unknown>)[key]
                    : undefined,
            value
        );

/** Draws the answer into the copy; false when it cannot (then the app's page shows). */
const fill = (
    win: Window,
    overlay: Element,
    snapshot: PageSnapshot,
    answer: unknown
): boolean => {
    if (snapshot.kind === 'figures') {
        const slots = Array.from(
            overlay.querySelectorAll<HTMLElement>('[data-early-value]')
        );
        const values = slots.map(el => at(answer, el.dataset.earlyValue ?? ''));
        if (!values.every(v => typeof v === 'number')) return false;
        const format = numberFormat(snapshot.locale, 0);
        slots.forEach((el, i) => {
            el.textContent = format.format(values[i] as number);
        });
        return true;
    }
    const body = overlay.querySelector('tbody[data-snapshot="rows"]');
    if (
        !Array.isArray(answer) ||
        answer.length === 0 ||
        !body ||
        !snapshot.rows
    )
        return false;
    drawRows(
        win.document,
        body,
        snapshot.rows,
        answer as Record<string, unknown>[],
        snapshot.locale,
        snapshot.timeZone
    );
    return true;
};

/**
 * Starts the page before the app when the copy is `owner`'s; answers
 * whether it did (then the app's code may be fetched).
 */
export const startEarlyPage = (
    win: Window,
    token: string,
    apiUrl: string
): boolean => {
    if (win.location.search) return false;
    const snapshot = readSnapshot(
        win,
        win.location.pathname,
        tokenSubject(token)
    );
    if (!snapshot || !sendable(win, snapshot, apiUrl)) return false;
    const session = send(win, snapshot.session, token);
    const data = send(win, snapshot.data, token);
    win.__earlyFetches = [session, data];
    // In a task of its own: a fetch leaves once the task that called it
    // ends, and reading the styles and drawing take a while.
    let ended = false;
    let drawn: { overlay: Element; style: Element } | undefined;
    const end = () => {
        ended = true;
        drawn?.overlay.remove();
        drawn?.style.remove();
        win.clearTimeout(timer);
    };
    const timer = win.setTimeout(end, MAX_SHOWN_MS);
    win.__earlyPage = { end };
    win.setTimeout(() => {
        if (ended || !drawable(win, snapshot, restoreStyles())) return;
        const { overlay, style } = draw(win, snapshot);
        drawn = { overlay, style };
        void data.response
            .then(res => (res.ok ? res.clone().json() : undefined))
            .then((json: unknown) => {
                const answer = (json as { data?: unknown } | undefined)?.data;
                if (!ended && !fill(win, overlay, snapshot, answer)) end();
            })
            .catch(end);
    }, 0);
    return true;
};
