/**
 * A count past its cap is believed a few seconds (server/src/db/repository/
 * cappedCounts.ts): the same list asked again reads only its page, until
 * a write of the table through a repository, a different filter, or
 * `COUNT_TTL_MS`; a count under the cap is never kept.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIST_COUNT_CAP } from '@shared/domain/paging.ts';
import type { Database } from '../../server/src/db/index.ts';
import { repositoryFor } from '../../server/src/db/repository.ts';
import { COUNT_TTL_MS } from '../../server/src/db/repository/cappedCounts.ts';
import { firstPlantSensor, openSeededDatabase } from './helpers/seeded.ts';

let db: Database;
let drop: () => Promise<void> = async () => {};
let plant = 0;
let sensor = 0;
/** The statements run through `recording`, in order. */
const statements: string[] = [];
let recording: Database;

beforeAll(async () => {
    ({ db, drop } = await openSeededDatabase('plants-capped-'));
    ({ plant, sensor } = await firstPlantSensor(db));
    // Past the cap in the plant, under it for one criticality.
    await db.query(
        `INSERT INTO measure (subsidiary_id, sensor_id, value, unit, type, criticality, date)
         SELECT $1, $2, g, 'm', 'auto', CASE WHEN g <= 3 THEN 'critical' ELSE 'low' END,
                now() - g * interval '1 minute'
         FROM generate_series(1, $3::int) AS g`,
        [plant, sensor, LIST_COUNT_CAP + 200]
    );
    recording = {
        kind: db.kind,
        query: (sql, params) => {
            statements.push(sql);
            return db.query(sql, params);
        },
        transaction: fn => db.transaction(fn),
        exec: sql => db.exec(sql),
        close: () => db.close(),
        listen: (channel, fn) => db.listen(channel, fn),
    };
}, 300_000);

afterAll(() => drop());

const counted = () => statements.filter(s => /count\(\*\)/.test(s)).length;

const list = (filters: Record<string, unknown[]> = {}) =>
    repositoryFor(recording, 'measure').search({
        subsidiaryId: plant,
        page: 1,
        limit: 10,
        sort: 'date',
        order: 'DESC',
        filters,
        countCap: LIST_COUNT_CAP,
    });

describe('counts past the cap', () => {
    it('are counted once, then the same list reads only its page', async () => {
        statements.length = 0;
        const first = await list();
        expect(first).toMatchObject({
            total: LIST_COUNT_CAP,
            totalCapped: true,
        });
        expect(counted()).toBe(1);
        const again = await list();
        expect(again).toEqual(first);
        expect(statements).toHaveLength(2);
        expect(counted()).toBe(1);
    });

    it('are counted again after a write of the table, and for another filter', async () => {
        await list();
        statements.length = 0;
        const repo = repositoryFor(db, 'measure');
        const [oldest] = (
            await repo.search({
                subsidiaryId: plant,
                sort: 'date',
                order: 'ASC',
                limit: 1,
            })
        ).rows;
        await repo.remove(Number(oldest!.id), { subsidiaryId: plant });
        await list();
        expect(counted()).toBe(1);
        await list({ sensorId: [sensor] });
        expect(counted()).toBe(2);
        await list({ sensorId: [sensor] });
        expect(counted()).toBe(2);
    });

    it(`are counted again after ${COUNT_TTL_MS} ms`, async () => {
        await list();
        statements.length = 0;
        const now = Date.now();
        const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 1000);
        try {
            await list();
            expect(counted()).toBe(0);
            clock.mockReturnValue(now + COUNT_TTL_MS + 1);
            await list();
            expect(counted()).toBe(1);
        } finally {
            clock.mockRestore();
        }
    });

    it('are never kept under the cap', async () => {
        statements.length = 0;
        const critical = await list({ criticality: ['critical'] });
        expect(critical.totalCapped).toBeUndefined();
        expect(critical.total).toBeGreaterThanOrEqual(3);
        await list({ criticality: ['critical'] });
        expect(counted()).toBe(2);
    });
});
