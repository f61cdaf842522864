import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../../../server/src/db/index.ts';
import { migrate } from '../../../server/src/db/migrate.ts';
import { rotateKeysNow } from '../../../server/src/oidc/keys.ts';
import { seedDemoData } from '../../../server/src/seed/index.ts';
import { startServer, stopServer, type StartedServer } from './server.ts';

const admin = async <T>(
    base: string,
    work: (c: pg.Client) => Promise<T>
): Promise<T> => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
        return await work(c);
    } finally {
        await c.end();
    }
};

/**
 * With DATABASE_URL set (CI), each test run gets its own fresh database on
 * that server, so runs never see each other's rows: empty, or a copy of
 * `template` (`CREATE DATABASE ... TEMPLATE`). Without it (or with
 * `embedded`) the server uses PGlite in the run's temp folder.
 */
export async function createTestDatabase(
    template?: string,
    { embedded = false } = {}
): Promise<{
    url?: string;
    name?: string;
    drop(): Promise<void>;
}> {
    const base = embedded ? undefined : process.env.DATABASE_URL;
    if (!base) return { drop: async () => {} };
    const name = `plants_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    await admin(base, c =>
        c.query(
            `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`
        )
    );
    const url = new URL(base);
    url.pathname = `/${name}`;
    return {
        url: url.toString(),
        name,
        drop: () =>
            admin(base, c =>
                c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
            ).then(() => undefined),
    };
}

/** A database to copy: a PGlite data folder, or a PostgreSQL template. */
export interface DatabaseSnapshot {
    /** PGlite: the `pglite` folder, copied into a new data folder ('' on PostgreSQL). */
    pgliteDir: string;
    /** PostgreSQL: the template database's name ('' on PGlite). */
    template: string;
}

/**
 * The run's database with the migrations, the demo seed and the realm's
 * keys, made once (globalSetup) and copied for each server or file that
 * needs one, instead of each seeding its own (about a thousand inserts;
 * a server's first start on an empty folder costs 14 s of CPU here, on a
 * copy 5 s). `migrated` is the same database before the seed, for the
 * files about an empty one (a first start, the planner on rows of their
 * own): a new PGlite folder alone costs about 8 s to create and migrate.
 */
export interface SeedSnapshot extends DatabaseSnapshot {
    migrated: DatabaseSnapshot;
    /**
     * A new PGlite folder, nothing in it yet (`withBlankPglite`), for the
     * files about the embedded driver itself: a copy opens in under a
     * second of CPU, where PGlite's initdb takes four to six.
     */
    blankPglite?: string;
    /**
     * In a PostgreSQL run, the same database on PGlite (`embedded`), for
     * the files about the embedded driver's own settings.
     */
    embedded?: SeedSnapshot;
}

// In this process, not PGlite's worker thread (openDatabase): a global
// setup runs in Vitest's module runner, which cannot start that worker.
const openHere = async (url: string | undefined, dataDir: string) =>
    url
        ? (await import('../../../server/src/db/postgres.ts')).openPostgres(url)
        : (await import('../../../server/src/db/pglite.ts')).openPglite(
              dataDir
          );

/** Runs `work` on the database and closes it (a template takes no copies while anyone is connected). */
const withDatabase = async (
    url: string | undefined,
    dataDir: string,
    work: (db: Database) => Promise<void>
) => {
    const db: Database = await openHere(url, dataDir);
    try {
        await work(db);
    } finally {
        await db.close();
    }
};

export async function createSeedSnapshot({
    withBlankPglite = false,
    embedded = false,
} = {}): Promise<{
    snapshot: SeedSnapshot;
    drop(): Promise<void>;
}> {
    let blankDir: string | undefined;
    if (withBlankPglite) {
        blankDir = mkdtempSync(join(tmpdir(), 'plants-blank-'));
        await withDatabase(undefined, blankDir, async () => {});
    }
    const migratedDir = mkdtempSync(join(tmpdir(), 'plants-migrated-'));
    const migrated = await createTestDatabase(undefined, { embedded });
    // On PGlite the migrations start from the blank copy: one initdb a run.
    if (blankDir && !migrated.url)
        cpSync(join(blankDir, 'pglite'), join(migratedDir, 'pglite'), {
            recursive: true,
        });
    await withDatabase(migrated.url, migratedDir, async db => {
        await migrate(db);
    });
    const migratedSnapshot: DatabaseSnapshot = {
        pgliteDir: migrated.url ? '' : join(migratedDir, 'pglite'),
        template: migrated.name ?? '',
    };
    const seeded = await copySnapshot(migratedSnapshot, 'plants-seed-');
    await withDatabase(seeded.url, seeded.dataDir, async db => {
        await seedDemoData(db);
        // The realm's first keys, as a first start makes them: an RSA key
        // costs a server start on the snapshot a second of CPU otherwise.
        // (No key exists yet, so nothing is retired: 0 s is moot.)
        await rotateKeysNow(db, 0);
    });
    return {
        snapshot: {
            pgliteDir: seeded.url ? '' : join(seeded.dataDir, 'pglite'),
            template: seeded.name ?? '',
            migrated: migratedSnapshot,
            ...(blankDir ? { blankPglite: join(blankDir, 'pglite') } : {}),
        },
        async drop() {
            await seeded.drop();
            await migrated.drop();
            rmSync(migratedDir, { recursive: true, force: true });
            if (blankDir) rmSync(blankDir, { recursive: true, force: true });
        },
    };
}

/**
 * A fresh data folder (`prefix` names it) and database as the snapshot
 * is; `drop` removes both.
 */
export async function copySnapshot(
    snapshot: DatabaseSnapshot,
    prefix: string
): Promise<{
    dataDir: string;
    url?: string;
    name?: string;
    drop(): Promise<void>;
}> {
    const dataDir = mkdtempSync(join(tmpdir(), prefix));
    if (snapshot.pgliteDir)
        cpSync(snapshot.pgliteDir, join(dataDir, 'pglite'), {
            recursive: true,
        });
    // A PGlite snapshot is copied to PGlite, in a PostgreSQL run too.
    const database = snapshot.pgliteDir
        ? await createTestDatabase(undefined, { embedded: true })
        : await createTestDatabase(snapshot.template || undefined);
    return {
        dataDir,
        url: database.url,
        name: database.name,
        async drop() {
            await database.drop();
            rmSync(dataDir, { recursive: true, force: true });
        },
    };
}

export interface CopiedServer extends StartedServer {
    dataDir: string;
    /** The copy's PostgreSQL database (undefined on PGlite). */
    databaseUrl?: string;
    /** Stops the server and removes the copy. */
    stop(): Promise<void>;
}

/**
 * The real server (helpers/server.ts) on a fresh copy of `snapshot`, on
 * the copy's PostgreSQL database when the run has one: the run's shared
 * servers (the API and end-to-end global set-ups) and a file's own.
 */
export async function startOnCopy(
    snapshot: DatabaseSnapshot,
    prefix: string,
    env: Record<string, string> = {}
): Promise<CopiedServer> {
    const copy = await copySnapshot(snapshot, prefix);
    const started = await startServer({
        dataDir: copy.dataDir,
        env: { ...(copy.url ? { DATABASE_URL: copy.url } : {}), ...env },
    });
    return {
        ...started,
        dataDir: copy.dataDir,
        databaseUrl: copy.url,
        async stop() {
            await stopServer(started.child);
            await copy.drop();
        },
    };
}

/**
 * `count` servers on copies of `snapshot` (a run's shared servers); when
 * one fails to start, those that did are stopped before the failure is
 * thrown, so a failed set-up leaves no server behind.
 */
export async function startManyOnCopies(
    count: number,
    snapshot: DatabaseSnapshot,
    prefix: string,
    env: Record<string, string> = {}
): Promise<CopiedServer[]> {
    const settled = await Promise.allSettled(
        Array.from({ length: count }, () => startOnCopy(snapshot, prefix, env))
    );
    const failed = settled.find(s => s.status === 'rejected');
    const started = settled.flatMap(s =>
        s.status === 'fulfilled' ? [s.value] : []
    );
    if (!failed) return started;
    await Promise.all(started.map(s => s.stop().catch(() => undefined)));
    throw failed.reason;
}
