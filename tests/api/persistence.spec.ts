/**
 * Records survive a restart: the real server is started on its own data
 * folder (or its own PostgreSQL database), stopped with SIGTERM, a record is
 * written through the database layer, and the restarted server serves it,
 * with the demo seed not loaded twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/index.ts';
import { repositoryFor } from '../../server/src/db/repository.ts';
import { DEMO_RESOURCES } from '../../server/src/seed/index.ts';
import { resources } from '../../shared/declarations/index.ts';
import { signIn } from './helpers/login.ts';
import { seededDatabase } from './helpers/seeded.ts';
import {
    startServer,
    stopServer,
    type StartedServer,
} from './helpers/server.ts';

let dataDir: string;
let databaseUrl: string | undefined;
let dropDb: () => Promise<void> = async () => {};
let server: StartedServer | undefined;

const env = () => (databaseUrl ? { DATABASE_URL: databaseUrl } : undefined);
const open = () => openDatabase({ databaseUrl, dataDir });

const counts = async () => {
    const db = await open();
    try {
        return await Promise.all(
            resources.map(
                async def =>
                    (
                        await repositoryFor(db, def.name).search({
                            limit: 1,
                            includeDeleted: true,
                        })
                    ).total
            )
        );
    } finally {
        await db.close();
    }
};

beforeAll(async () => {
    // Migrated, never started: the first start seeds it.
    const copy = await seededDatabase('plants-persist-', { seeded: false });
    dataDir = copy.dataDir;
    databaseUrl = copy.url;
    dropDb = copy.drop;
});

afterAll(async () => {
    await stopServer(server?.child);
    await dropDb();
});

describe('persistence across a restart', () => {
    it('keeps committed records and does not seed twice', async () => {
        server = await startServer({ dataDir, env: env() });
        expect(await stopServer(server.child)).toBe(0);
        const seeded = await counts();
        expect(
            seeded.filter((n, i) =>
                (DEMO_RESOURCES as readonly string[]).includes(
                    resources[i]?.name ?? ''
                )
            )
        ).not.toContain(0);

        const name = `Bacia persistente ${Date.now()}`;
        const db = await open();
        const rec = await repositoryFor(db, 'watershed').create({
            name,
            hydroRegion: 'sao-francisco',
            anaBasinCode: '4',
            anaSubBasinCode: '42',
            states: ['MG', 'BA'],
            drainageAreaKm2: 1234.5,
        });
        await db.close();

        server = await startServer({ dataDir, env: env() });
        // Served by the restarted server through the API.
        const { accessToken } = await signIn(
            server.baseUrl,
            'admin',
            'Admin#2026'
        );
        const res = await fetch(`${server.baseUrl}/api/watershed/${rec.id}`, {
            headers: { authorization: `Bearer ${accessToken}` },
        });
        expect(res.status).toBe(200);
        const body = (await res.json()) as { data: Record<string, unknown> };
        expect(body.data).toMatchObject({
            id: rec.id,
            name,
            states: ['MG', 'BA'],
            drainageAreaKm2: 1234.5,
        });
        expect(await stopServer(server.child)).toBe(0);

        const after = await counts();
        const wsIndex = resources.findIndex(r => r.name === 'watershed');
        expect(after).toEqual(
            seeded.map((n, i) => (i === wsIndex ? n + 1 : n))
        );
        // Two server starts and four database opens: PGlite's first start runs initdb.
    }, 300_000);
});
