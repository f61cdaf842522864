/**
 * The app's API client: base URL from the runtime config, the keycloak
 * token (refreshed first when under 5 s are left) and the selected plant.
 */
import { HttpError } from 'ra-core';
import { getConfig } from '@/config';
import { getCurrentPlant } from '@/providers/currentPlant';
import { apiRequestUrl, createHttpClient, type HttpClient } from './httpClient';
import { takeEarlyResponse } from '@/earlyPage/handoff';
import { getFreshToken } from './keycloak';
import { initialLocale } from '@/preferences/locale';

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

/**
 * A GET the HTML's inline script already sent for this page (the session
 * and the rows: src/earlyPage/draw.ts) is answered by its response, once.
 */
const earlyOrFetch: typeof fetch = (input, init) => {
    if (typeof input === 'string' && (init?.method ?? 'GET') === 'GET') {
        const plant = new Headers(init?.headers).get('subsidiary-id');
        const early = takeEarlyResponse(
            input,
            plant === null ? null : Number(plant)
        );
        if (early) return early.catch(() => fetch(input, init));
    }
    return fetch(input, init);
};

export const httpClient: HttpClient = createHttpClient({
    getApiUrl: () => getConfig().apiUrl,
    getToken: requireToken,
    getPlantId: getCurrentPlant,
    // The language chosen (stored when switched), else the one start-up picked.
    getLocale: () => initialLocale(),
    fetch: earlyOrFetch,
});

/** The URL the API client sends a request to `path` to (a page's copy keeps it: src/builders/KeepPageCopy.tsx). */
export const apiUrlOf = (path: string, query?: URLSearchParams): string =>
    apiRequestUrl(getConfig().apiUrl, path, query);
