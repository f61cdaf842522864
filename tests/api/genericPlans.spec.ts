/**
 * The embedded database runs every prepared statement
 * on its generic plan, planned once (server/src/db/pglite.ts), instead of
 * planning it again for each request's values. This checks that the
 * generic plans of the lists `npm run bench:api` measures still read their
 * index in the list's order, with no Sort, on a plant with 30,000 readings
 * (on a few rows the planner would sort whatever the plan mode).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResource } from '@shared/declarations/index.ts';
import type { Database } from '../../server/src/db/index.ts';
import { tableOf } from '../../server/src/db/repository/records.ts';
import { searchQueries } from '../../server/src/db/repository/reads.ts';
import type { SearchParams } from '../../server/src/db/repository/types.ts';
import { firstPlantSensor, openSeededDatabase } from './helpers/seeded.ts';

let db: Database;
let drop: () => Promise<void> = async () => {};
let plant = 0;
let sensor = 0;

interface PlanNode {
    'Node Type': string;
    'Index Name'?: string;
    Plans?: PlanNode[];
}

const nodes = (plan: PlanNode): PlanNode[] => [
    plan,
    ...(plan.Plans ?? []).flatMap(nodes),
];

const literal = (v: unknown) =>
    typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;

/** The plan the driver's session runs for a list's page statement, with these values. */
async function generic(name: string, p: SearchParams): Promise<PlanNode[]> {
    const queries = searchQueries(tableOf(getResource(name as never)), p);
    if (!queries) throw new Error('no query');
    const id = `generic_${Math.random().toString(36).slice(2)}`;
    await db.exec(`PREPARE ${id} AS ${queries.page.sql}`);
    try {
        const { rows } = await db.query<{ 'QUERY PLAN': unknown }>(
            `EXPLAIN (FORMAT JSON) EXECUTE ${id}(${queries.page.params.map(literal).join(', ')})`
        );
        const raw = rows[0]?.['QUERY PLAN'];
        const json = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
            Plan: PlanNode;
        }[];
        return nodes(json[0]!.Plan);
    } finally {
        await db.exec(`DEALLOCATE ${id}`);
    }
}

// The driver's own setting (server/src/db/pglite.ts): on PostgreSQL the
// server keeps `auto`. On PGlite in a PostgreSQL run too.
describe('generic plans on PGlite', () => {
    beforeAll(async () => {
        ({ db, drop } = await openSeededDatabase('plants-generic-', {
            embedded: true,
        }));
        ({ plant, sensor } = await firstPlantSensor(db));
        await db.query(
            `INSERT INTO measure (subsidiary_id, sensor_id, value, unit, type, criticality, date)
             SELECT $1, (s.ids)[1 + (g % array_length(s.ids, 1))], g % 100, 'm', 'auto', 'low',
                    now() - g * interval '1 minute'
             FROM generate_series(1, 30000) AS g,
                  (SELECT array_agg(id ORDER BY id) AS ids FROM sensor WHERE subsidiary_id = $1) AS s`,
            [plant]
        );
        await db.exec('VACUUM (ANALYZE)');
    }, 300_000);

    afterAll(() => drop());

    it('are what the driver runs', async () => {
        const { rows } = await db.query<{ plan_cache_mode: string }>(
            'SHOW plan_cache_mode'
        );
        expect(rows[0]?.plan_cache_mode).toBe('force_generic_plan');
    });

    const page = { page: 1, limit: 10, countCap: 1000 };
    const month = () => ({
        date_gte: [new Date(Date.now() - 30 * 86_400_000).toISOString()],
        date_lte: [new Date().toISOString()],
    });
    const cases: [string, string, () => SearchParams][] = [
        [
            'readings, no filter',
            'measure',
            () => ({ sort: 'date', order: 'DESC' }),
        ],
        [
            "readings, a month's filter",
            'measure',
            () => ({ sort: 'date', order: 'DESC', filters: month() }),
        ],
        [
            'readings, one sensor',
            'measure',
            () => ({
                sort: 'date',
                order: 'DESC',
                filters: { sensorId: [sensor] },
            }),
        ],
        [
            'readings, oldest first',
            'measure',
            () => ({ sort: 'date', order: 'ASC' }),
        ],
        ['sensors by name', 'sensor', () => ({ sort: 'name', order: 'ASC' })],
    ];
    for (const [label, name, params] of cases)
        it(`read ${label} in index order`, async () => {
            const plan = await generic(name, {
                ...page,
                subsidiaryId: plant,
                ...params(),
            });
            const types = plan.map(n => n['Node Type']);
            expect(types).not.toContain('Sort');
            expect(types).not.toContain('Incremental Sort');
            expect(types).toContain('Index Scan');
        });
});
