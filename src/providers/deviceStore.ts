/**
 * What the field app keeps on the device (docs/field-app.md, "What the
 * device keeps"), in IndexedDB through `idb`, per user: the last session
 * (no token: tokens live in memory only), the plant's kit and home, the
 * records waiting to send (the outbox) with their photos, and a short log
 * of what was sent. Everything of a user goes at sign-out.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { FieldHome, FieldKit } from '@shared/domain/fieldData';
import type { InspectionField } from '@shared/domain/inspectionAnswers';
import { DEVICE_DB, type StoredSession } from './deviceDb';

const VERSION = 1;
/** How long the log of sent records is kept. */
export const SENT_LOG_DAYS = 7;

export interface StoredPlantData<T> {
    userId: number;
    plantId: number;
    data: T;
    savedAt: string;
}

export type OutboxKind = 'measure' | 'inspection-register';

/** Why the server refused a record: kept with it until it is fixed or removed. */
export interface Refusal {
    status: number;
    /** An i18n key: the sentence of the refusal, or its status's. */
    message: string;
    /** Field paths to i18n keys (or react-admin's message-with-arguments strings). */
    errors?: Record<string, string>;
    /** The rules the server named (`formChanged`, `implausibleAbove`...). */
    rules: string[];
    at: string;
}

export interface OutboxEntry {
    /** The client's id of the record: the create's Idempotency-Key. */
    clientId: string;
    userId: number;
    plantId: number;
    /** Order of creation on this device: records are sent in it. */
    seq: number;
    kind: OutboxKind;
    /**
     * The create's body; a photo answer holds `local:<photo key>` until
     * its photo is sent.
     */
    body: Record<string, unknown>;
    /** What the lists name it by (a sensor's or a form's name). */
    label: string;
    createdAt: string;
    state: 'waiting' | 'refused';
    attempts: number;
    refusal?: Refusal;
    /** Photos already sent for it: local key → the server's id and when. */
    uploaded?: Record<string, { id: number; at: string }>;
    /** A register's questions as filled (the form at `body.formVersion`). */
    formFields?: InspectionField[];
}

export interface StoredPhoto {
    key: string;
    userId: number;
    blob: Blob;
    createdAt: string;
}

export interface SentRecord {
    clientId: string;
    userId: number;
    plantId: number;
    kind: OutboxKind;
    label: string;
    recordId: number;
    criticality: string | null;
    sentAt: string;
}

interface FieldDb extends DBSchema {
    sessions: { key: number; value: StoredSession };
    meta: { key: string; value: { key: string; userId: number } };
    kits: {
        key: [number, number];
        value: StoredPlantData<FieldKit>;
        indexes: { byUser: number };
    };
    homes: {
        key: [number, number];
        value: StoredPlantData<FieldHome>;
        indexes: { byUser: number };
    };
    outbox: {
        key: string;
        value: OutboxEntry;
        indexes: { byUser: number };
    };
    photos: {
        key: string;
        value: StoredPhoto;
        indexes: { byUser: number };
    };
    sent: {
        key: string;
        value: SentRecord;
        indexes: { byUser: number };
    };
}

type Db = IDBPDatabase<FieldDb>;
let opening: Promise<Db> | undefined;

/** The device's database (opened once per page). */
export const deviceDb = (): Promise<Db> => {
    opening ??= openDB<FieldDb>(DEVICE_DB, VERSION, {
        upgrade(db) {
            db.createObjectStore('sessions', { keyPath: 'userId' });
            db.createObjectStore('meta', { keyPath: 'key' });
            for (const name of ['kits', 'homes'] as const)
                db.createObjectStore(name, {
                    keyPath: ['userId', 'plantId'],
                }).createIndex('byUser', 'userId');
            db.createObjectStore('outbox', {
                keyPath: 'clientId',
            }).createIndex('byUser', 'userId');
            db.createObjectStore('photos', { keyPath: 'key' }).createIndex(
                'byUser',
                'userId'
            );
            db.createObjectStore('sent', { keyPath: 'clientId' }).createIndex(
                'byUser',
                'userId'
            );
        },
    });
    opening.catch(() => {
        opening = undefined;
    });
    return opening;
};

/** Test seam: forget the open database. */
export const closeDeviceDb = async (): Promise<void> => {
    const db = await opening?.catch(() => undefined);
    db?.close();
    opening = undefined;
};

const LAST = 'lastUser';

export async function saveSession(stored: StoredSession): Promise<void> {
    const db = await deviceDb();
    const tx = db.transaction(['sessions', 'meta'], 'readwrite');
    await Promise.all([
        tx.objectStore('sessions').put(stored),
        tx.objectStore('meta').put({ key: LAST, userId: stored.userId }),
        tx.done,
    ]);
}

/** The session of the last user who worked on this device, if kept. */
export async function lastSession(): Promise<StoredSession | undefined> {
    const db = await deviceDb();
    const last = await db.get('meta', LAST);
    return last ? db.get('sessions', last.userId) : undefined;
}

export async function savePlantData(
    store: 'kits',
    value: StoredPlantData<FieldKit>
): Promise<void>;
export async function savePlantData(
    store: 'homes',
    value: StoredPlantData<FieldHome>
): Promise<void>;
export async function savePlantData(
    store: 'kits' | 'homes',
    value: StoredPlantData<FieldKit> | StoredPlantData<FieldHome>
): Promise<void> {
    const db = await deviceDb();
    await db.put(store, value as never);
}

export async function plantKit(
    userId: number,
    plantId: number
): Promise<StoredPlantData<FieldKit> | undefined> {
    return (await deviceDb()).get('kits', [userId, plantId]);
}

export async function plantHome(
    userId: number,
    plantId: number
): Promise<StoredPlantData<FieldHome> | undefined> {
    return (await deviceDb()).get('homes', [userId, plantId]);
}

let lastSeq = 0;
/** Increasing on this device, even within one millisecond. */
export const nextSeq = (): number => {
    lastSeq = Math.max(Date.now() * 1000, lastSeq + 1);
    return lastSeq;
};

export async function putOutbox(entry: OutboxEntry): Promise<void> {
    await (await deviceDb()).put('outbox', entry);
}

export async function getOutbox(
    clientId: string
): Promise<OutboxEntry | undefined> {
    return (await deviceDb()).get('outbox', clientId);
}

/** A user's records waiting or refused, in the order they were made. */
export async function outboxOf(userId: number): Promise<OutboxEntry[]> {
    const all = await (
        await deviceDb()
    ).getAllFromIndex('outbox', 'byUser', userId);
    return all.sort((a, b) => a.seq - b.seq);
}

/** Removes a record from the outbox with its photos, e.g. once it is sent. */
export async function removeOutbox(
    clientId: string,
    sent?: SentRecord
): Promise<void> {
    const db = await deviceDb();
    const tx = db.transaction(['outbox', 'photos', 'sent'], 'readwrite');
    const entry = await tx.objectStore('outbox').get(clientId);
    const photos = entry ? localPhotoKeys(entry.body) : [];
    await Promise.all([
        tx.objectStore('outbox').delete(clientId),
        ...photos.map(key => tx.objectStore('photos').delete(key)),
        ...(sent ? [tx.objectStore('sent').put(sent)] : []),
        tx.done,
    ]);
}

export async function putPhoto(photo: StoredPhoto): Promise<void> {
    await (await deviceDb()).put('photos', photo);
}

export async function getPhoto(key: string): Promise<StoredPhoto | undefined> {
    return (await deviceDb()).get('photos', key);
}

export async function removePhoto(key: string): Promise<void> {
    await (await deviceDb()).delete('photos', key);
}

/** What was sent from this device in the last days, newest first. */
export async function sentLogOf(
    userId: number,
    now = Date.now()
): Promise<SentRecord[]> {
    const db = await deviceDb();
    const all = await db.getAllFromIndex('sent', 'byUser', userId);
    const since = now - SENT_LOG_DAYS * 86_400_000;
    const old = all.filter(s => Date.parse(s.sentAt) < since);
    if (old.length) {
        const tx = db.transaction('sent', 'readwrite');
        await Promise.all([
            ...old.map(s => tx.store.delete(s.clientId)),
            tx.done,
        ]);
    }
    return all
        .filter(s => Date.parse(s.sentAt) >= since)
        .sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}

/**
 * Everything the device keeps of a user (sign-out). `keepOutbox`: the
 * records not yet sent and their photos stay (a sign-out that did not ask
 * about them first).
 */
export async function forgetUser(
    userId: number,
    { keepOutbox = false }: { keepOutbox?: boolean } = {}
): Promise<void> {
    const db = await deviceDb();
    const stores = keepOutbox
        ? (['kits', 'homes', 'sent'] as const)
        : (['kits', 'homes', 'outbox', 'photos', 'sent'] as const);
    const tx = db.transaction(
        [...stores, 'sessions', 'meta'] as const,
        'readwrite'
    );
    const work: Promise<unknown>[] = [
        tx.objectStore('sessions').delete(userId),
    ];
    const last = await tx.objectStore('meta').get(LAST);
    if (last?.userId === userId) work.push(tx.objectStore('meta').delete(LAST));
    for (const name of stores) {
        const index = tx.objectStore(name).index('byUser');
        let cursor = await index.openCursor(IDBKeyRange.only(userId));
        while (cursor) {
            work.push(cursor.delete());
            cursor = await cursor.continue();
        }
    }
    await Promise.all([...work, tx.done]);
}

/** The prefix of a photo answer kept on the device until it is sent. */
export const LOCAL_PHOTO = 'local:';

/** The local photo keys a create's body names (answers and justifications). */
export function localPhotoKeys(body: Record<string, unknown>): string[] {
    const answers = Array.isArray(body.answers) ? body.answers : [];
    return answers.flatMap((a: Record<string, unknown>) =>
        [a.value, a.justification]
            .filter(
                (v): v is string =>
                    typeof v === 'string' && v.startsWith(LOCAL_PHOTO)
            )
            .map(v => v.slice(LOCAL_PHOTO.length))
    );
}
