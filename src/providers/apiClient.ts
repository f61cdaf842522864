/**
 * The app's API client: base URL from the runtime config, the keycloak
 * token (refreshed first when under 5 s are left) and the selected plant.
 */
import { HttpError } from 'ra-core';
import { getConfig } from '@/config';
import { getCurrentPlant } from '@/providers/currentPlant';
import { apiRequestUrl, createHttpClient, type HttpClient } from './httpClient';
import { profileTypeHeader } from './fieldMode';
import { getFreshToken } from './auth/keycloak';
import { initialLocale } from '@/preferences/locale';

/** Fails the request with a 401 when no token can be had (signed out, refresh failed). */
const requireToken = async (): Promise<string> => {
    let token: string | undefined;
    try {
        token = await getFreshToken();
    } catch (error) {
        // Working offline: said as no network (status 0), not as a 401.
        if (error instanceof HttpError && error.status === 0) throw error;
        token = undefined;
    }
    if (!token) throw new HttpError('app.serverErrors.unauthorized', 401, {});
    return token;
};

export const httpClient: HttpClient = createHttpClient({
    getApiUrl: () => getConfig().apiUrl,
    getToken: requireToken,
    getPlantId: getCurrentPlant,
    // The language chosen (stored when switched), else the one start-up picked.
    getLocale: () => initialLocale(),
    getProfileType: profileTypeHeader,
});

/** The URL the API client sends a request to `path` to . */
export const apiUrlOf = (path: string, query?: URLSearchParams): string =>
    apiRequestUrl(getConfig().apiUrl, path, query);
