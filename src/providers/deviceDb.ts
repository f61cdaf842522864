/**
 * The device's IndexedDB database (./deviceStore.ts) and the session it
 * keeps, named apart from the store so that start-up (./offlineSession.ts)
 * reads them without loading the store's code.
 */
import type { Session } from '@shared/domain/session';

export const DEVICE_DB = 'plants-field';

/**
 * Whether this browser may have the device's database: false when
 * IndexedDB says it has none, so that a device that never kept anything
 * does not load the store's code to find that out.
 */
export const deviceDbMayExist = async (): Promise<boolean> => {
    if (typeof indexedDB === 'undefined') return false;
    const known = await indexedDB.databases?.().catch(() => undefined);
    return !known || known.some(d => d.name === DEVICE_DB);
};

/** The last session kept on the device (./deviceStore.ts): no token. */
export interface StoredSession {
    userId: number;
    /** The token's `sub`: who must sign in again to send this user's records. */
    subject: string;
    session: Session;
    plantId: number | null;
    savedAt: string;
}
