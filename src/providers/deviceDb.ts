/**
 * The device's IndexedDB database (./deviceStore.ts) and the session it
 * keeps, named apart from the store so that start-up (./offlineSession.ts)
 * reads them without loading the store's code.
 */
import type { Session } from '@shared/domain/session';

export const DEVICE_DB = 'plants-field';

/** The last session kept on the device (./deviceStore.ts): no token. */
export interface StoredSession {
    userId: number;
    /** The token's `sub`: who must sign in again to send this user's records. */
    subject: string;
    session: Session;
    plantId: number | null;
    savedAt: string;
}
