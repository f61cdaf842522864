/** The app's session store, loading through the API client. */
import type { Session } from '@shared/domain/session';
import { dropEarlyResponses, endEarlyPage } from '@/earlyPage/handoff';
import { clearSnapshots } from '@/earlyPage/snapshot';
import { httpClient } from '@/providers/apiClient';
import { getKeycloak } from '@/providers/keycloak';
import { keepFrameCopy } from './frameCopy';
import { createSessionStore } from './sessionStore';

export const fetchSession = async (): Promise<Session> => {
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

// The frame's stored copy follows the session (src/session/frameCopy.ts).
keepFrameCopy(sessionStore, signedInSubject);
// So do the pages' copies (src/earlyPage/snapshot.ts): a sign-out, a
// refused token or a failed session load takes them, and the copy drawn.
sessionStore.subscribe(() => {
    const { status } = sessionStore.getState();
    if (status === 'ready' || status === 'loading') return;
    clearSnapshots(window);
    dropEarlyResponses(window);
    endEarlyPage(window);
});
