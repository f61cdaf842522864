/**
 * The clean-up of inspection photos nobody's register names
 * (server/src/db/photoCleanup.ts): run on its own database (PGlite in a
 * temp folder, or a fresh PostgreSQL database when DATABASE_URL is set),
 * photos backdated past the grace period, registers written through the
 * repository as the API stores them.
 */
import {
    mkdtempSync,
    readdirSync,
    rmSync,
    utimesSync,
    writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/index.ts';
import { PHOTO_KEEP_MS } from '@shared/domain/photos.ts';
import {
    PHOTO_CLEANUP_INTERVAL_MS,
    PHOTO_GRACE_MS,
    startPhotoCleanup,
} from '../../server/src/db/photoCleanup.ts';
import {
    keepPhoto,
    removeStrayPhotoFiles,
    removeUnnamedPhotos,
    savePhoto,
} from '../../server/src/db/photos.ts';
import { fileStore } from '../../server/src/photos/photoStore.ts';
import { repositoryFor } from '../../server/src/db/repository.ts';
import { openSeededDatabase } from './helpers/seeded.ts';

let db: Database;
let dropDb: () => Promise<void> = async () => {};
let plant: number;
let otherPlant: number;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DAY_AND_AN_HOUR = `interval '25 hours'`;

/** A photo of `plantId`, uploaded a day and an hour ago unless `fresh`. */
async function photo(plantId = plant, fresh = false): Promise<number> {
    const id = await savePhoto(db, plantId, 1, 'image/png', PNG);
    if (!fresh)
        await db.query(
            `UPDATE inspection_photo SET created_at = now() - ${DAY_AND_AN_HOUR} WHERE id = $1`,
            [id]
        );
    return id;
}

const FORM_FIELDS = [
    { title: 'Foto', fieldType: 7 },
    { title: 'Vazamento', fieldType: 4, justify: 'photo' },
    { title: 'Notas', fieldType: 1 },
];

async function form(plantId = plant): Promise<number> {
    const saved = await repositoryFor(db, 'inspection-form').create(
        {
            name: `Ronda ${Math.random().toString(36).slice(2, 8)}`,
            version: 1,
            fields: FORM_FIELDS,
        },
        { subsidiaryId: plantId }
    );
    return saved.id as number;
}

/** A register of `plantId` with these answers, stored as the API stores them. */
async function register(
    answers: { fieldIndex: number; value?: string; justification?: string }[],
    plantId = plant,
    formId?: number
): Promise<number> {
    const saved = await repositoryFor(db, 'inspection-register').create(
        {
            inspectionFormId: formId ?? (await form(plantId)),
            formVersion: 1,
            formFields: FORM_FIELDS,
            date: new Date().toISOString(),
            inspectorId: 1,
            answers: answers.map(a => ({
                value: null,
                justification: null,
                ...a,
            })),
            result: 'ok',
        },
        { subsidiaryId: plantId }
    );
    return saved.id as number;
}

const stored = async (ids: number[]): Promise<number[]> => {
    const { rows } = await db.query<{ id: number }>(
        'SELECT id FROM inspection_photo WHERE id = ANY($1::int[]) ORDER BY id',
        [ids]
    );
    return rows.map(r => Number(r.id));
};

beforeAll(async () => {
    ({ db, drop: dropDb } = await openSeededDatabase('plants-photos-'));
    // The demo's answers (counts, levels) would keep small photo ids by
    // chance, as any answer that is a photo's id does.
    await db.query('DELETE FROM inspection_register');
    const { rows } = await db.query<{ id: number }>(
        'SELECT id FROM subsidiary ORDER BY id LIMIT 2'
    );
    plant = Number(rows[0]?.id);
    otherPlant = Number(rows[1]?.id);
    expect(otherPlant).toBeGreaterThan(0);
});

afterAll(() => dropDb());

describe('inspection photo clean-up', () => {
    it('removes a photo past the grace period that no register names, and says how many', async () => {
        const unnamed = await photo();
        expect(await removeUnnamedPhotos(db, PHOTO_GRACE_MS)).toBe(1);
        expect(await stored([unnamed])).toEqual([]);
    });

    it('removes a photo nobody names within the hour of its upload: past the grace, at most a pass later', async () => {
        expect(PHOTO_GRACE_MS + PHOTO_CLEANUP_INTERVAL_MS).toBeLessThanOrEqual(
            60 * 60 * 1000
        );
        const orphan = await photo(plant, true);
        const recent = await photo(plant, true);
        await db.query(
            `UPDATE inspection_photo SET created_at = now() - interval '1 millisecond' * $2::double precision WHERE id = $1`,
            [orphan, PHOTO_GRACE_MS + 60_000]
        );
        expect(await removeUnnamedPhotos(db, PHOTO_GRACE_MS)).toBe(1);
        expect(await stored([orphan, recent])).toEqual([recent]);
        await removeUnnamedPhotos(db, 0);
    });

    it('keeps a photo the register form being filled keeps, however old its upload, until it stops keeping it', async () => {
        // The form keeps its photos often enough to miss a few times.
        expect(PHOTO_KEEP_MS * 3).toBeLessThan(PHOTO_GRACE_MS);
        const held = await photo();
        expect(await keepPhoto(db, plant, held)).toBe(true);
        expect(await removeUnnamedPhotos(db, PHOTO_GRACE_MS)).toBe(0);
        expect(await stored([held])).toEqual([held]);
        // Another plant's keep finds no such photo.
        expect(await keepPhoto(db, otherPlant, held)).toBe(false);
        // The form closed: the grace runs from its last keep.
        await db.query(
            `UPDATE inspection_photo SET kept_at = now() - interval '1 millisecond' * $2::double precision WHERE id = $1`,
            [held, PHOTO_GRACE_MS + 60_000]
        );
        expect(await removeUnnamedPhotos(db, PHOTO_GRACE_MS)).toBe(1);
        expect(await keepPhoto(db, plant, held)).toBe(false);
    });

    it('keeps the photos an answer or a justification names', async () => {
        const answer = await photo();
        const justification = await photo();
        // Whatever the field's type: a text answer that is the id keeps it too.
        const asText = await photo();
        await register([
            { fieldIndex: 0, value: String(answer) },
            {
                fieldIndex: 1,
                value: 'true',
                justification: String(justification),
            },
        ]);
        await register([{ fieldIndex: 2, value: String(asText) }]);
        expect(await removeUnnamedPhotos(db, 0)).toBe(0);
        expect(await stored([answer, justification, asText])).toEqual([
            answer,
            justification,
            asText,
        ]);
    });

    it('keeps a photo younger than the grace period', async () => {
        const fresh = await photo(plant, true);
        expect(await removeUnnamedPhotos(db, PHOTO_GRACE_MS)).toBe(0);
        expect(await stored([fresh])).toEqual([fresh]);
        // Only its age kept it.
        expect(await removeUnnamedPhotos(db, 0)).toBe(1);
        expect(await stored([fresh])).toEqual([]);
    });

    it("removes a photo named only by a register of another plant: ids are global, a register shows its plant's photos", async () => {
        const elsewhere = await photo(plant);
        await register(
            [{ fieldIndex: 0, value: String(elsewhere) }],
            otherPlant
        );
        expect(await removeUnnamedPhotos(db, 0)).toBe(1);
        expect(await stored([elsewhere])).toEqual([]);
    });

    it('keeps the photos of a register whose form was deleted, and lets those of a deleted register go', async () => {
        const kept = await photo();
        const formId = await form();
        await register([{ fieldIndex: 0, value: String(kept) }], plant, formId);
        // A form's DELETE sets its status: its registers stay and name their photos.
        await repositoryFor(db, 'inspection-form').remove(formId, {
            subsidiaryId: plant,
        });
        // A register's DELETE removes the row: nothing can show its photos any more.
        const gone = await photo();
        const registerId = await register([
            { fieldIndex: 0, value: String(gone) },
        ]);
        await repositoryFor(db, 'inspection-register').remove(registerId, {
            subsidiaryId: plant,
        });
        expect(await removeUnnamedPhotos(db, 0)).toBe(1);
        expect(await stored([kept, gone])).toEqual([kept]);
    });

    it('runs on a timer, reports what it removed, and stops', async () => {
        const unnamed = await photo();
        const reports: number[] = [];
        const errors: unknown[] = [];
        const cleanup = startPhotoCleanup(db, {
            delayMs: 0,
            intervalMs: 3_600_000,
            onRemoved: count => reports.push(count),
            onError: err => errors.push(err),
        });
        await expect.poll(() => reports, { timeout: 10_000 }).toEqual([1]);
        expect(await stored([unnamed])).toEqual([]);
        // A pass that removes nothing says nothing.
        expect(await cleanup.run()).toBe(0);
        await cleanup.stop();
        expect(reports).toEqual([1]);
        expect(errors).toEqual([]);
    });

    it("removes the store's stray files past the grace: cut uploads and photos without a record", async () => {
        const dir = mkdtempSync(join(tmpdir(), 'plants-photo-sweep-'));
        try {
            const store = fileStore(join(dir, 'photos'));
            const recorded = await savePhoto(
                db,
                plant,
                1,
                'image/png',
                PNG,
                store
            );
            const { rows } = await db.query<{ store_key: string }>(
                'SELECT store_key FROM inspection_photo WHERE id = $1',
                [recorded]
            );
            const recordedKey = rows[0]?.store_key ?? '';
            // A process stopped between the file and its record.
            await store.put('0b7c6a2e-stray-photo', PNG);
            // An upload cut short by a stopped process, and one under way.
            const cut = '1d2e-photo.3f4a5b6c-7d8e-9f00-a1b2-c3d4e5f6a7b8.part';
            const underWay =
                '2e3f-photo.4a5b6c7d-8e9f-00a1-b2c3-d4e5f6a7b8c9.part';
            writeFileSync(join(dir, 'photos', cut), PNG);
            writeFileSync(join(dir, 'photos', underWay), PNG);
            // Not the store's: left alone whatever its age.
            writeFileSync(join(dir, 'photos', 'README.txt'), 'notes');
            const dayAgo = new Date(Date.now() - PHOTO_GRACE_MS - 60_000);
            for (const name of [
                recordedKey,
                '0b7c6a2e-stray-photo',
                cut,
                'README.txt',
            ])
                utimesSync(join(dir, 'photos', name), dayAgo, dayAgo);

            expect(await removeStrayPhotoFiles(db, store, PHOTO_GRACE_MS)).toBe(
                2
            );
            expect(readdirSync(join(dir, 'photos')).sort()).toEqual(
                [recordedKey, underWay, 'README.txt'].sort()
            );
            expect(await removeStrayPhotoFiles(db, store, PHOTO_GRACE_MS)).toBe(
                0
            );
        } finally {
            rmSync(dir, { recursive: true, force: true });
        }
    });
});
