/**
 * The embedded database's autovacuum (server/src/db/maintenance.ts): PGlite
 * runs PostgreSQL in single-user mode, where autovacuum never runs. After
 * readings are written, a list's capped count can only be an index-only
 * scan once VACUUM has set the visibility map; the first pass does it for
 * every table, later passes for the tables past autovacuum's thresholds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/index.ts';
import {
    startMaintenance,
    type Maintenance,
} from '../../server/src/db/maintenance.ts';
import { openSeededDatabase } from './helpers/seeded.ts';

let db: Database;
let drop: () => Promise<void> = async () => {};
let maintenance: Maintenance | undefined;
let plant: number;

/** `n` readings in the plant, spread over its sensors and the last 60 days. */
const addReadings = (n: number) =>
    db.query(
        `INSERT INTO measure (subsidiary_id, sensor_id, value, unit, type, criticality, date)
         SELECT $1, (s.ids)[1 + (g % array_length(s.ids, 1))], g % 100, 'm', 'auto', 'low',
                now() - g * interval '1 minute'
         FROM generate_series(1, $2) AS g,
              (SELECT array_agg(id ORDER BY id) AS ids FROM sensor WHERE subsidiary_id = $1) AS s`,
        [plant, n]
    );

interface PlanNode {
    'Node Type': string;
    'Heap Fetches'?: number;
    'Index Name'?: string;
    Plans?: PlanNode[];
}
const nodes = (plan: PlanNode): PlanNode[] => [
    plan,
    ...(plan.Plans ?? []).flatMap(nodes),
];

const MONTH = `date >= now() - interval '30 days'`;

/** The capped count of the plant's readings matching `where`, run, with its plan read in index order. */
async function countPlan(where = MONTH): Promise<PlanNode[]> {
    return db.transaction(async tx => {
        await tx.exec(
            'SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off;'
        );
        const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(
            `EXPLAIN (ANALYZE, FORMAT JSON)
             SELECT count(*)::int FROM (SELECT 1 FROM measure
               WHERE subsidiary_id = $1 AND ${where} LIMIT 1001) AS counted`,
            [plant]
        );
        const raw = rows[0]?.['QUERY PLAN'];
        const json = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
            Plan: PlanNode;
        }[];
        return nodes(json[0]!.Plan);
    });
}

const allVisible = async () => {
    const { rows } = await db.query<{ pages: number; visible: number }>(
        `SELECT relpages AS pages, relallvisible AS visible FROM pg_class WHERE relname = 'measure'`
    );
    return rows[0]!;
};

// PostgreSQL vacuums by itself; the server starts this on PGlite only (in
// a PostgreSQL run too).
describe('database maintenance (PGlite)', () => {
    beforeAll(async () => {
        ({ db, drop } = await openSeededDatabase('plants-maintenance-', {
            embedded: true,
        }));
        const { rows } = await db.query<{ id: number }>(
            'SELECT min(subsidiary_id) AS id FROM sensor'
        );
        plant = rows[0]!.id;
        await addReadings(5000);
    });

    afterAll(async () => {
        await maintenance?.stop();
        await drop();
    });

    it('before any pass, the count of a month visits the heap', async () => {
        const scan = (await countPlan()).find(
            n => n['Node Type'] === 'Index Only Scan'
        );
        expect(scan?.['Heap Fetches']).toBeGreaterThan(0);
    });

    it('the first pass vacuums every table and analyzes the changed ones: the count reads the index alone', async () => {
        maintenance = startMaintenance(db, { intervalMs: 3_600_000 });
        const first = await maintenance.run();
        expect(first.vacuumed).toContain('measure');
        expect(first.vacuumed).toContain('sensor');
        expect(first.analyzed).toContain('measure');
        const { pages, visible } = await allVisible();
        expect(pages).toBeGreaterThan(0);
        expect(visible).toBe(pages);
        const scan = (await countPlan()).find(
            n => n['Node Type'] === 'Index Only Scan'
        );
        expect(scan?.['Heap Fetches']).toBe(0);
    });

    it("one sensor's count reads the index alone too: the sensor's index carries the plant", async () => {
        const { rows } = await db.query<{ id: number }>(
            'SELECT min(id) AS id FROM sensor WHERE subsidiary_id = $1',
            [plant]
        );
        const plan = await countPlan(`sensor_id = ${Number(rows[0]!.id)}`);
        const scan = plan.find(n => n['Node Type'] === 'Index Only Scan');
        expect(scan?.['Index Name']).toBe(
            'measure_sensor_id_date_in_plant_sort_idx'
        );
        expect(scan?.['Heap Fetches']).toBe(0);
    });

    it('a later pass leaves quiet tables alone and takes the ones past the thresholds', async () => {
        const quiet = await maintenance!.run();
        expect(quiet.vacuumed).not.toContain('measure');
        expect(quiet.analyzed).not.toContain('measure');
        // Past 1,000 + 20 % of the table's rows inserted since the vacuum.
        await addReadings(4000);
        expect((await allVisible()).visible).toBeLessThan(
            (
                await db.query<{ n: number }>(
                    `SELECT (pg_relation_size('measure') / current_setting('block_size')::int)::int AS n`
                )
            ).rows[0]!.n
        );
        const busy = await maintenance!.run();
        expect(busy.vacuumed).toContain('measure');
        expect(busy.analyzed).toContain('measure');
        expect(busy.vacuumed).not.toContain('sensor');
        const scan = (await countPlan()).find(
            n => n['Node Type'] === 'Index Only Scan'
        );
        expect(scan?.['Heap Fetches']).toBe(0);
    });
});
