/**
 * A small client of the REST API for the API tests: bearer token, optional
 * `subsidiary-id`, JSON in and out, and the answer's status and headers.
 */
import { CLIENT_ID, realmUrl, signIn, type SignedIn } from './login.ts';

export type Rec = Record<string, unknown>;

export interface ApiBody {
    data?: unknown;
    meta?: { page: number; limit: number; total: number } & Rec;
    statusCode?: number;
    message?: string;
    errors?: { field: string; code: string }[];
}

export interface ApiAnswer {
    status: number;
    headers: Headers;
    body: ApiBody;
    /** `body.data` as one record. */
    record: Rec;
    /** `body.data` as a list. */
    rows: Rec[];
}

export interface ApiClient {
    /** The access token the last request sent (or the first one). */
    readonly token: string;
    /** A token with a minute or more to live: renewed first when it has less. */
    validToken(): Promise<string>;
    get(path: string): Promise<ApiAnswer>;
    post(path: string, body?: unknown): Promise<ApiAnswer>;
    patch(path: string, body?: unknown): Promise<ApiAnswer>;
    del(path: string): Promise<ApiAnswer>;
    /** Any request; `init.headers` are added to the auth headers. */
    raw(path: string, init?: RequestInit): Promise<ApiAnswer>;
    /** The same user in another plant (or none). */
    inPlant(subsidiaryId: number | string | undefined): ApiClient;
}

async function answer(res: Response): Promise<ApiAnswer> {
    const text = await res.text();
    let body: ApiBody = {};
    try {
        body = text ? (JSON.parse(text) as ApiBody) : {};
    } catch {
        body = { message: text };
    }
    const data = body.data;
    return {
        status: res.status,
        headers: res.headers,
        body,
        record: (data && !Array.isArray(data) ? data : {}) as Rec,
        rows: (Array.isArray(data) ? data : []) as Rec[],
    };
}

/** Where a client gets its token: fixed, or renewed before it expires. */
export interface TokenSource {
    readonly current: string;
    valid(): Promise<string>;
}

const fixedToken = (token: string): TokenSource => ({
    current: token,
    valid: async () => token,
});

/** A token needs this long left to be sent: a test's requests may take as long. */
const RENEW_BEFORE_MS = 60_000;

/**
 * A signed-in user's token, refreshed (signed in again if the refresh is
 * refused) when it has less than RENEW_BEFORE_MS to live: a test file that
 * runs longer than a token lives (5 minutes on the test server, reached on
 * a busy machine) keeps getting answers instead of 401s.
 */
export function renewingToken(
    baseUrl: string,
    username: string,
    password: string,
    first: SignedIn,
    signedAt: number
): TokenSource {
    let tokens = first;
    let expiresAt = signedAt + first.expiresIn * 1000;
    let renewing: Promise<string> | null = null;
    const renew = async (): Promise<string> => {
        const asked = Date.now();
        const res = await fetch(
            `${realmUrl(baseUrl)}/protocol/openid-connect/token`,
            {
                method: 'POST',
                body: new URLSearchParams({
                    grant_type: 'refresh_token',
                    client_id: CLIENT_ID,
                    refresh_token: tokens.refreshToken,
                }),
            }
        );
        if (res.ok) {
            const body = (await res.json()) as Record<string, unknown>;
            tokens = {
                accessToken: String(body.access_token),
                refreshToken: String(body.refresh_token ?? tokens.refreshToken),
                idToken: String(body.id_token ?? tokens.idToken),
                expiresIn: Number(body.expires_in),
            };
        } else {
            await res.body?.cancel();
            tokens = await signIn(baseUrl, username, password);
        }
        expiresAt = asked + tokens.expiresIn * 1000;
        return tokens.accessToken;
    };
    return {
        get current() {
            return tokens.accessToken;
        },
        valid() {
            if (Date.now() < expiresAt - RENEW_BEFORE_MS)
                return Promise.resolve(tokens.accessToken);
            renewing ??= renew().finally(() => {
                renewing = null;
            });
            return renewing;
        },
    };
}

export function apiClient(
    baseUrl: string,
    token: string | TokenSource,
    subsidiaryId?: number | string
): ApiClient {
    const source = typeof token === 'string' ? fixedToken(token) : token;
    const headers = async (
        extra?: RequestInit['headers']
    ): Promise<Headers> => {
        const h = new Headers(extra);
        const bearer = await source.valid();
        if (bearer) h.set('authorization', `Bearer ${bearer}`);
        if (subsidiaryId !== undefined) {
            h.set('subsidiary-id', String(subsidiaryId));
        }
        return h;
    };
    const raw = async (path: string, init: RequestInit = {}) =>
        answer(
            await fetch(`${baseUrl}/api${path}`, {
                ...init,
                headers: await headers(init.headers),
            })
        );
    const json = (method: string) => (path: string, body?: unknown) =>
        raw(path, {
            method,
            headers: { 'content-type': 'application/json' },
            body: body === undefined ? undefined : JSON.stringify(body),
        });
    return {
        get token() {
            return source.current;
        },
        validToken: () => source.valid(),
        get: path => raw(path),
        post: json('POST'),
        patch: json('PATCH'),
        del: path => raw(path, { method: 'DELETE' }),
        raw,
        inPlant: id => apiClient(baseUrl, source, id),
    };
}

export const DEMO = {
    admin: 'Admin#2026',
    operator: 'Operator#2026',
    viewer: 'Viewer#2026',
} as const;

/**
 * Signs in a demo account and returns a client (in its first plant, if any)
 * whose token is renewed before it expires.
 */
export async function clientFor(
    baseUrl: string,
    username: keyof typeof DEMO
): Promise<{ api: ApiClient; plants: number[]; userId: number }> {
    const signedAt = Date.now();
    const first = await signIn(baseUrl, username, DEMO[username]);
    const bare = apiClient(
        baseUrl,
        renewingToken(baseUrl, username, DEMO[username], first, signedAt)
    );
    const session = await bare.get('/user/session');
    if (session.status !== 200) {
        throw new Error(`session of ${username}: ${session.status}`);
    }
    const subs = (session.record.subsidiaries ?? []) as { id: number }[];
    const plants = subs.map(s => s.id);
    const user = session.record.user as { id: number };
    return { api: bare.inPlant(plants[0]), plants, userId: user.id };
}

/** Errors of a 400 answer as `field:code` strings, for compact assertions. */
export const fieldErrors = (a: ApiAnswer): string[] =>
    (a.body.errors ?? []).map(e => `${e.field}:${e.code}`);
