import pg from 'pg';

/**
 * With DATABASE_URL set (CI), each test run gets its own fresh database on
 * that server, so runs never see each other's rows. Without it the server
 * uses PGlite in the run's temp folder.
 */
export async function createTestDatabase(): Promise<{
    url?: string;
    drop(): Promise<void>;
}> {
    const base = process.env.DATABASE_URL;
    if (!base) return { drop: async () => {} };
    const name = `plants_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    return {
        url: url.toString(),
        async drop() {
            const c = new pg.Client({ connectionString: base });
            await c.connect();
            await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            await c.end();
        },
    };
}
