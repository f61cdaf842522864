/**
 * Inspection photos' quotas and a full disk
 * (server/src/settings/photoQuota.ts, docs/api.md "Inspection photos"):
 * one account sent a hundred photos of 5 MB in 1.3 s, and nothing stopped
 * it filling the disk.
 *
 * - The limits from the environment, and their defaults.
 * - The counting, on a copy of the seeded database opened here: a day's
 *   bytes count the photos removed since, a total counts those kept; an
 *   account's and a plant's; uploads at once, through two connections on
 *   PostgreSQL, never pass a limit together.
 * - The routes, mounted here on that database with the demo operator as
 *   the caller: refusals are 429 (a day) or 413 (a total) with a sentence
 *   rule, and leave no file; a disk that fills mid-upload answers 507 with
 *   its sentence rule and leaves no partial file.
 * - A server of the file's own with a small day's quota: a burst of
 *   uploads stops at it.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCaller, type Caller } from '../../server/src/api/caller.ts';
import { installErrorHandlers } from '../../server/src/api/errors.ts';
import { registerPhotoRoutes } from '../../server/src/api/photoRoutes.ts';
import { openDatabase, type Database } from '../../server/src/db/index.ts';
import {
    forgetOldUploads,
    photoUsage,
    recordPhotoWithinQuota,
    removeUnnamedPhotos,
} from '../../server/src/db/photos.ts';
import { repositoryFor } from '../../server/src/db/repository.ts';
import { loadConfig } from '../../server/src/config.ts';
import type { PhotoStore } from '../../server/src/db/photoStore.ts';
import {
    fileStore,
    type StoreFiles,
} from '../../server/src/photos/photoStore.ts';
import {
    DEFAULT_PHOTO_QUOTA,
    parseSize,
    photoQuotaFrom,
    type PhotoQuota,
} from '../../server/src/settings/photoQuota.ts';
import { toHttpError } from '../../src/providers/apiErrors.ts';
import { clientFor } from './helpers/apiClient.ts';
import { seededDatabase, startSeededServer } from './helpers/seeded.ts';

const KB = 1024;
const MB = 1024 * KB;
const NONE: PhotoQuota = {
    accountDay: 0,
    accountTotal: 0,
    plantDay: 0,
    plantTotal: 0,
};

/** `size` random bytes that start as a PNG does. */
const png = (size: number): Buffer => {
    const bytes = randomBytes(size);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
    return bytes;
};

const filesIn = (dir: string): string[] => {
    try {
        return readdirSync(dir).sort();
    } catch {
        return [];
    }
};

describe('the limits', () => {
    it('are sizes as people write them, in units of 1024; 0, off or none is no limit', () => {
        expect(parseSize('250MB')).toBe(250 * MB);
        expect(parseSize('1.5 GB')).toBe(1.5 * 1024 * MB);
        expect(parseSize('300kB')).toBe(300 * KB);
        expect(parseSize('1048576')).toBe(MB);
        expect(parseSize('0')).toBe(0);
        expect(parseSize('off')).toBe(0);
        expect(parseSize('none')).toBe(0);
        expect(parseSize('lots')).toBeUndefined();
        expect(parseSize('-5MB')).toBeUndefined();
    });

    it('default to 250 MB a day and 20 GB in all per account, 1 GB a day and 100 GB in all per plant', () => {
        expect(loadConfig({}).photoQuota).toEqual(DEFAULT_PHOTO_QUOTA);
        expect(DEFAULT_PHOTO_QUOTA).toEqual({
            accountDay: 250 * MB,
            accountTotal: 20 * 1024 * MB,
            plantDay: 1024 * MB,
            plantTotal: 100 * 1024 * MB,
        });
    });

    it('are read from PHOTO_QUOTA_*; a value that is no size keeps the default', () => {
        expect(
            photoQuotaFrom({
                PHOTO_QUOTA_ACCOUNT_DAY: '100MB',
                PHOTO_QUOTA_ACCOUNT_TOTAL: '0',
                PHOTO_QUOTA_PLANT_DAY: 'lots',
                PHOTO_QUOTA_PLANT_TOTAL: '2TB',
            })
        ).toEqual({
            accountDay: 100 * MB,
            accountTotal: 0,
            plantDay: DEFAULT_PHOTO_QUOTA.plantDay,
            plantTotal: 2 * 1024 * 1024 * MB,
        });
    });
});

describe('on the database', () => {
    let db: Database;
    let second: Database | undefined;
    let dir: string;
    let drop: () => Promise<void> = async () => {};
    let plant: number;
    let otherPlant: number;
    let operator: Caller;
    /** Account ids no seeded photo belongs to, one per test. */
    let nextUser = 900_000;
    const newUser = () => ++nextUser;

    const record = (
        d: Database,
        quota: PhotoQuota,
        user: number,
        size: number,
        plantId = plant
    ) =>
        recordPhotoWithinQuota(
            d,
            quota,
            plantId,
            user,
            'image/png',
            size,
            `k${Math.random().toString(36).slice(2)}`
        );

    beforeAll(async () => {
        const copy = await seededDatabase('plants-photo-quota-');
        dir = copy.dataDir;
        db = await openDatabase({ databaseUrl: copy.url, dataDir: dir });
        // Another process's connection: only PostgreSQL has one.
        if (copy.url)
            second = await openDatabase({
                databaseUrl: copy.url,
                dataDir: dir,
            });
        drop = async () => {
            await second?.close();
            await db.close();
            await copy.drop();
        };
        const { rows } = await db.query<{ id: number }>(
            'SELECT id FROM subsidiary ORDER BY id LIMIT 2'
        );
        plant = Number(rows[0]?.id);
        otherPlant = Number(rows[1]?.id);
        const op = await db.query<{ user_id: number }>(
            "SELECT user_id FROM credential WHERE username = 'operator'"
        );
        const user = await repositoryFor(db, 'user').get(
            Number(op.rows[0]?.user_id)
        );
        operator = (await loadCaller(db, user!))!;
        plant = Number(operator.subsidiaries[0]?.id);
        otherPlant = Number(
            rows.find(r => Number(r.id) !== plant)?.id ?? otherPlant
        );
    });
    afterAll(() => drop());

    describe('counting', () => {
        it("counts an account's day with the photos removed since, and its total with those kept", async () => {
            const user = newUser();
            const quota = { ...NONE, accountDay: 300, accountTotal: 250 };
            expect(await record(db, quota, user, 100)).toHaveProperty('id');
            expect(await record(db, quota, user, 100)).toHaveProperty('id');
            expect(await record(db, quota, user, 100)).toEqual({
                refused: 'accountTotal',
            });
            // Nobody names them: the clean-up removes them, which frees
            // the total, not the day.
            await db.query(
                `UPDATE inspection_photo SET created_at = now() - interval '2 hours' WHERE created_by = $1`,
                [user]
            );
            expect(await removeUnnamedPhotos(db, 60 * 60 * 1000)).toBe(2);
            expect(await photoUsage(db, user, plant)).toMatchObject({
                accountDay: 200,
                accountTotal: 0,
            });
            expect(await record(db, quota, user, 100)).toHaveProperty('id');
            expect(await record(db, quota, user, 1)).toEqual({
                refused: 'accountDay',
            });
        });

        it('lets the day go after 24 hours, and forgets what no day counts', async () => {
            const user = newUser();
            const quota = { ...NONE, accountDay: 100 };
            expect(await record(db, quota, user, 100)).toHaveProperty('id');
            expect(await record(db, quota, user, 1)).toEqual({
                refused: 'accountDay',
            });
            await db.query(
                `UPDATE photo_upload SET created_at = now() - interval '25 hours' WHERE user_id = $1`,
                [user]
            );
            expect(await record(db, quota, user, 100)).toHaveProperty('id');
            expect(await forgetOldUploads(db)).toBeGreaterThanOrEqual(1);
            const { rows } = await db.query(
                'SELECT 1 FROM photo_upload WHERE user_id = $1',
                [user]
            );
            expect(rows).toHaveLength(1);
        });

        it("counts a plant's day and total over all its accounts, and no other plant's", async () => {
            const [a, b] = [newUser(), newUser()];
            const before = await photoUsage(db, a, otherPlant);
            const thisPlant = await photoUsage(db, a, plant);
            const quota = {
                ...NONE,
                plantDay: before.plantDay + 150,
                plantTotal: before.plantTotal + 120,
            };
            expect(await record(db, quota, a, 60, otherPlant)).toHaveProperty(
                'id'
            );
            expect(await record(db, quota, b, 60, otherPlant)).toHaveProperty(
                'id'
            );
            expect(await record(db, quota, b, 1, otherPlant)).toEqual({
                refused: 'plantTotal',
            });
            // Another plant counts its own.
            expect(await photoUsage(db, a, plant)).toMatchObject({
                plantDay: thisPlant.plantDay,
                plantTotal: thisPlant.plantTotal,
            });
            await db.query(
                'DELETE FROM inspection_photo WHERE created_by = $1 AND subsidiary_id = $2',
                [a, otherPlant]
            );
            // Room again in the total (60 of 120), not in the day (120 of 150).
            expect(await record(db, quota, b, 25, otherPlant)).toHaveProperty(
                'id'
            );
            expect(await record(db, quota, b, 10, otherPlant)).toEqual({
                refused: 'plantDay',
            });
        });

        it('never lets uploads at once pass a limit together, from two processes', async () => {
            const user = newUser();
            const quota = { ...NONE, accountDay: 300 };
            const results = await Promise.all(
                Array.from({ length: 10 }, (_, i) =>
                    record(i % 2 && second ? second : db, quota, user, 100)
                )
            );
            expect(results.filter(r => 'id' in r)).toHaveLength(3);
            expect(results.filter(r => 'refused' in r)).toHaveLength(7);
            expect((await photoUsage(db, user, plant)).accountDay).toBe(300);
        });
    });

    describe('the routes', () => {
        const apps: FastifyInstance[] = [];
        let photoDir: string;

        /** The photo routes on this database, the demo operator calling. */
        async function photoApp(
            quota: PhotoQuota,
            store: PhotoStore = fileStore(photoDir)
        ): Promise<FastifyInstance> {
            const app = Fastify();
            await app.register(
                async api => {
                    installErrorHandlers(api);
                    api.decorateRequest('caller', undefined);
                    api.addHook('onRequest', async req => {
                        req.caller = operator;
                    });
                    registerPhotoRoutes(api, db, store, quota);
                },
                { prefix: '/api' }
            );
            apps.push(app);
            return app;
        }

        const upload = (app: FastifyInstance, body: Buffer) =>
            app.inject({
                method: 'POST',
                url: '/api/inspection-photo',
                headers: {
                    'content-type': 'image/png',
                    'subsidiary-id': String(plant),
                },
                payload: body,
            });

        beforeAll(() => {
            photoDir = mkdtempSync(join(tmpdir(), 'plants-quota-photos-'));
        });
        afterAll(async () => {
            for (const app of apps) await app.close();
            rmSync(photoDir, { recursive: true, force: true });
        });

        it("refuses an upload past the account's day with 429 and a sentence, keeping nothing", async () => {
            const used = await photoUsage(db, Number(operator.user.id), plant);
            const app = await photoApp({
                ...NONE,
                accountDay: used.accountDay + 250 * KB,
            });
            expect((await upload(app, png(200 * KB))).statusCode).toBe(201);
            const files = filesIn(photoDir);
            const refused = await upload(app, png(100 * KB));
            expect(refused.statusCode).toBe(429);
            const body = refused.json<{
                message: string;
                errors: unknown[];
            }>();
            expect(body.message).toMatch(/24 hours/);
            expect(body.errors).toEqual([
                { field: '', code: '08', rule: 'photoQuotaAccountDay' },
            ]);
            expect(filesIn(photoDir)).toEqual(files);
            // The SPA shows the rule's sentence in the user's language.
            expect(toHttpError(429, body).message).toBe(
                'app.validation.photoQuotaAccountDay'
            );
        });

        it("refuses an upload past the plant's total with 413 and a sentence, keeping nothing", async () => {
            const used = await photoUsage(db, Number(operator.user.id), plant);
            const app = await photoApp({
                ...NONE,
                plantTotal: used.plantTotal + 150 * KB,
            });
            expect((await upload(app, png(100 * KB))).statusCode).toBe(201);
            const files = filesIn(photoDir);
            const refused = await upload(app, png(100 * KB));
            expect(refused.statusCode).toBe(413);
            expect(refused.json<{ errors: unknown[] }>().errors).toEqual([
                { field: '', code: '08', rule: 'photoQuotaPlantTotal' },
            ]);
            expect(filesIn(photoDir)).toEqual(files);
        });

        it('answers 507 with a sentence when the disk fills mid-upload, and leaves no partial file', async () => {
            // The real file, until 64 kB are written: then ENOSPC, as a
            // full disk answers.
            const filling: StoreFiles = {
                createWriteStream(path) {
                    const file = createWriteStream(path, { flags: 'wx' });
                    let written = 0;
                    return new Writable({
                        write(chunk: Buffer, _enc, done) {
                            written += chunk.length;
                            if (written > 64 * KB)
                                done(
                                    Object.assign(
                                        new Error(
                                            'ENOSPC: no space left on device, write'
                                        ),
                                        { code: 'ENOSPC' }
                                    )
                                );
                            else file.write(chunk, done);
                        },
                        final(done) {
                            file.end(done);
                        },
                        destroy(err, done) {
                            file.destroy();
                            done(err);
                        },
                    });
                },
                async writeFile(path, bytes) {
                    await writeFile(path, bytes.subarray(0, 10), {
                        flag: 'wx',
                    });
                    throw Object.assign(new Error('ENOSPC'), {
                        code: 'ENOSPC',
                    });
                },
            };
            const fullDir = join(photoDir, 'full');
            const app = await photoApp(NONE, fileStore(fullDir, filling));
            const rowsBefore = await db.query(
                'SELECT count(*)::int AS n FROM inspection_photo'
            );
            const res = await upload(app, png(MB));
            expect(res.statusCode).toBe(507);
            const body = res.json<{ message: string; errors: unknown[] }>();
            expect(body.message).toMatch(/no room left/);
            expect(body.errors).toEqual([
                { field: '', code: '08', rule: 'photoStoreFull' },
            ]);
            expect(toHttpError(507, body).message).toBe(
                'app.validation.photoStoreFull'
            );
            expect(filesIn(fullDir)).toEqual([]);
            expect(
                await db.query(
                    'SELECT count(*)::int AS n FROM inspection_photo'
                )
            ).toEqual(rowsBefore);
            // A whole photo written at once (moving one out of the
            // database) leaves no partial file either.
            await expect(
                fileStore(fullDir, filling).put('db-1', png(100))
            ).rejects.toThrow(/photo store full/);
            expect(filesIn(fullDir)).toEqual([]);
        });

        it('keeps a photo for the form being filled: 200, or 404 for a photo of another plant or none', async () => {
            const app = await photoApp(NONE);
            const sent = await upload(app, png(KB));
            const id = sent.json<{ data: { id: number } }>().data.id;
            await db.query(
                `UPDATE inspection_photo SET created_at = now() - interval '2 hours' WHERE id = $1`,
                [id]
            );
            const keep = (photo: number, plantId = plant) =>
                app.inject({
                    method: 'POST',
                    url: `/api/inspection-photo/${photo}/keep`,
                    headers: { 'subsidiary-id': String(plantId) },
                });
            expect((await keep(id)).statusCode).toBe(200);
            // Kept now: an hour's grace does not remove it.
            await removeUnnamedPhotos(db, 60 * 60 * 1000);
            const { rows } = await db.query(
                'SELECT kept_at FROM inspection_photo WHERE id = $1',
                [id]
            );
            expect(rows).toHaveLength(1);
            expect((await keep(2147483000)).statusCode).toBe(404);
            const other = Number(operator.subsidiaries[1]?.id);
            if (other) expect((await keep(id, other)).statusCode).toBe(404);
        });
    });
});

describe('a server with a small day quota', () => {
    let server: Awaited<ReturnType<typeof startSeededServer>>;
    beforeAll(async () => {
        server = await startSeededServer('plants-photo-quota-server-', {
            PHOTO_QUOTA_ACCOUNT_DAY: '300kB',
        });
    }, 120_000);
    afterAll(() => server?.stop());

    it('stops a burst of uploads at the quota: the rest refused with 429 and its sentence, no file kept', async () => {
        const { api } = await clientFor(server.baseUrl, 'operator');
        const photoDir = join(server.dataDir, 'photos');
        const before = filesIn(photoDir);
        const answers = await Promise.all(
            Array.from({ length: 10 }, () =>
                api.raw('/inspection-photo', {
                    method: 'POST',
                    headers: { 'content-type': 'image/png' },
                    body: png(100 * KB),
                })
            )
        );
        const statuses = answers.map(a => a.status).sort();
        expect(statuses).toEqual([201, 201, 201, ...Array(7).fill(429)]);
        for (const a of answers.filter(x => x.status === 429))
            expect(a.body.errors).toEqual([
                { field: '', code: '08', rule: 'photoQuotaAccountDay' },
            ]);
        const added = filesIn(photoDir).filter(f => !before.includes(f));
        expect(added).toHaveLength(3);
        expect(added.filter(f => f.endsWith('.part'))).toEqual([]);
    });
});
