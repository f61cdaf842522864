/**
 * The only place that calls the REST API (docs/api.md): base URL, JSON, the
 * bearer token and the selected plant in `subsidiary-id`, error decoding.
 * Wired to the app in apiClient.ts; free of browser globals so that API
 * tests run it against the real server.
 */
import { HttpError } from 'ra-core';
import { toHttpError } from './apiErrors';

export interface HttpClientDeps {
    getApiUrl: () => string;
    getToken: () => Promise<string | undefined>;
    getPlantId: () => number | null;
    /**
     * The user's language, sent as `Accept-Language` (the browser would
     * send its own): a list's search reads a typed day in its order.
     */
    getLocale?: () => string;
    /** `profile-type` (the field app's requests, docs/field-app.md). */
    getProfileType?: () => string | undefined;
    fetch?: typeof fetch;
}

export interface ApiRequest {
    method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
    query?: URLSearchParams;
    /** Sent as JSON; a Blob (a photo) is sent as it is, typed by its own type. */
    body?: unknown;
    signal?: AbortSignal;
    /** 'blob' for a binary answer (a photo); JSON otherwise. */
    responseType?: 'json' | 'blob';
    /** More headers (`Idempotency-Key`). */
    headers?: Record<string, string>;
}

export interface ApiResponse<T> {
    status: number;
    json: T;
    /** The answer's headers (absent from test doubles). */
    headers?: Headers;
}

export type HttpClient = <T>(
    path: string,
    request?: ApiRequest
) => Promise<ApiResponse<T>>;

const readJson = async (res: Response): Promise<unknown> => {
    const text = await res.text();
    if (!text) return undefined;
    try {
        return JSON.parse(text);
    } catch {
        return text;
    }
};

/** The URL a request to `path` goes to. */
export const apiRequestUrl = (
    base: string,
    path: string,
    query?: URLSearchParams
): string => {
    const q = query?.toString();
    return `${base}${path}${q ? `?${q}` : ''}`;
};

export const createHttpClient = (deps: HttpClientDeps): HttpClient => {
    return async <T>(path: string, request: ApiRequest = {}) => {
        // Paths only: the token must never leave for another origin.
        if (!path.startsWith('/') || path.startsWith('//')) {
            throw new Error(`API path must be relative: ${path}`);
        }
        const url = apiRequestUrl(deps.getApiUrl(), path, request.query);
        const headers = new Headers({
            Accept: 'application/json',
            'Content-Type': 'application/json',
        });
        const blob = request.body instanceof Blob ? request.body : undefined;
        if (blob) headers.set('Content-Type', blob.type);
        if (request.responseType === 'blob') headers.set('Accept', '*/*');
        const token = await deps.getToken();
        if (token) headers.set('Authorization', `Bearer ${token}`);
        const locale = deps.getLocale?.();
        if (locale) headers.set('Accept-Language', locale);
        const profileType = deps.getProfileType?.();
        if (profileType) headers.set('profile-type', profileType);
        const plantId = deps.getPlantId();
        if (plantId !== null) {
            headers.set('subsidiary-id', String(plantId));
        }
        // Last: a record kept on the device goes to its own plant.
        if (request.headers)
            for (const [name, value] of Object.entries(request.headers))
                headers.set(name, value);
        let res: Response;
        try {
            res = await (deps.fetch ?? fetch)(url, {
                method: request.method ?? 'GET',
                headers,
                body:
                    blob ??
                    (request.body === undefined
                        ? undefined
                        : JSON.stringify(request.body)),
                signal: request.signal,
            });
        } catch (error) {
            if (request.signal?.aborted) throw error;
            throw new HttpError('ra.notification.http_error', 0, {});
        }
        if (res.ok && request.responseType === 'blob')
            return { status: res.status, json: (await res.blob()) as T };
        const json = await readJson(res);
        // The path's first segment is the resource (`/company/12`).
        if (!res.ok) throw toHttpError(res.status, json, path.split(/[/?]/)[1]);
        return { status: res.status, json: json as T, headers: res.headers };
    };
};
