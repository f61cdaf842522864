/**
 * Push across processes: two servers on one
 * PostgreSQL; a reading posted to one reaches an event stream held by the
 * other, through LISTEN/NOTIFY. Runs only with DATABASE_URL (the CI's
 * PostgreSQL run): PGlite is one process. Also: a user made inactive
 * through one loses at once its stream held by the other and its refresh
 * token on both (server/src/api/accessEnds.ts); a stopping server ends
 * its open streams and exits in time.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientFor, type ApiClient, type Rec } from './helpers/apiClient.ts';
import { createTestDatabase } from './helpers/database.ts';
import { openAlertOnNewSensor } from './helpers/criticalReading.ts';
import { CLIENT_ID, realmUrl, signIn } from './helpers/login.ts';
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

    it('ends on one server the stream of a user made inactive through the other, and its refresh token on both', async () => {
        const admin = (await clientFor(servers[0]!.baseUrl, 'admin')).api;
        const myId = ((await a.get('/user/session')).record.user as Rec).id;
        const me = (await admin.get(`/user/${myId as number}`)).record;
        const email = `acesso.${randomUUID().slice(0, 8)}@exemplo.com.br`;
        const created = await admin.post('/user', {
            name: 'Pessoa de Dois Processos',
            email,
            companyId: me.companyId,
            profileWebId: me.profileWebId,
            subsidiaryIds: [plantId],
        });
        expect(created.status).toBe(201);
        const id = created.record.id as number;
        await admin.post(`/user/${id}/initial-password`, {
            password: 'Acesso#2026',
        });
        const tokens = await signIn(servers[1]!.baseUrl, email, 'Acesso#2026');
        const controller = new AbortController();
        const res = await fetch(`${servers[1]!.baseUrl}/api/events`, {
            headers: {
                authorization: `Bearer ${tokens.accessToken}`,
                'subsidiary-id': String(plantId),
            },
            signal: controller.signal,
        });
        const stream = sseReader(res);
        await stream.until('event: ready', 5_000);
        expect(
            (await admin.patch(`/user/${id}`, { status: 'inactive' })).status
        ).toBe(200);
        const ended = await Promise.race([
            stream.drain().then(() => 'ended'),
            new Promise(resolve => setTimeout(() => resolve('open'), 1_500)),
        ]);
        controller.abort();
        expect(ended).toBe('ended');
        for (const server of servers) {
            const refreshed = await fetch(
                `${realmUrl(server.baseUrl)}/protocol/openid-connect/token`,
                {
                    method: 'POST',
                    body: new URLSearchParams({
                        grant_type: 'refresh_token',
                        client_id: CLIENT_ID,
                        refresh_token: tokens.refreshToken,
                    }),
                }
            );
            expect(refreshed.status).toBe(400);
            expect(((await refreshed.json()) as Rec).error).toBe(
                'invalid_grant'
            );
        }
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
