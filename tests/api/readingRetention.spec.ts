/**
 * The company's reading retention (server/src/db/readingRetention.ts):
 * readings past `settings.measureRetentionDays` of their plant's company
 * are deleted, the others kept; a company without the setting keeps all.
 * On its own database (PGlite in a temp folder, or a fresh PostgreSQL
 * database when DATABASE_URL is set), seeded as the demo.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/index.ts';
import {
    removeExpiredReadings,
    startReadingRetention,
} from '../../server/src/db/readingRetention.ts';
import { openSeededDatabase } from './helpers/seeded.ts';

let db: Database;
let dropDb: () => Promise<void> = async () => {};
/** A plant of each of two companies. */
let plantA: number;
let plantB: number;
let companyA: number;
let companyB: number;

const NOW = new Date('2026-11-27T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

/** A reading of `plant`'s first sensor at `date`. */
async function reading(plant: number, date: Date): Promise<number> {
    const { rows } = await db.query<{ id: number }>(
        `INSERT INTO "measure" (subsidiary_id, sensor_id, "value", unit, "date")
         VALUES ($1, (SELECT id FROM sensor WHERE subsidiary_id = $1 ORDER BY id LIMIT 1), 1.5, 'm', $2)
         RETURNING id`,
        [plant, date.toISOString()]
    );
    return Number(rows[0]?.id);
}

const kept = async (ids: number[]): Promise<number[]> => {
    const { rows } = await db.query<{ id: number }>(
        'SELECT id FROM "measure" WHERE id = ANY($1::int[]) ORDER BY id',
        [ids]
    );
    return rows.map(r => Number(r.id));
};

const retain = (company: number, settings: unknown) =>
    db.query('UPDATE company SET settings = $2::jsonb WHERE id = $1', [
        company,
        JSON.stringify(settings),
    ]);

beforeAll(async () => {
    ({ db, drop: dropDb } = await openSeededDatabase('plants-retention-'));
    const { rows } = await db.query<{ id: number; company_id: number }>(
        `SELECT DISTINCT ON (company_id) id, company_id FROM subsidiary
         WHERE EXISTS (SELECT 1 FROM sensor WHERE subsidiary_id = subsidiary.id)
         ORDER BY company_id, id`
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    plantA = Number(rows[0]?.id);
    plantB = Number(rows[1]?.id);
    companyA = Number(rows[0]?.company_id);
    companyB = Number(rows[1]?.company_id);
    // Only this test's readings, so that counts are its own.
    await db.query('DELETE FROM "measure"');
});

afterAll(() => dropDb());

describe('reading retention', () => {
    it("deletes the readings past their company's retention, and says how many", async () => {
        await retain(companyA, {
            timezone: 'America/Sao_Paulo',
            measureRetentionDays: 30,
        });
        await retain(companyB, { measureRetentionDays: 365 });
        const old = await reading(plantA, daysAgo(31));
        const edge = await reading(plantA, daysAgo(29));
        const otherCompany = await reading(plantB, daysAgo(31));
        const veryOld = await reading(plantB, daysAgo(366));
        expect(await removeExpiredReadings(db, NOW)).toBe(2);
        expect(await kept([old, edge, otherCompany, veryOld])).toEqual([
            edge,
            otherCompany,
        ]);
        // Nothing more to do.
        expect(await removeExpiredReadings(db, NOW)).toBe(0);
    });

    it('keeps every reading of a company without the setting, or with one out of its bounds', async () => {
        const ids: number[] = [];
        for (const settings of [
            null,
            { timezone: 'America/Sao_Paulo' },
            { measureRetentionDays: 0 },
            { measureRetentionDays: '30' },
            { measureRetentionDays: 4000 },
        ]) {
            await retain(companyA, settings);
            ids.push(await reading(plantA, daysAgo(5000)));
            expect(await removeExpiredReadings(db, NOW)).toBe(0);
        }
        expect(await kept(ids)).toEqual(ids);
        await db.query('DELETE FROM "measure"');
    });

    it('works through many readings in batches', async () => {
        await retain(companyA, { measureRetentionDays: 1 });
        await db.query(
            `INSERT INTO "measure" (subsidiary_id, sensor_id, "value", "date")
             SELECT $1, (SELECT id FROM sensor WHERE subsidiary_id = $1 ORDER BY id LIMIT 1),
                    g, $2::timestamptz - make_interval(mins => g)
             FROM generate_series(1, 25) g`,
            [plantA, daysAgo(2).toISOString()]
        );
        const fresh = await reading(plantA, daysAgo(0.5));
        expect(await removeExpiredReadings(db, NOW, 10)).toBe(25);
        expect(await kept([fresh])).toEqual([fresh]);
    });

    it('runs on its timer, and stops', async () => {
        // This test runs on the real clock: readings the tests before it
        // left, dated from their fixed NOW, would count too once the real
        // date moves a day past it.
        await db.query('DELETE FROM "measure"');
        await retain(companyA, { measureRetentionDays: 1 });
        const old = await reading(plantA, new Date(Date.now() - 3 * DAY));
        const heard: number[] = [];
        const job = startReadingRetention(db, {
            delayMs: 0,
            intervalMs: 60_000,
            onRemoved: count => heard.push(count),
        });
        await expect.poll(() => heard).toEqual([1]);
        await job.stop();
        expect(await kept([old])).toEqual([]);
    });
});
