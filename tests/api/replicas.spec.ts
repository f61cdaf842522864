/**
 * Two replicas, one PostgreSQL (docs/deployment.md):
 * two server processes behind a real nginx (round-robin), as a deployment
 * runs them. Signing in, working, pushed events, a key rotation and the
 * scheduled jobs must not depend on which process answers, and killing
 * one (SIGKILL) mid-load must lose no acknowledged write and sign nobody
 * out.
 *
 * Runs in the CI's PostgreSQL pass (`DATABASE_URL=… npm run test:api`)
 * with Debian's nginx (.ci/run installs it when missing); without either
 * it is skipped, and its title says why. PGlite is one process.
 */
import { createServer as createHttpServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { decodeProtectedHeader } from 'jose';
import pg from 'pg';
import { registerZabbix } from '../../server/src/zabbix/index.ts';
import { apiClient, type ApiClient, type Rec } from './helpers/apiClient.ts';
import { createTestDatabase } from './helpers/database.ts';
import {
    authUrl,
    browse,
    CLIENT_ID,
    CookieJar,
    followUntil,
    loginFormAction,
    pkcePair,
    signIn,
    type SignedIn,
} from './helpers/login.ts';
import { nginxBinary, startNginx, type RunningNginx } from './helpers/nginx.ts';
import { openAlertOnNewSensor } from './helpers/criticalReading.ts';
import {
    freePort,
    killServer,
    startServer,
    stopServer,
    type StartedServer,
} from './helpers/server.ts';
import { sseReader } from './helpers/sse.ts';

const nginx = nginxBinary();
const skipReason = !process.env.DATABASE_URL
    ? 'needs DATABASE_URL (PostgreSQL): PGlite is one process'
    : !nginx
      ? 'needs nginx (apt-get install nginx, or NGINX_PATH)'
      : '';

// The default reporter does not print a skipped block's title: say it.
if (skipReason) console.info(`replicas.spec.ts skipped: ${skipReason}`);

const sleep = (ms: number) => new Promise(r => setTimeout(r, ms));

/** The scheduled jobs' period in this test (ZABBIX_POLL_SECONDS, ALERT_POLL_SECONDS, NOTIFY_POLL_SECONDS). */
const PERIOD_S = 1;

/** A Zabbix simulator on its own port that notes when each `item.get` came. */
async function countingZabbix() {
    const app: FastifyInstance = Fastify();
    const itemGets: number[] = [];
    app.addHook('preHandler', async req => {
        if (typeof req.body === 'string' && req.body.includes('"item.get"'))
            itemGets.push(Date.now());
    });
    await registerZabbix(app, { token: 'plants-demo-zabbix-token' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return {
        url: `http://127.0.0.1:${port}/zabbix/api_jsonrpc.php`,
        itemGets,
        close: () => app.close(),
    };
}

/** The notification webhook: which message ids arrived, how often. */
async function countingWebhook() {
    const ids: string[] = [];
    const server = createHttpServer((req, res) => {
        let body = '';
        req.on('data', d => (body += String(d)));
        req.on('end', () => {
            try {
                ids.push(String((JSON.parse(body) as Rec).id));
            } catch {
                // not a message
            }
            res.writeHead(204).end();
        });
    });
    await new Promise<void>(r => server.listen(0, '127.0.0.1', r));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return {
        url: `http://127.0.0.1:${port}/notify`,
        ids,
        close: () => new Promise<void>(r => server.close(() => r())),
    };
}

/** Passes of a job seen as `item.get` bursts: calls within 300 ms are one pass. */
const passesIn = (times: number[], from: number, to: number) => {
    let passes = 0;
    let last = -Infinity;
    for (const t of times) {
        if (t < from || t > to) continue;
        if (t - last > 300) passes++;
        last = t;
    }
    return passes;
};

const contactBody = (over: Rec = {}): Rec => ({
    name: `Contato ${Math.random().toString(36).slice(2, 7)}`,
    role: 'Coordenador de emergência',
    organization: 'civil-defense',
    phone: '(34) 99876-5432',
    email: 'defesa.civil@exemplo.gov.br',
    criticalityForContact: ['high', 'critical'],
    escalationOrder: 2,
    ...over,
});

describe.skipIf(skipReason)(
    `two server processes on one PostgreSQL behind nginx${skipReason ? ` (skipped: ${skipReason})` : ''}`,
    () => {
        const servers: Record<'a' | 'b', StartedServer | undefined> = {
            a: undefined,
            b: undefined,
        };
        const dirs: string[] = [];
        let proxy: RunningNginx;
        let drop: () => Promise<void> = async () => {};
        let sql: pg.Client;
        // Each process polls its own simulator, so that its polls are told apart.
        const zabbix: Record<
            'a' | 'b',
            Awaited<ReturnType<typeof countingZabbix>> | undefined
        > = { a: undefined, b: undefined };
        const polls = (from: number, to: number) =>
            passesIn(zabbix.a!.itemGets, from, to) +
            passesIn(zabbix.b!.itemGets, from, to);
        let webhook: Awaited<ReturnType<typeof countingWebhook>>;
        let operator: SignedIn;
        let op: ApiClient;
        let plantId: number;
        const direct = (name: 'a' | 'b', token: string, plant?: number) =>
            apiClient(servers[name]!.baseUrl, token, plant);
        const jobRuns = async () => {
            const { rows } = await sql.query<{ name: string; runs: string }>(
                'SELECT name, runs FROM scheduled_job'
            );
            return Object.fromEntries(rows.map(r => [r.name, Number(r.runs)]));
        };
        let jobsFrom: { at: number; runs: Record<string, number> };

        beforeAll(async () => {
            const database = await createTestDatabase();
            drop = database.drop;
            sql = new pg.Client({ connectionString: database.url });
            await sql.connect();
            zabbix.a = await countingZabbix();
            zabbix.b = await countingZabbix();
            webhook = await countingWebhook();
            const proxyPort = await freePort();
            const publicUrl = `http://localhost:${proxyPort}`;
            for (const name of ['a', 'b'] as const) {
                const dataDir = mkdtempSync(join(tmpdir(), `replica-${name}-`));
                dirs.push(dataDir);
                // One after the other: the second finds the schema and the demo.
                servers[name] = await startServer({
                    dataDir,
                    env: {
                        DATABASE_URL: database.url!,
                        // Every replica: the public origin (the issuer), the
                        // proxy to believe, the same secrets and settings.
                        PUBLIC_URL: publicUrl,
                        TRUST_PROXY: '127.0.0.1',
                        REPLICA_NAME: name,
                        OIDC_TEST_ENDPOINTS: 'true',
                        ZABBIX_URL: zabbix[name]!.url,
                        ZABBIX_POLL_SECONDS: String(PERIOD_S),
                        ALERT_POLL_SECONDS: String(PERIOD_S),
                        NOTIFY_POLL_SECONDS: String(PERIOD_S),
                        NOTIFY_WEBHOOK_URL: webhook.url,
                        // The test's Zabbix and webhook listen on this machine.
                        OUTBOUND_ALLOWED_HOSTS: 'localhost,127.0.0.1',
                    },
                });
            }
            proxy = await startNginx({
                binary: nginx!,
                port: proxyPort,
                upstreams: [servers.a!.port, servers.b!.port],
            });
            jobsFrom = { at: Date.now(), runs: await jobRuns() };
        }, 240_000);

        afterAll(async () => {
            await proxy?.stop();
            for (const s of Object.values(servers)) await stopServer(s?.child);
            await sql?.end();
            await zabbix.a?.close();
            await zabbix.b?.close();
            await webhook?.close();
            await drop();
            for (const d of dirs) rmSync(d, { recursive: true, force: true });
        });

        it('signs in through nginx, and both processes answer the same session', async () => {
            operator = await signIn(proxy.url, 'operator', 'Operator#2026');
            const served: string[] = [];
            let session: Rec | undefined;
            for (let i = 0; i < 6; i++) {
                const res = await apiClient(
                    proxy.url,
                    operator.accessToken
                ).get('/user/session');
                expect(res.status).toBe(200);
                served.push(res.headers.get('x-served-by') ?? '?');
                session ??= res.record;
                expect(res.record).toEqual(session);
            }
            // Round-robin: both processes answered.
            expect(new Set(served)).toEqual(new Set(['a', 'b']));
            const plants = session!.subsidiaries as { id: number }[];
            plantId = plants[0]!.id;
            op = apiClient(proxy.url, operator.accessToken, plantId);
        });

        it('a record created and edited through nginx is the same on both processes', async () => {
            const created = await op.post('/contact', contactBody());
            expect(created.status).toBe(201);
            const id = created.record.id;
            const edited = await op.patch(`/contact/${id}`, {
                role: 'Diretor de barragem',
            });
            expect(edited.status).toBe(200);
            for (const name of ['a', 'b'] as const) {
                const read = await direct(
                    name,
                    operator.accessToken,
                    plantId
                ).get(`/contact/${id}`);
                expect(read.status).toBe(200);
                expect(read.headers.get('x-served-by')).toBe(name);
                expect(read.record.role).toBe('Diretor de barragem');
            }
        });

        it('a change to a user made on one process applies at once on the other', async () => {
            const admin = await signIn(proxy.url, 'admin', 'Admin#2026');
            const viewer = await signIn(proxy.url, 'viewer', 'Viewer#2026');
            const onB = direct('b', viewer.accessToken);
            const session = await onB.get('/user/session');
            expect(session.status).toBe(200);
            const viewerId = (session.record.user as { id: number }).id;
            const onA = direct('a', admin.accessToken);
            try {
                // B holds the viewer's caller (auth.ts); A's write must drop it.
                expect(
                    (
                        await onA.patch(`/user/${viewerId}`, {
                            status: 'inactive',
                        })
                    ).status
                ).toBe(200);
                const refused = await onB.get('/user/session');
                expect(refused.status).toBe(403);
                expect(refused.body.message).toBe('User is not active');
            } finally {
                await onA.patch(`/user/${viewerId}`, { status: 'active' });
            }
            expect((await onB.get('/user/session')).status).toBe(200);
        });

        it('counts failed sign-ins together whichever process checks them', async () => {
            // One login form through nginx; its posts land on both processes.
            const jar = new CookieJar();
            const start = authUrl(proxy.url, {
                state: 's',
                nonce: 'n',
                code_challenge: pkcePair().challenge,
                code_challenge_method: 'S256',
            });
            const url = await followUntil(
                jar,
                await browse(jar, start),
                start,
                u => u.includes('/interaction/')
            );
            const action = loginFormAction(
                await (await browse(jar, url)).text(),
                url
            );
            const post = (password: string) =>
                browse(jar, action, {
                    method: 'POST',
                    headers: {
                        'content-type': 'application/x-www-form-urlencoded',
                    },
                    body: new URLSearchParams({ username: 'viewer', password }),
                });
            const served = new Set<string>();
            // Keycloak's 30 failures lock the account (docs/oidc.md): counted
            // in the database, not 15 in each process.
            // Five at a time: both processes check passwords at once.
            for (let batch = 0; batch < 6; batch++) {
                await Promise.all(
                    Array.from({ length: 5 }, async (_, i) => {
                        const res = await post(`wrong-${batch}-${i}`);
                        expect(res.status).toBe(200);
                        served.add(res.headers.get('x-served-by') ?? '?');
                        expect(await res.text()).toContain(
                            'Usuário ou senha inválidos.'
                        );
                    })
                );
            }
            expect(served).toEqual(new Set(['a', 'b']));
            for (let i = 0; i < 2; i++) {
                const res = await post('Viewer#2026');
                expect(res.status).toBe(200);
                expect(await res.text()).toContain(
                    'Conta temporariamente desativada'
                );
            }
        });

        it('pushes through nginx an alert a write on the other process opened', async () => {
            const controller = new AbortController();
            const res = await fetch(`${proxy.url}/api/events`, {
                headers: {
                    authorization: `Bearer ${operator.accessToken}`,
                    'subsidiary-id': String(plantId),
                },
                signal: controller.signal,
            });
            expect(res.status).toBe(200);
            const holder = res.headers.get('x-served-by') as 'a' | 'b';
            expect(['a', 'b']).toContain(holder);
            const other = holder === 'a' ? 'b' : 'a';
            const stream = sseReader(res);
            // Unbuffered: the first event arrives while the stream is open.
            await stream.until('event: ready', 5_000);
            const writer = direct(other, operator.accessToken, plantId);
            const { posted, alertId } = await openAlertOnNewSensor(writer);
            expect(posted.headers.get('x-served-by')).toBe(other);
            const pushed = await stream.untilEvent<Rec>(
                'alert',
                data => data.id === alertId,
                5_000
            );
            expect(pushed).toMatchObject({
                subsidiaryId: plantId,
                state: 'open',
            });
            controller.abort();
        });

        it('a key rotation on one process is taken up by the other without a restart', async () => {
            const oldKid = decodeProtectedHeader(operator.accessToken).kid;
            const rotated = await fetch(
                `${servers.a!.baseUrl}/realms/plants/test/rotate-keys`,
                { method: 'POST' }
            );
            expect(rotated.status).toBe(200);
            const { kid } = (await rotated.json()) as { kid: string };
            expect(kid).toBeTruthy();
            expect(kid).not.toBe(oldKid);
            // B hears of it (LISTEN) and signs with the new key.
            let bKid: string | undefined;
            let fresh = '';
            const deadline = Date.now() + 5_000;
            while (bKid !== kid && Date.now() < deadline) {
                const res = await fetch(
                    `${servers.b!.baseUrl}/realms/plants/protocol/openid-connect/token`,
                    {
                        method: 'POST',
                        body: new URLSearchParams({
                            grant_type: 'refresh_token',
                            client_id: CLIENT_ID,
                            refresh_token: operator.refreshToken,
                        }),
                    }
                );
                expect(res.status).toBe(200);
                fresh = String(((await res.json()) as Rec).access_token);
                bKid = decodeProtectedHeader(fresh).kid;
                if (bKid !== kid) await sleep(100);
            }
            expect(bKid).toBe(kid);
            const certs = (await (
                await fetch(
                    `${servers.b!.baseUrl}/realms/plants/protocol/openid-connect/certs`
                )
            ).json()) as { keys: { kid: string }[] };
            expect(certs.keys.map(k => k.kid)).toEqual([kid, oldKid]);
            // Both processes take the new token and still the old one.
            for (const name of ['a', 'b'] as const) {
                for (const token of [fresh, operator.accessToken]) {
                    expect(
                        (await direct(name, token).get('/user/session')).status
                    ).toBe(200);
                }
            }
        });

        it('runs each scheduled job once per period across the two processes', async () => {
            // Let the window be long enough to tell once from twice.
            const waited = Date.now() - jobsFrom.at;
            if (waited < 6_000) await sleep(6_000 - waited);
            const seconds = (Date.now() - jobsFrom.at) / 1000;
            const runs = await jobRuns();
            // At most one pass each 0.9 period (db/jobClaim.ts), and about
            // one a period; two processes each running them would be ~2×.
            const most = Math.ceil(seconds / (0.9 * PERIOD_S)) + 1;
            const least = Math.floor(seconds / PERIOD_S) - 2;
            // Seen from Zabbix: one burst of item.get a period from either
            // process, not one from each.
            const polled = polls(jobsFrom.at, Date.now());
            expect(polled).toBeLessThanOrEqual(most);
            expect(polled).toBeGreaterThanOrEqual(least);
            // As each job's claims count them (scheduled_job).
            for (const job of [
                'alerts',
                'zabbix-last-seen',
                'notification-delivery',
            ]) {
                const n = (runs[job] ?? 0) - (jobsFrom.runs[job] ?? 0);
                expect(n, `${job} in ${seconds} s`).toBeLessThanOrEqual(most);
                expect(n, `${job} in ${seconds} s`).toBeGreaterThanOrEqual(
                    least
                );
            }
            // Each notification left once.
            expect(new Set(webhook.ids).size).toBe(webhook.ids.length);
        });

        it('killing one process mid-load loses no acknowledged write and signs nobody out', async () => {
            const acknowledged: string[] = [];
            const failed: number[] = [];
            const servedBy = new Set<string>();
            let writing = true;
            const writer = async () => {
                while (writing) {
                    const res = await op
                        .post('/contact', contactBody())
                        .catch(() => null);
                    if (!res) continue;
                    if (res.status === 201) {
                        acknowledged.push(String(res.record.id));
                        servedBy.add(res.headers.get('x-served-by') ?? '?');
                    } else failed.push(res.status);
                }
            };
            const writers = Array.from({ length: 4 }, writer);
            await sleep(1_500);
            const beforeKill = acknowledged.length;
            const killing = killServer(servers.b!.child);
            const killedAt = Date.now();
            await sleep(2_000);
            writing = false;
            await Promise.all(writers);
            await killing;
            expect(beforeKill).toBeGreaterThan(0);
            expect(servedBy).toEqual(new Set(['a', 'b']));
            // Writes went on after the kill, through the survivor.
            expect(acknowledged.length).toBeGreaterThan(beforeKill);
            // A POST that B had received when it died gets 502; nothing else fails.
            expect(failed.every(s => s === 502)).toBe(true);
            expect(failed.length).toBeLessThanOrEqual(4);

            // Every acknowledged write is there: read back a few at a time
            // (hundreds at once would exceed the test nginx's 512
            // connections and be reset, which is not what is tested).
            const missing: string[] = [];
            for (let i = 0; i < acknowledged.length; i += 16) {
                const batch = acknowledged.slice(i, i + 16);
                const found = await Promise.all(
                    batch.map(id => op.get(`/contact/${id}`))
                );
                found.forEach((r, j) => {
                    if (r.status !== 200) missing.push(batch[j]!);
                });
            }
            expect(missing).toEqual([]);

            // Nobody signed out: the same access token, and its refresh, through nginx.
            for (let i = 0; i < 3; i++) {
                const res = await op.get('/user/session');
                expect(res.status).toBe(200);
                expect(res.headers.get('x-served-by')).toBe('a');
            }
            const refreshed = await fetch(
                `${proxy.url}/realms/plants/protocol/openid-connect/token`,
                {
                    method: 'POST',
                    body: new URLSearchParams({
                        grant_type: 'refresh_token',
                        client_id: CLIENT_ID,
                        refresh_token: operator.refreshToken,
                    }),
                }
            );
            expect(refreshed.status).toBe(200);
            const token = String(
                ((await refreshed.json()) as Rec).access_token
            );
            expect(
                (await apiClient(proxy.url, token).get('/user/session')).status
            ).toBe(200);

            // The jobs go on in the survivor.
            const after = await jobRuns();
            await sleep(2_500);
            const later = await jobRuns();
            expect(later.alerts! - after.alerts!).toBeGreaterThanOrEqual(1);
            expect(
                passesIn(zabbix.a!.itemGets, killedAt + 500, Date.now())
            ).toBeGreaterThanOrEqual(1);
        }, 30_000);
    }
);
