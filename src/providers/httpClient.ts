/**
 * The only place that calls the REST API (design.md): base URL from the
 * runtime config, JSON, the bearer token (refreshed first when under 5 s
 * are left) and the selected plant in `subsidiary-id`.
 */
import { HttpError } from 'react-admin';
import { getConfig } from '@/config';
import { getCurrentSubsidiary } from '@/session/currentSubsidiary';
import { toHttpError } from './apiErrors';
import { getFreshToken } from './keycloak';

export interface HttpClientDeps {
    getApiUrl: () => string;
    getToken: () => Promise<string | undefined>;
    getSubsidiaryId: () => number | null;
    fetch?: typeof fetch;
}

export interface ApiRequest {
    method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
    query?: URLSearchParams;
    body?: unknown;
    signal?: AbortSignal;
}

export interface ApiResponse<T> {
    status: number;
    json: T;
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

export const createHttpClient = (deps: HttpClientDeps): HttpClient => {
    return async <T>(path: string, request: ApiRequest = {}) => {
        // Paths only: the token must never leave for another origin.
        if (!path.startsWith('/') || path.startsWith('//')) {
            throw new Error(`API path must be relative: ${path}`);
        }
        const base = deps.getApiUrl();
        const query = request.query?.toString();
        const url = `${base}${path}${query ? `?${query}` : ''}`;
        const headers = new Headers({
            Accept: 'application/json',
            'Content-Type': 'application/json',
        });
        const token = await deps.getToken();
        if (token) headers.set('Authorization', `Bearer ${token}`);
        const subsidiaryId = deps.getSubsidiaryId();
        if (subsidiaryId !== null) {
            headers.set('subsidiary-id', String(subsidiaryId));
        }
        let res: Response;
        try {
            res = await (deps.fetch ?? fetch)(url, {
                method: request.method ?? 'GET',
                headers,
                body:
                    request.body === undefined
                        ? undefined
                        : JSON.stringify(request.body),
                signal: request.signal,
            });
        } catch (error) {
            if (request.signal?.aborted) throw error;
            throw new HttpError('ra.notification.http_error', 0, {});
        }
        const json = await readJson(res);
        if (!res.ok) throw toHttpError(res.status, json);
        return { status: res.status, json: json as T };
    };
};

/** Fails the request with a 401 when no token can be had (signed out, refresh failed). */
const requireToken = async (): Promise<string> => {
    let token: string | undefined;
    try {
        token = await getFreshToken();
    } catch {
        token = undefined;
    }
    if (!token) throw new HttpError('app.serverErrors.unauthorized', 401, {});
    return token;
};

export const httpClient: HttpClient = createHttpClient({
    getApiUrl: () => getConfig().apiUrl,
    getToken: requireToken,
    getSubsidiaryId: getCurrentSubsidiary,
});
