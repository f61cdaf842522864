/**
 * Every list query is read in index order: for each resource,
 * each sort the API accepts, both directions, as a plant user and across
 * plants, and the filtered lists that matter at scale (the readings of one
 * sensor, of a month), the page's plan has no Sort node. Sorting is
 * disabled in the planner, so a plan that still sorts has no index to
 * read instead. The count of a list stops at the cap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '../../shared/domain/paging.ts';
import { sortableSources } from '../../shared/domain/sorting.ts';
import {
    getResource,
    resources,
    type Resource,
} from '../../shared/declarations/index.ts';
import type { Database } from '../../server/src/db/index.ts';
import { tableOf } from '../../server/src/db/repository/records.ts';
import {
    searchQueries,
    type Query,
} from '../../server/src/db/repository/reads.ts';
import type { SearchParams } from '../../server/src/db/repository/types.ts';
import { readAcrossPlants, readByPlant } from '../../server/src/db/schema.ts';
import { openSeededDatabase } from './helpers/seeded.ts';

let db: Database;
let dropDb: () => Promise<void> = async () => {};

beforeAll(async () => {
    ({ db, drop: dropDb } = await openSeededDatabase('plants-explain-', {
        seeded: false,
    }));
});

afterAll(() => dropDb());

interface PlanNode {
    'Node Type': string;
    'Index Name'?: string;
    Plans?: PlanNode[];
}

const nodes = (plan: PlanNode): PlanNode[] => [
    plan,
    ...(plan.Plans ?? []).flatMap(nodes),
];

/** The plan of a statement, with sorting priced out of the planner's choice. */
async function planOf(query: Query): Promise<PlanNode[]> {
    return db.transaction(async tx => {
        await tx.exec(
            'SET LOCAL enable_sort = off; SET LOCAL enable_incremental_sort = off;'
        );
        const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(
            `EXPLAIN (FORMAT JSON) ${query.sql}`,
            query.params
        );
        const raw = rows[0]?.['QUERY PLAN'];
        const json = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
            Plan: PlanNode;
        }[];
        return nodes(json[0]!.Plan);
    });
}

const sorts = (plan: PlanNode[]) =>
    plan
        .map(n => n['Node Type'])
        .filter(t => t === 'Sort' || t === 'Incremental Sort');

/** How a resource is listed: within one plant, across plants, or both. */
const scopesOf = (def: Resource): { name: string; scope: SearchParams }[] => [
    ...(readByPlant(def)
        ? [{ name: 'one plant', scope: { subsidiaryId: 1 } }]
        : []),
    ...(readAcrossPlants(def) ? [{ name: 'all plants', scope: {} }] : []),
];

const pageQuery = (def: Resource, p: SearchParams) => {
    const queries = searchQueries(tableOf(def), {
        page: 1,
        limit: 10,
        countCap: LIST_COUNT_CAP,
        ...p,
    });
    if (!queries) throw new Error(`no query for ${def.name}`);
    return queries;
};

describe('every accepted sort is read in index order', () => {
    const cases = resources.flatMap(def =>
        scopesOf(def).flatMap(({ name, scope }) =>
            sortableSources(def).flatMap(sort =>
                (['ASC', 'DESC'] as const).map(order => ({
                    label: `${def.name} by ${sort} ${order} (${name})`,
                    def,
                    params: { ...scope, sort, order },
                }))
            )
        )
    );

    it('covers every resource', () => {
        expect(new Set(cases.map(c => c.def.name))).toEqual(
            new Set(resources.map(r => r.name))
        );
    });

    it.each(cases)('$label', async ({ def, params }) => {
        const plan = await planOf(pageQuery(def, params).page);
        expect(sorts(plan), JSON.stringify(plan)).toEqual([]);
        expect(plan.some(n => n['Index Name'])).toBe(true);
    });
});

describe('the lists that grow are read in index order when filtered', () => {
    const measure = getResource('measure');
    const month = {
        date_gte: '2026-10-01T03:00:00.000Z',
        date_lte: '2026-11-01T02:59:59.999Z',
    };
    const cases: { label: string; def: Resource; params: SearchParams }[] = [
        {
            label: 'the readings of one sensor, newest first',
            def: measure,
            params: { subsidiaryId: 1, filters: { sensorId: 7 } },
        },
        {
            label: 'the readings of a month, newest first',
            def: measure,
            params: { subsidiaryId: 1, filters: month },
        },
        {
            label: 'the critical readings of a month, oldest first',
            def: measure,
            params: {
                subsidiaryId: 1,
                sort: 'date',
                order: 'ASC',
                filters: { ...month, criticality: 'critical' },
            },
        },
        {
            label: 'the registers of one form',
            def: getResource('inspection-register'),
            params: { subsidiaryId: 1, filters: { inspectionFormId: 2 } },
        },
        {
            label: 'the sensors of one gateway, by name',
            def: getResource('sensor'),
            params: { subsidiaryId: 1, filters: { gatewayId: 3 } },
        },
        {
            label: "the users of one plant (a normal user's list), by name",
            def: getResource('user'),
            params: { filters: { subsidiaryIds: 1 } },
        },
    ];

    it.each(cases)('$label', async ({ def, params }) => {
        const plan = await planOf(pageQuery(def, params).page);
        expect(sorts(plan), JSON.stringify(plan)).toEqual([]);
    });

    it('the count stops at the cap instead of reading every match', async () => {
        const { count } = pageQuery(measure, { subsidiaryId: 1 });
        expect(count.sql).toContain(`LIMIT ${LIST_COUNT_CAP + 1}`);
        const plan = await planOf(count);
        expect(plan.map(n => n['Node Type'])).toContain('Limit');
    });
});
