/** The app's session store, loading through the API client. */
import type { Session } from '@shared/domain/session';
import { httpClient } from '@/providers/apiClient';
import { getKeycloak } from '@/providers/auth/keycloak';
import { offlineSession } from '@/providers/offlineSession';
import { createSessionStore } from './sessionStore';

export const fetchSession = async (): Promise<Session> => {
    // Working offline: the session the field app kept on the device.
    const kept = offlineSession();
    if (kept) return kept.session;
    const { json } = await httpClient<{ data: Session }>('/user/session');
    return json.data;
};

export const sessionStore = createSessionStore(fetchSession);

/** Who signed in (the token's `sub`), once sign-in is known; else nothing. */
export const signedInSubject = (): string | undefined => {
    try {
        const keycloak = getKeycloak();
        return keycloak.authenticated ? keycloak.tokenParsed?.sub : undefined;
    } catch {
        // No configuration yet: nobody is signed in.
        return undefined;
    }
};
