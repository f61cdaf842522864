/**
 * Working offline (docs/field-app.md, "Signed in without a network"):
 * keycloak-js cannot sign in or refresh a token without the identity
 * provider, and tokens are never kept at rest. A device the field app was
 * used on keeps the last session (no token) in IndexedDB; started without
 * a network it opens on that session, with no token: API requests fail as
 * "no network" (never as a refused token, which would sign out), and the
 * field app shows what the device keeps and queues what is filled in.
 * When the network returns, sign-in comes first (the silent check, or the
 * form), then the queue is sent.
 */
import { deviceDbMayExist, type StoredSession } from './deviceDb';

export type OfflineState =
    | { status: 'online' }
    /** No network: the session kept on the device, no token. */
    | { status: 'offline'; stored: StoredSession }
    /** The network is back but the sign-in must be done again (expired, another user). */
    | { status: 'signInNeeded'; stored: StoredSession };

let state: OfflineState = { status: 'online' };
const listeners = new Set<() => void>();

const set = (next: OfflineState) => {
    state = next;
    listeners.forEach(l => l());
};

export const getOfflineState = (): OfflineState => state;

export const subscribeOffline = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
};

/** Signed in only by the session kept on the device: no token to send. */
export const isWorkingOffline = (): boolean => state.status !== 'online';

/** The session kept on the device, while working offline. */
export const offlineSession = (): StoredSession | undefined =>
    state.status === 'online' ? undefined : state.stored;

export const workOffline = (stored: StoredSession): void =>
    set({ status: 'offline', stored });

export const needSignIn = (stored: StoredSession): void =>
    set({ status: 'signInNeeded', stored });

export const backOnline = (): void => set({ status: 'online' });

/** Whether the browser says it has no network (the one signal it gives). */
export const browserOffline = (): boolean =>
    typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * At start-up without a network: the session kept on the device, if any
 * (read only then, and only from a device that kept something, so that
 * other starts never load the device store's code).
 */
export const storedSessionForOfflineStart = async (): Promise<
    StoredSession | undefined
> => {
    if (!browserOffline() || !(await deviceDbMayExist())) return undefined;
    try {
        const { lastSession } = await import('./deviceStore');
        return await lastSession();
    } catch {
        return undefined;
    }
};

let fieldSignedOutHandler: (() => void) | undefined;

/**
 * Set while the field app is drawn: what it does when the token is lost
 * (no network: work offline; refused: ask for the password again), instead
 * of the console's sign-out, which would clear what the device keeps.
 */
export const setFieldSignedOutHandler = (
    handler: (() => void) | undefined
): void => {
    fieldSignedOutHandler = handler;
};

/** Hands a lost token to the field app; false when it is not drawn. */
export const fieldSignedOut = (): boolean => {
    if (!fieldSignedOutHandler) return false;
    fieldSignedOutHandler();
    return true;
};
