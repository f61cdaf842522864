/**
 * Inspection photos' bytes live in the file store, not the database
 * (server/src/photos/photoStore.ts, docs/robustness.md "Inspection
 * photos"): an
 * upload through the real server lands in DATA_DIR/photos byte for byte
 * and comes back the same; refused uploads leave no file; rows written
 * before migration 0019 are moved out (on PGlite, or PostgreSQL when
 * DATABASE_URL is set); the clean-up removes the files of what it deletes.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '@shared/domain/photos.ts';
import { openDatabase, type Database } from '../../server/src/db/index.ts';
import {
    movePhotosToStore,
    readPhoto,
    removeUnnamedPhotos,
    savePhoto,
} from '../../server/src/db/photos.ts';
import type { PhotoStore } from '../../server/src/db/photoStore.ts';
import { fileStore } from '../../server/src/photos/photoStore.ts';
import { clientFor, type ApiClient } from './helpers/apiClient.ts';
import { seededDatabase } from './helpers/seeded.ts';
import { sharedBaseUrl, sharedServer } from './helpers/shared.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** `size` random bytes that start as a PNG does. */
const png = (size: number): Buffer => {
    const bytes = randomBytes(size);
    Buffer.from(PNG_SIGNATURE).copy(bytes);
    return bytes;
};

const streamOf = (bytes: Buffer, chunk = 64 * 1024) =>
    Readable.from(
        (function* () {
            for (let i = 0; i < bytes.length; i += chunk)
                yield bytes.subarray(i, i + chunk);
        })()
    );

const readAll = async (stream: Readable | null): Promise<Buffer> => {
    if (!stream) throw new Error('no stream');
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
};

describe('the file store', () => {
    let dir: string;
    let store: PhotoStore;
    beforeAll(() => {
        dir = mkdtempSync(join(tmpdir(), 'plants-photo-store-'));
        store = fileStore(join(dir, 'photos'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('streams a photo in and gives the same bytes back', async () => {
        const bytes = png(MAX_PHOTO_BYTES);
        const receipt = await store.receive(
            streamOf(bytes),
            MAX_PHOTO_BYTES,
            2 * MAX_PHOTO_BYTES
        );
        if (!receipt.ok) throw new Error(receipt.reason);
        expect(receipt.photo.size).toBe(bytes.length);
        expect([...receipt.photo.head.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
        // Not in the store until kept: a reader never sees half a photo.
        expect(
            readdirSync(store.dir).filter(f => !f.endsWith('.part'))
        ).toEqual([]);
        const key = await receipt.photo.keep();
        expect(readdirSync(store.dir)).toEqual([key]);
        expect((await readAll(await store.open(key))).equals(bytes)).toBe(true);
        await store.remove(key);
        expect(await store.open(key)).toBeNull();
    });

    it('refuses a photo over the limit after reading it, and cuts one past the drain limit, leaving no file', async () => {
        const over = await store.receive(
            streamOf(png(MAX_PHOTO_BYTES + 1)),
            MAX_PHOTO_BYTES,
            2 * MAX_PHOTO_BYTES
        );
        expect(over).toEqual({ ok: false, reason: 'tooLarge' });
        const cut = await store.receive(
            streamOf(png(3 * MAX_PHOTO_BYTES)),
            MAX_PHOTO_BYTES,
            2 * MAX_PHOTO_BYTES
        );
        expect(cut).toEqual({ ok: false, reason: 'cut' });
        expect(readdirSync(store.dir)).toEqual([]);
    });

    it('takes keys it made only: no path leaves its directory', async () => {
        await expect(store.open('../secret')).rejects.toThrow(/bad photo key/);
        await expect(store.put('a/b', Buffer.from('x'))).rejects.toThrow(
            /bad photo key/
        );
    });
});

describe('photos over HTTP', () => {
    let operator: ApiClient;
    let plant: number;
    const photoDir = join(sharedServer().dataDir, 'photos');
    const files = () => {
        try {
            return readdirSync(photoDir);
        } catch {
            return [];
        }
    };

    beforeAll(async () => {
        const op = await clientFor(sharedBaseUrl(), 'operator');
        operator = op.api;
        plant = op.plants[0] as number;
    });

    it('stores a 5 MB photo in the photo directory, byte for byte, and reads it back the same', async () => {
        const bytes = png(MAX_PHOTO_BYTES);
        const before = new Set(files());
        const saved = await operator.raw('/inspection-photo', {
            method: 'POST',
            headers: { 'content-type': 'image/png' },
            body: bytes,
        });
        expect(saved.status).toBe(201);
        expect(saved.record.size).toBe(bytes.length);
        const added = files().filter(f => !before.has(f));
        expect(added).toHaveLength(1);
        expect(
            readFileSync(join(photoDir, added[0] as string)).equals(bytes)
        ).toBe(true);
        const res = await fetch(
            `${sharedBaseUrl()}/api/inspection-photo/${saved.record.id}`,
            {
                headers: {
                    authorization: `Bearer ${operator.token}`,
                    'subsidiary-id': String(plant),
                },
            }
        );
        expect(res.status).toBe(200);
        expect(res.headers.get('content-length')).toBe(String(bytes.length));
        expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    });

    it('leaves no file behind for what it refuses', async () => {
        const before = files().sort();
        const notImage = await operator.raw('/inspection-photo', {
            method: 'POST',
            headers: { 'content-type': 'image/png' },
            body: Buffer.from('GIF89a not a png'),
        });
        expect(notImage.status).toBe(400);
        const tooLarge = await operator.raw('/inspection-photo', {
            method: 'POST',
            headers: { 'content-type': 'image/png' },
            body: png(MAX_PHOTO_BYTES + 1),
        });
        expect(tooLarge.status).toBe(400);
        expect(tooLarge.body.errors?.[0]?.code).toBe('08');
        const viewer = (await clientFor(sharedBaseUrl(), 'viewer')).api;
        const forbidden = await viewer.raw('/inspection-photo', {
            method: 'POST',
            headers: { 'content-type': 'image/png' },
            body: png(1000),
        });
        expect(forbidden.status).toBe(403);
        expect(files().sort()).toEqual(before);
    });
});

describe('photos written before the store (migration 0019)', () => {
    let db: Database;
    let dir: string;
    let store: PhotoStore;
    let drop: () => Promise<void> = async () => {};
    let plant: number;

    beforeAll(async () => {
        // The migrated database, no demo data.
        const copy = await seededDatabase('plants-photo-move-', {
            seeded: false,
        });
        dir = copy.dataDir;
        drop = copy.drop;
        db = await openDatabase({ databaseUrl: copy.url, dataDir: dir });
        store = fileStore(join(dir, 'photos'));
        const { rows } = await db.query<{ id: number }>(
            `INSERT INTO company (cnpj, name, email, address)
             VALUES ('00000000000191', 'Photos', 'photos@example.com', '{}') RETURNING id`
        );
        const company = Number(rows[0]?.id);
        const sub = await db.query<{ id: number }>(
            `INSERT INTO subsidiary (company_id, name, cnpj, address, latitude, longitude)
             VALUES ($1, 'Usina', '00000000000272', '{}', -22, -47) RETURNING id`,
            [company]
        );
        plant = Number(sub.rows[0]?.id);
    });
    afterAll(async () => {
        await db?.close();
        await drop();
        rmSync(dir, { recursive: true, force: true });
    });

    it('moves their bytes to the store once, byte for byte, and clears them from the row', async () => {
        const first = png(300_000);
        const second = png(10);
        const a = await savePhoto(db, plant, 1, 'image/png', first);
        const b = await savePhoto(db, plant, 1, 'image/png', second);
        // Not moved yet: still read from the row.
        const legacy = await readPhoto(db, store, plant, a);
        expect(legacy?.bytes?.equals(first)).toBe(true);

        expect(await movePhotosToStore(db, store)).toBe(2);
        expect(await movePhotosToStore(db, store)).toBe(0);
        const { rows } = await db.query<{
            id: number;
            store_key: string;
            bytes: Uint8Array | null;
            size: number;
        }>(
            'SELECT id, store_key, bytes, size FROM inspection_photo WHERE id = ANY($1::int[]) ORDER BY id',
            [[a, b]]
        );
        expect(rows.map(r => [r.store_key, r.bytes, Number(r.size)])).toEqual([
            [`db-${a}`, null, first.length],
            [`db-${b}`, null, second.length],
        ]);
        const moved = await readPhoto(db, store, plant, a);
        expect(moved?.bytes).toBeNull();
        expect((await readAll(moved?.stream ?? null)).equals(first)).toBe(true);
    });

    it('removes the file of a photo the clean-up deletes', async () => {
        const id = await savePhoto(db, plant, 1, 'image/png', png(100), store);
        const { rows } = await db.query<{ store_key: string }>(
            'SELECT store_key FROM inspection_photo WHERE id = $1',
            [id]
        );
        const key = rows[0]?.store_key as string;
        expect(await store.open(key)).not.toBeNull();
        expect(await removeUnnamedPhotos(db, 0, store)).toBeGreaterThan(0);
        expect(await store.open(key)).toBeNull();
    });
});
