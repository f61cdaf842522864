/**
 * Photos of inspection registers (answers of photo fields and photo
 * justifications): each in one plant, read back only in that plant
 * (docs/api.md, "Inspection photos"). The row holds the metadata and the
 * key of the bytes in the photo store (./photoStore.ts);
 * rows from before migration 0019 held the bytes themselves, and the
 * start-up moves them out (`movePhotosToStore`).
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { PhotoQuota } from '../settings/photoQuota.ts';
import type { Database } from './database.ts';
import type { PhotoStore } from './photoStore.ts';

export interface StoredPhoto {
    contentType: string;
    size: number;
    /** The bytes, streamed from the store. */
    stream: Readable | null;
    /** The bytes of a row not yet moved out of the database. */
    bytes: Buffer | null;
}

/** Records a photo whose bytes the store holds under `key`. */
export async function recordPhoto(
    db: Database,
    plantId: number,
    userId: number,
    contentType: string,
    size: number,
    key: string
): Promise<number> {
    const { rows } = await db.query<{ id: number }>(
        `INSERT INTO inspection_photo (subsidiary_id, created_by, content_type, size, store_key)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [plantId, userId, contentType, size, key]
    );
    return Number(rows[0]?.id);
}

export type PhotoUsage = PhotoQuota;

/** What quotas count (settings/photoQuota.ts): the last 24 hours. */
const DAY = "interval '1 day'";

/**
 * What the account and the plant use: the bytes they sent in the last 24
 * hours (`photo_upload`, removed photos included) and the bytes of their
 * photos kept.
 */
export async function photoUsage(
    db: Database,
    userId: number,
    plantId: number
): Promise<PhotoUsage> {
    const { rows } = await db.query<Record<keyof PhotoUsage, string | null>>(
        `SELECT
           (SELECT sum(size) FROM photo_upload
            WHERE user_id = $1 AND created_at > now() - ${DAY}) AS "accountDay",
           (SELECT sum(size) FROM inspection_photo WHERE created_by = $1) AS "accountTotal",
           (SELECT sum(size) FROM photo_upload
            WHERE subsidiary_id = $2 AND created_at > now() - ${DAY}) AS "plantDay",
           (SELECT sum(size) FROM inspection_photo WHERE subsidiary_id = $2) AS "plantTotal"`,
        [userId, plantId]
    );
    const row = rows[0];
    return {
        accountDay: Number(row?.accountDay ?? 0),
        accountTotal: Number(row?.accountTotal ?? 0),
        plantDay: Number(row?.plantDay ?? 0),
        plantTotal: Number(row?.plantTotal ?? 0),
    };
}

/** The limit `size` more bytes would pass, the account's before the plant's, or null. */
export function overQuota(
    quota: PhotoQuota,
    usage: PhotoUsage,
    size: number
): keyof PhotoQuota | null {
    for (const key of [
        'accountDay',
        'accountTotal',
        'plantDay',
        'plantTotal',
    ] as const)
        if (quota[key] > 0 && usage[key] + size > quota[key]) return key;
    return null;
}

/** Advisory lock classes (two-key form) of an account's and a plant's uploads. */
const ACCOUNT_UPLOADS = 7_302_030;
const PLANT_UPLOADS = 7_302_031;

/**
 * Records a photo whose bytes the store holds under `key` when the quotas
 * allow `size` more bytes, and counts it in the day's uploads; else
 * answers the limit it would pass and records nothing. One transaction
 * under the account's lock, then the plant's (always in that order, so
 * two never wait for each other): two uploads at once, through any
 * process, cannot both take the last room.
 */
export async function recordPhotoWithinQuota(
    db: Database,
    quota: PhotoQuota,
    plantId: number,
    userId: number,
    contentType: string,
    size: number,
    key: string
): Promise<{ id: number } | { refused: keyof PhotoQuota }> {
    return db.transaction(async tx => {
        await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [
            ACCOUNT_UPLOADS,
            userId,
        ]);
        await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [
            PLANT_UPLOADS,
            plantId,
        ]);
        const refused = overQuota(
            quota,
            await photoUsage(tx, userId, plantId),
            size
        );
        if (refused) return { refused };
        const id = await recordPhoto(
            tx,
            plantId,
            userId,
            contentType,
            size,
            key
        );
        await tx.query(
            'INSERT INTO photo_upload (user_id, subsidiary_id, size) VALUES ($1, $2, $3)',
            [userId, plantId, size]
        );
        return { id };
    });
}

/**
 * The register form being filled says it still holds photo `id` of the
 * plant: the clean-up's grace starts again. False when there is no such
 * photo (removed, or of another plant).
 */
export async function keepPhoto(
    db: Database,
    plantId: number,
    id: number
): Promise<boolean> {
    const { rows } = await db.query(
        `UPDATE inspection_photo SET kept_at = now()
         WHERE id = $1 AND subsidiary_id = $2 RETURNING 1`,
        [id, plantId]
    );
    return rows.length > 0;
}

/** Forgets the uploads older than a day, which no quota counts any more; answers how many. */
export async function forgetOldUploads(db: Database): Promise<number> {
    const { rows } = await db.query(
        `DELETE FROM photo_upload WHERE created_at <= now() - ${DAY} RETURNING 1`
    );
    return rows.length;
}

/**
 * Saves a whole photo: in `store` when given, else in the database as
 * rows were written before migration 0019 (the tests that move them).
 */
export async function savePhoto(
    db: Database,
    plantId: number,
    userId: number,
    contentType: string,
    bytes: Buffer,
    store?: PhotoStore
): Promise<number> {
    if (store) {
        const key = randomUUID();
        await store.put(key, bytes);
        return recordPhoto(db, plantId, userId, contentType, bytes.length, key);
    }
    const { rows } = await db.query<{ id: number }>(
        `INSERT INTO inspection_photo (subsidiary_id, created_by, content_type, size, bytes)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [plantId, userId, contentType, bytes.length, bytes]
    );
    return Number(rows[0]?.id);
}

export async function readPhoto(
    db: Database,
    store: PhotoStore,
    plantId: number,
    id: number
): Promise<StoredPhoto | null> {
    const { rows } = await db.query<{
        content_type: string;
        size: number;
        store_key: string | null;
    }>(
        'SELECT content_type, size, store_key FROM inspection_photo WHERE id = $1 AND subsidiary_id = $2',
        [id, plantId]
    );
    const row = rows[0];
    if (!row) return null;
    const photo = {
        contentType: row.content_type,
        size: Number(row.size),
    };
    if (row.store_key)
        return {
            ...photo,
            stream: await store.open(row.store_key),
            bytes: null,
        };
    // Not moved yet (another process is starting): read it where it is.
    const legacy = await db.query<{ bytes: Uint8Array | null }>(
        'SELECT bytes FROM inspection_photo WHERE id = $1',
        [id]
    );
    const bytes = legacy.rows[0]?.bytes;
    return { ...photo, stream: null, bytes: bytes ? Buffer.from(bytes) : null };
}

/** Which of `ids` are photos of the plant. */
export async function existingPhotos(
    db: Database,
    plantId: number,
    ids: number[]
): Promise<Set<number>> {
    const { rows } = await db.query<{ id: number }>(
        'SELECT id FROM inspection_photo WHERE subsidiary_id = $1 AND id = ANY($2::int[])',
        [plantId, ids.filter(id => id <= 2147483647)]
    );
    return new Set(rows.map(r => Number(r.id)));
}

/**
 * Moves the bytes of rows written before migration 0019 to the store, one
 * row at a time (a photo in memory at once), and answers how many. Each
 * row's key is `db-<id>`, so two processes starting together write the
 * same file (each through its own partial file, renamed whole) and only
 * the first UPDATE clears the row; the file is written before the row
 * forgets its bytes, so a crash between loses nothing.
 */
export async function movePhotosToStore(
    db: Database,
    store: PhotoStore
): Promise<number> {
    let moved = 0;
    for (;;) {
        const { rows } = await db.query<{ id: number; bytes: Uint8Array }>(
            `SELECT id, bytes FROM inspection_photo
             WHERE store_key IS NULL AND bytes IS NOT NULL
             ORDER BY id LIMIT 1`
        );
        const row = rows[0];
        if (!row) return moved;
        const key = `db-${row.id}`;
        await store.put(key, row.bytes);
        await db.query(
            `UPDATE inspection_photo SET store_key = $2, bytes = NULL
             WHERE id = $1 AND store_key IS NULL`,
            [row.id, key]
        );
        moved++;
    }
}

/**
 * Deletes the photos that no register of their plant names, uploaded (or
 * last kept by the form being filled: `keepPhoto`) more than `graceMs`
 * ago, in one statement, then their files in `store`, and answers how
 * many. Nothing that might name a photo is left out, so when in doubt a
 * photo stays:
 *
 * - any answer's `value` or `justification` whose text is the id names
 *   it, whatever the type of its field: registers saved before migration
 *   0005 carry the fields their form had that day, not always the ones
 *   they answered;
 * - the register must be of the photo's plant: ids are global, and a
 *   register of another plant cannot show it;
 * - no register is left out by its state: registers are deleted for good
 *   today (their photos go with them), and a register that could be
 *   restored would still name its photos.
 *
 * Both names of an answer are rows of one list, joined once with the
 * photos (a hash anti-join reading each register once). An `OR` of the
 * two names is probed per photo instead: 15 s against 0.1 s for 1,000
 * photos and 2,000 registers on PGlite (docs/database.md, "Jobs"). The
 * names that are not digits, most answers, cannot be an id and are
 * dropped before the join. A file whose row is gone is removed after the
 * row: a crash between leaves a file nobody names, never a row without
 * its file.
 */
export async function removeUnnamedPhotos(
    db: Database,
    graceMs: number,
    store?: PhotoStore
): Promise<number> {
    const { rows } = await db.query<{ store_key: string | null }>(
        `DELETE FROM inspection_photo p
         WHERE COALESCE(p.kept_at, p.created_at) < now() - interval '1 millisecond' * $1::double precision
           AND NOT EXISTS (
             SELECT 1
             FROM inspection_register r
               CROSS JOIN LATERAL jsonb_array_elements(r.answers) AS a
               CROSS JOIN LATERAL (VALUES (a->>'value'), (a->>'justification')) AS n (name)
             WHERE r.subsidiary_id = p.subsidiary_id
               AND n.name ~ '^\\s*[0-9]+\\s*$'
               AND regexp_replace(n.name, '\\s', '', 'g') = p.id::text)
         RETURNING p.store_key`,
        [Math.max(0, graceMs)]
    );
    for (const row of rows)
        if (row.store_key && store) await store.remove(row.store_key);
    return rows.length;
}

/**
 * The photo store's files nobody will read, older than `graceMs`: `.part`
 * files of uploads a stopped process never finished, and photos whose
 * record was never written (a process stopped between the file and the
 * record) or is gone. Answers how many were removed. The grace keeps an
 * upload under way, and a file another process has just stored and is
 * about to record, out of reach.
 */
export async function removeStrayPhotoFiles(
    db: Database,
    store: PhotoStore,
    graceMs: number,
    now = Date.now()
): Promise<number> {
    const old = (await store.files()).filter(
        f => f.modifiedMs < now - Math.max(0, graceMs)
    );
    const keys = old.filter(f => !f.partial).map(f => f.name);
    const { rows } = keys.length
        ? await db.query<{ store_key: string }>(
              'SELECT store_key FROM inspection_photo WHERE store_key = ANY($1::text[])',
              [keys]
          )
        : { rows: [] };
    const recorded = new Set(rows.map(r => r.store_key));
    let removed = 0;
    for (const file of old) {
        if (!file.partial && recorded.has(file.name)) continue;
        await store.removeFile(file.name);
        removed++;
    }
    return removed;
}
