/**
 * Sending the outbox (docs/field-app.md, "Sync rules"): a user's records
 * in the order they were made, one at a time, each create carrying its
 * client id as `Idempotency-Key` (a retry never makes a second record)
 * and going to the plant it was made in. A register's photos are sent
 * first and their ids put in its answers. What the server refuses stays
 * on the device with the reason, and the next record is sent; no network,
 * a refused token or a server error stops the run, to be tried again.
 */
import { HttpError } from 'ra-core';
import { PHOTO_KEEP_MS } from '@shared/domain/photos';
import type { HttpClient } from '@/providers/httpClient';
import {
    LOCAL_PHOTO,
    type OutboxEntry,
    type Refusal,
    type SentRecord,
    type StoredPhoto,
} from '@/providers/deviceStore';

export interface SyncStore {
    outboxOf: (userId: number) => Promise<OutboxEntry[]>;
    putOutbox: (entry: OutboxEntry) => Promise<void>;
    removeOutbox: (clientId: string, sent?: SentRecord) => Promise<void>;
    getPhoto: (key: string) => Promise<StoredPhoto | undefined>;
}

export type SyncStop = 'offline' | 'signedOut' | 'retryLater';

export interface SyncResult {
    sent: SentRecord[];
    refused: OutboxEntry[];
    /** Why the run ended before the last record, if it did. */
    stopped?: SyncStop;
}

/**
 * A photo sent this long ago may have been removed by the server's
 * clean-up of photos no register names: it is sent again.
 */
const PHOTO_REUSE_MS = 3 * PHOTO_KEEP_MS;

/** Statuses worth trying again later: the record itself is not at fault. */
const RETRY_STATUSES = new Set([0, 408, 425, 429, 500, 502, 503, 504, 507]);

const refusalOf = (error: HttpError, now: number): Refusal => {
    const body = (error.body ?? {}) as {
        errors?: Record<string, string>;
        rules?: string[];
    };
    return {
        status: error.status,
        message: error.message,
        ...(body.errors ? { errors: body.errors } : {}),
        rules: body.rules ?? [],
        at: new Date(now).toISOString(),
    };
};

const stopFor = (error: unknown): SyncStop | undefined => {
    if (!(error instanceof HttpError)) return 'offline';
    if (error.status === 401) return 'signedOut';
    if (RETRY_STATUSES.has(error.status) || error.status >= 500)
        return error.status === 0 ? 'offline' : 'retryLater';
    return undefined;
};

/** The body with each `local:<key>` replaced by the server's photo id. */
const withPhotoIds = (
    body: Record<string, unknown>,
    ids: Record<string, { id: number }>
): Record<string, unknown> => {
    if (!Array.isArray(body.answers)) return body;
    const swap = (v: unknown) =>
        typeof v === 'string' && v.startsWith(LOCAL_PHOTO)
            ? String(ids[v.slice(LOCAL_PHOTO.length)]?.id ?? '')
            : v;
    return {
        ...body,
        answers: (body.answers as Record<string, unknown>[]).map(a => ({
            ...a,
            value: swap(a.value),
            ...(a.justification === undefined
                ? {}
                : { justification: swap(a.justification) }),
        })),
    };
};

async function sendPhotos(
    entry: OutboxEntry,
    http: HttpClient,
    store: SyncStore,
    now: number
): Promise<OutboxEntry> {
    let current = entry;
    const answers = Array.isArray(entry.body.answers)
        ? (entry.body.answers as Record<string, unknown>[])
        : [];
    const keys = answers.flatMap(a =>
        [a.value, a.justification].flatMap(v =>
            typeof v === 'string' && v.startsWith(LOCAL_PHOTO)
                ? [v.slice(LOCAL_PHOTO.length)]
                : []
        )
    );
    for (const key of keys) {
        const done = current.uploaded?.[key];
        if (done && now - Date.parse(done.at) < PHOTO_REUSE_MS) continue;
        const photo = await store.getPhoto(key);
        if (!photo) continue;
        const { json } = await http<{ data: { id: number } }>(
            '/inspection-photo',
            {
                method: 'POST',
                body: photo.blob,
                headers: { 'subsidiary-id': String(entry.plantId) },
            }
        );
        current = {
            ...current,
            uploaded: {
                ...current.uploaded,
                [key]: { id: json.data.id, at: new Date(now).toISOString() },
            },
        };
        // Kept at once: a retry reuses it instead of sending it again.
        await store.putOutbox(current);
    }
    return current;
}

/** Sends one record; answers what it became on the server. */
async function sendOne(
    entry: OutboxEntry,
    http: HttpClient,
    store: SyncStore,
    now: number
): Promise<SentRecord> {
    const ready = await sendPhotos(entry, http, store, now);
    const { json } = await http<{ data: Record<string, unknown> }>(
        `/${entry.kind}`,
        {
            method: 'POST',
            body: withPhotoIds(ready.body, ready.uploaded ?? {}),
            headers: {
                'Idempotency-Key': entry.clientId,
                'subsidiary-id': String(entry.plantId),
            },
        }
    );
    const record = json.data;
    return {
        clientId: entry.clientId,
        userId: entry.userId,
        plantId: entry.plantId,
        kind: entry.kind,
        label: entry.label,
        recordId: Number(record.id),
        criticality:
            typeof record.criticality === 'string' ? record.criticality : null,
        sentAt: new Date(now).toISOString(),
    };
}

/** Sends what waits, in order; refused records are kept with their reason. */
export async function sendOutbox(
    userId: number,
    http: HttpClient,
    store: SyncStore,
    now: () => number = Date.now
): Promise<SyncResult> {
    const result: SyncResult = { sent: [], refused: [] };
    for (const entry of await store.outboxOf(userId)) {
        if (entry.state !== 'waiting') continue;
        const attempt = { ...entry, attempts: entry.attempts + 1 };
        try {
            const sent = await sendOne(attempt, http, store, now());
            await store.removeOutbox(entry.clientId, sent);
            result.sent.push(sent);
        } catch (error) {
            const stop = stopFor(error);
            // What the photos' sending kept is in the store: read it back.
            const latest =
                (await store.outboxOf(userId)).find(
                    e => e.clientId === entry.clientId
                ) ?? attempt;
            if (stop) {
                await store.putOutbox({
                    ...latest,
                    attempts: attempt.attempts,
                });
                result.stopped = stop;
                return result;
            }
            const refused: OutboxEntry = {
                ...latest,
                attempts: attempt.attempts,
                state: 'refused',
                refusal: refusalOf(error as HttpError, now()),
            };
            await store.putOutbox(refused);
            result.refused.push(refused);
        }
    }
    return result;
}
