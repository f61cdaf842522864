/**
 * The signed-in user's outbox for the screens (docs/field-app.md, "Sync
 * rules"): what waits and what was refused, kept in IndexedDB and drawn
 * from this copy; saving a record puts it in the outbox first, then sends
 * what waits when there is a network. One run at a time across the tabs
 * of the device (the Web Locks API where the browser has it); each create
 * carries its client id, so even two runs would make one record.
 */
import { httpClient } from '@/providers/apiClient';
import {
    getPhoto,
    outboxOf,
    putOutbox,
    removeOutbox,
    sentLogOf,
    type OutboxEntry,
    type SentRecord,
} from '@/providers/deviceStore';
import { browserOffline, isWorkingOffline } from '@/providers/offlineSession';
import { sendOutbox, type SyncResult, type SyncStop } from './sync';

export interface OutboxSnapshot {
    userId: number | null;
    entries: OutboxEntry[];
    sent: SentRecord[];
    sending: boolean;
    /** Why the last run stopped early, if it did. */
    stopped?: SyncStop;
}

let snapshot: OutboxSnapshot = {
    userId: null,
    entries: [],
    sent: [],
    sending: false,
};
const listeners = new Set<() => void>();
const resultListeners = new Set<(result: SyncResult) => void>();

const set = (next: Partial<OutboxSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    listeners.forEach(l => l());
};

export const getOutboxSnapshot = (): OutboxSnapshot => snapshot;

export const subscribeOutbox = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
};

/** Told after each run that sent or refused something (the toasts). */
export const onSyncResult = (
    listener: (result: SyncResult) => void
): (() => void) => {
    resultListeners.add(listener);
    return () => resultListeners.delete(listener);
};

/** Reads the user's outbox and sent log again from the device. */
export async function loadOutbox(userId: number): Promise<void> {
    const [entries, sent] = await Promise.all([
        outboxOf(userId),
        sentLogOf(userId),
    ]);
    set({ userId, entries, sent });
}

const STORE = { outboxOf, putOutbox, removeOutbox, getPhoto };

let running: Promise<void> | undefined;

const withDeviceLock = async (task: () => Promise<void>): Promise<void> => {
    if (typeof navigator !== 'undefined' && 'locks' in navigator)
        await navigator.locks.request('plants-field-outbox', task);
    else await task();
};

/** Sends what waits, unless already sending or without a network. */
export function syncOutbox(): Promise<void> {
    const { userId } = snapshot;
    if (userId === null || isWorkingOffline() || browserOffline())
        return Promise.resolve();
    running ??= withDeviceLock(async () => {
        set({ sending: true });
        try {
            const result = await sendOutbox(userId, httpClient, STORE);
            await loadOutbox(userId);
            set({ stopped: result.stopped });
            if (result.sent.length || result.refused.length || result.stopped)
                resultListeners.forEach(l => l(result));
        } finally {
            set({ sending: false });
        }
    }).finally(() => {
        running = undefined;
    });
    return running;
}

/** Keeps a new record on the device, then sends what waits. */
export async function enqueue(entry: OutboxEntry): Promise<void> {
    await putOutbox(entry);
    await loadOutbox(entry.userId);
    void syncOutbox();
}

/**
 * A refused record, fixed (a new body) or as it was, sent again under the
 * same client id: a refused create made nothing on the server.
 */
export async function resend(
    clientId: string,
    fixed?: Pick<OutboxEntry, 'body'> & Partial<Pick<OutboxEntry, 'formFields'>>
): Promise<void> {
    const entry = snapshot.entries.find(e => e.clientId === clientId);
    if (!entry) return;
    const { refusal: _refusal, ...rest } = entry;
    await putOutbox({ ...rest, ...fixed, state: 'waiting' });
    await loadOutbox(entry.userId);
    void syncOutbox();
}

/** Removes a record the user chose to drop (asked first by the screen). */
export async function discard(clientId: string): Promise<void> {
    await removeOutbox(clientId);
    if (snapshot.userId !== null) await loadOutbox(snapshot.userId);
}
