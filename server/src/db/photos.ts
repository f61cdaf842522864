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
