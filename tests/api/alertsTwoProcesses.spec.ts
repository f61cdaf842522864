/**
 * Push across processes (issue #28, point 4): two servers on one
 * PostgreSQL; a reading posted to one reaches an event stream held by the
 * other, through LISTEN/NOTIFY. Runs only with DATABASE_URL (the CI's
 * PostgreSQL run): PGlite is one process. Also: a stopping server ends
 * its open streams and exits in time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientFor, type ApiClient, type Rec } from './helpers/apiClient.ts';
import { createTestDatabase } from './helpers/database.ts';
import { openAlertOnNewSensor } from './helpers/criticalReading.ts';
import { sseReader } from './helpers/sse.ts';
import {
    startServer,
    stopServer,
    type StartedServer,
} from './helpers/server.ts';

const postgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!postgres)('two server processes on one PostgreSQL', () => {
    const servers: StartedServer[] = [];
    const dirs: string[] = [];
    let drop: () => Promise<void> = async () => {};
    let a: ApiClient;
    let b: ApiClient;
    let plantId: number;

    beforeAll(async () => {
        const database = await createTestDatabase();
        drop = database.drop;
        for (let i = 0; i < 2; i++) {
            const dataDir = mkdtempSync(join(tmpdir(), `alerts-pg-${i}-`));
            dirs.push(dataDir);
            // One after the other: the second finds the schema and the demo.
            servers.push(
                await startServer({
                    dataDir,
                    env: {
                        DATABASE_URL: database.url!,
                        ZABBIX_POLL_SECONDS: '3600',
                        ALERT_POLL_SECONDS: '3600',
                    },
                })
            );
        }
        // The embedded sign-in's keys are in the database: a token of one is good on the other.
        const op = await clientFor(servers[0]!.baseUrl, 'operator');
        a = op.api;
        plantId = op.plants[0]!;
        b = (await clientFor(servers[1]!.baseUrl, 'operator')).api;
    }, 240_000);

    afterAll(async () => {
        for (const s of servers) await stopServer(s.child);
        await drop();
        for (const d of dirs) rmSync(d, { recursive: true, force: true });
    });

    it('hears on one server the alert a reading opened on the other', async () => {
        const controller = new AbortController();
        const res = await fetch(`${servers[1]!.baseUrl}/api/events`, {
            headers: {
                authorization: `Bearer ${b.token}`,
                'subsidiary-id': String(plantId),
            },
            signal: controller.signal,
        });
        expect(res.status).toBe(200);
        const stream = sseReader(res);
        await stream.until('event: ready', 5_000);
        // The other server reads the alert, and its stream carries it.
        const { alertId } = await openAlertOnNewSensor(a, b);
        const pushed = await stream.untilEvent<Rec>(
            'alert',
            data => data.id === alertId,
            5_000
        );
        expect(pushed).toMatchObject({
            subsidiaryId: plantId,
            state: 'open',
            level: 'critical',
        });

        // Stopping the server holding the stream ends it, and the server exits in time.
        const stopped = Date.now();
        const code = await stopServer(servers[1]!.child);
        expect(code).toBe(0);
        // Under the 3 s cut of busy connections: the stream was ended, not cut.
        expect(Date.now() - stopped).toBeLessThan(2_500);
        await stream.drain();
        controller.abort();
    });
});
