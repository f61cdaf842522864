/**
 * A small client of the REST API for the API tests: bearer token, optional
 * `subsidiary-id`, JSON in and out, and the answer's status and headers.
 */
import { signIn } from './login.ts';

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
    token: string;
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

export function apiClient(
    baseUrl: string,
    token: string,
    subsidiaryId?: number | string
): ApiClient {
    const headers = (extra?: RequestInit['headers']): Headers => {
        const h = new Headers(extra);
        if (token) h.set('authorization', `Bearer ${token}`);
        if (subsidiaryId !== undefined) {
            h.set('subsidiary-id', String(subsidiaryId));
        }
        return h;
    };
    const raw = async (path: string, init: RequestInit = {}) =>
        answer(
            await fetch(`${baseUrl}/api${path}`, {
                ...init,
                headers: headers(init.headers),
            })
        );
    const json = (method: string) => (path: string, body?: unknown) =>
        raw(path, {
            method,
            headers: { 'content-type': 'application/json' },
            body: body === undefined ? undefined : JSON.stringify(body),
        });
    return {
        token,
        get: path => raw(path),
        post: json('POST'),
        patch: json('PATCH'),
        del: path => raw(path, { method: 'DELETE' }),
        raw,
        inPlant: id => apiClient(baseUrl, token, id),
    };
}

export const DEMO = {
    admin: 'Admin#2026',
    operator: 'Operator#2026',
    viewer: 'Viewer#2026',
} as const;

/** Signs in a demo account and returns a client (in its first plant, if any). */
export async function clientFor(
    baseUrl: string,
    username: keyof typeof DEMO
): Promise<{ api: ApiClient; plants: number[]; userId: number }> {
    const { accessToken } = await signIn(baseUrl, username, DEMO[username]);
    const bare = apiClient(baseUrl, accessToken);
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
