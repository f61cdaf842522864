/**
 * The lists' search is served by an index: the folded form of
 * each searched text column has a trigram index that the search's
 * condition uses, on the embedded database and on PostgreSQL alike. The
 * demo's tables are so small that reading them whole is cheapest, so the
 * companies, profiles and users are multiplied first and analysed: the planner then picks the search indexes, and
 * could not without one that matches the condition.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResource } from '../../shared/declarations/index.ts';
import type { Database } from '../../server/src/db/index.ts';
import { tableOf } from '../../server/src/db/repository/records.ts';
import { searchQueries } from '../../server/src/db/repository/reads.ts';
import { openSeededDatabase } from './helpers/seeded.ts';

let db: Database;
let dropDb: () => Promise<void> = async () => {};

beforeAll(async () => {
    ({ db, drop: dropDb } = await openSeededDatabase('plants-search-explain-', {
        seeded: false,
    }));
    // Thousands of rows, whatever the database held (the PostgreSQL run starts empty).
    await db.exec(`
        INSERT INTO "company" (cnpj, name, email, address)
        SELECT lpad(g::text, 14, '0'), 'Empresa ' || g, 'c' || g || '@example.com', '{}'::jsonb
          FROM generate_series(1, 3000) g;
        INSERT INTO "profile" (name)
        SELECT 'Perfil ' || g FROM generate_series(1, 3000) g;
        INSERT INTO "user" (name, email, company_id, profile_web_id)
        SELECT 'Usuário ' || g, 'u' || g || '@example.com',
               (SELECT max(id) FROM "company") - g % 3000,
               (SELECT max(id) FROM "profile") - g % 3000
          FROM generate_series(1, 3000) g;`);
    // VACUUM merges the rows into the trigram indexes (GIN keeps new
    // entries in a pending list, which the planner prices high).
    await db.exec('VACUUM ANALYZE');
}, 120_000);

afterAll(() => dropDb());

async function indexesUsed(resource: string, search: string) {
    const queries = searchQueries(tableOf(getResource(resource as never)), {
        search,
        page: 1,
        limit: 10,
    });
    if (!queries) throw new Error('no query');
    return db.transaction(async tx => {
        // Whole-table reads priced out: a plan that still makes one has
        // no index matching the condition.
        await tx.exec('SET LOCAL enable_seqscan = off;');
        const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(
            `EXPLAIN (FORMAT TEXT) ${queries.count.sql}`,
            queries.count.params
        );
        return rows.map(r => String(r['QUERY PLAN'])).join('\n');
    });
}

describe('the search reads its trigram indexes', () => {
    it("a user's name, e-mail and profile name", async () => {
        const plan = await indexesUsed('user', 'operador');
        expect(plan).toContain('user_name_search_idx');
        expect(plan).toContain('user_email_search_idx');
        expect(plan).toContain('profile_name_search_idx');
        expect(plan).not.toMatch(/Seq Scan/);
    });

    it('search_fold folds as the API does', async () => {
        const { rows } = await db.query<{ f: string }>(
            `SELECT search_fold($1) AS f`,
            ['Piezômetro ÁGUA Ção']
        );
        expect(rows[0]?.f).toBe('piezometro agua cao');
    });
});
