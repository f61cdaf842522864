/**
 * A spec file's own embedded stack, for settings the shared one
 * (globalSetup.ts) must not have: shorter tokens, faster polling, a
 * restart, or an action that would reach other files' users (ending a
 * demo account's sessions). It serves the run's build, on its own copy
 * of the seeded database and data folder, both gone when it stops.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { copySnapshot } from '../../api/helpers/database.ts';
import {
    startServer,
    stopServer,
    type StartedServer,
} from '../../api/helpers/server.ts';

const OUT_DIR = process.env.E2E_OUT_DIR ?? join(tmpdir(), 'plants-e2e-dist');

export interface OwnServer {
    /** The running server (a new one after `restart`). */
    server: StartedServer;
    /** Stops it and starts it again on the same port, data and database; the stop's exit code. */
    restart(): Promise<number | null>;
    /** Stops it for good and removes its data; its exit code. */
    stop(): Promise<number | null>;
}

export async function startOwnServer(
    name: string,
    settings: Record<string, string>
): Promise<OwnServer> {
    // A copy of the run's seeded database (globalSetup.ts), not a seeding.
    const database = await copySnapshot(
        inject('seedSnapshot'),
        `plants-e2e-${name}-`
    );
    const { dataDir } = database;
    const env = {
        STATIC_DIR: OUT_DIR,
        ...settings,
        ...(database.url ? { DATABASE_URL: database.url } : {}),
    };
    const own: OwnServer = {
        server: await startServer({ dataDir, env }),
        async restart() {
            const { port } = own.server;
            const code = await stopServer(own.server.child);
            own.server = await startServer({ dataDir, port, env });
            return code;
        },
        async stop() {
            const code = await stopServer(own.server.child);
            await database.drop();
            return code;
        },
    };
    return own;
}
