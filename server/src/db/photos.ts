/**
 * Photos of inspection registers (answers of photo fields and photo
 * justifications): bytes in the database, each in one plant, read back
 * only in that plant (docs/api.md, "Inspection photos").
 */
import type { Database } from './database.ts';

export interface StoredPhoto {
    contentType: string;
    bytes: Buffer;
}

export async function savePhoto(
    db: Database,
    plantId: number,
    userId: number,
    contentType: string,
    bytes: Buffer
): Promise<number> {
    const { rows } = await db.query<{ id: number }>(
        `INSERT INTO inspection_photo (subsidiary_id, created_by, content_type, size, bytes)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [plantId, userId, contentType, bytes.length, bytes]
    );
    return Number(rows[0]?.id);
}

export async function readPhoto(
    db: Database,
    plantId: number,
    id: number
): Promise<StoredPhoto | null> {
    const { rows } = await db.query<{
        content_type: string;
        bytes: Uint8Array;
    }>(
        'SELECT content_type, bytes FROM inspection_photo WHERE id = $1 AND subsidiary_id = $2',
        [id, plantId]
    );
    const row = rows[0];
    if (!row) return null;
    return { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
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
 * Deletes the photos uploaded more than `graceMs` ago that no register of
 * their plant names, in one statement, and answers how many. Nothing that
 * might name a photo is left out, so when in doubt a photo stays:
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
 * dropped before the join.
 */
export async function removeUnnamedPhotos(
    db: Database,
    graceMs: number
): Promise<number> {
    const { rows } = await db.query<{ removed: number }>(
        `WITH removed AS (
           DELETE FROM inspection_photo p
           WHERE p.created_at < now() - interval '1 millisecond' * $1::double precision
             AND NOT EXISTS (
               SELECT 1
               FROM inspection_register r
                 CROSS JOIN LATERAL jsonb_array_elements(r.answers) AS a
                 CROSS JOIN LATERAL (VALUES (a->>'value'), (a->>'justification')) AS n (name)
               WHERE r.subsidiary_id = p.subsidiary_id
                 AND n.name ~ '^\\s*[0-9]+\\s*$'
                 AND regexp_replace(n.name, '\\s', '', 'g') = p.id::text)
           RETURNING 1)
         SELECT count(*)::int AS removed FROM removed`,
        [Math.max(0, graceMs)]
    );
    return Number(rows[0]?.removed ?? 0);
}
