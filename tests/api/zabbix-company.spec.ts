/**
 * Each company's own Zabbix and one deadline per chart: a company's
 * `apiIntegration` decides which Zabbix reads its
 * sensors, with a token the server holds by reference, bound to the
 * company and to that Zabbix (tests/api/outbound.spec.ts tries the
 * bindings' refusals), and never returns;
 * an administrator can test it; the whole series request (version check,
 * item.get, history.get) fails within the deadline against a slow Zabbix,
 * and every failure is named as the chart says it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createZabbixClient } from '../../shared/zabbix/zabbixClient.ts';
import type { Database } from '../../server/src/db/index.ts';
import { pollLastSeen } from '../../server/src/monitoring/zabbixLastSeen.ts';
import { createZabbixDirectory } from '../../server/src/zabbix/companyZabbix.ts';
import { registerZabbix } from '../../server/src/zabbix/index.ts';
import { clientFor, type ApiClient, type Rec } from './helpers/apiClient.ts';
import {
    openSeededDatabase,
    startSeededServer,
    type SeededServer,
} from './helpers/seeded.ts';
import { ZABBIX_TOKEN } from './helpers/zabbix.ts';

const TIMEOUT_MS = 1500;
/** Port 9 (discard) on loopback: nothing listens, the connection is refused. */
const DOWN_URL = 'http://127.0.0.1:9/zabbix/api_jsonrpc.php';
const WRONG_TOKEN = 'a-token-zabbix-refuses';
/** Simulator users (ZABBIX_SIM_USERS): no host rights; a role denying the series' methods. */
const NO_HOSTS_TOKEN = 'a-token-of-a-user-without-host-rights';
const NO_SERIES_TOKEN = 'a-token-whose-role-denies-history-and-trends';
const NO_TRENDS_TOKEN = 'a-token-whose-role-denies-trends';
/** TEST-NET-1: not public, so the outbound guard refuses it before connecting. */
const PRIVATE_URL = 'http://192.0.2.10/zabbix/api_jsonrpc.php';

let server: SeededServer;
let secretsDir: string;
let slow: FastifyInstance;
let slowUrl: string;
/** Answers nothing useful; records every request that reaches it. */
let recorder: FastifyInstance;
let recorderUrl: string;
const recorded: string[] = [];
let admin: ApiClient;
let operator: ApiClient;
let vale: Rec;
/** A sensor with an item in one of the company's plants. */
let valeSensor: Rec;
let serraSensor: Rec;

beforeAll(async () => {
    // Its own database: the shared server's holds what other files
    // changed (companies, sensors).
    secretsDir = mkdtempSync(join(tmpdir(), 'plants-zabbix-company-'));
    const secretsFile = join(secretsDir, 'secrets.json');
    writeFileSync(secretsFile, '{}');
    server = await startSeededServer('plants-zabbix-company-', {
        OIDC_TEST_ENDPOINTS: 'true',
        ZABBIX_TIMEOUT_MS: String(TIMEOUT_MS),
        ZABBIX_SECRETS_FILE: secretsFile,
        // This file's Zabbix servers all listen on this machine.
        OUTBOUND_ALLOWED_HOSTS: 'localhost,127.0.0.1',
        ZABBIX_SIM_USERS: JSON.stringify({
            [NO_HOSTS_TOKEN]: { hostids: [] },
            [NO_SERIES_TOKEN]: { deny: ['history.get', 'trend.get'] },
            [NO_TRENDS_TOKEN]: { deny: ['trend.get'] },
        }),
    });
    recorder = Fastify();
    recorder.all('/*', async req => {
        recorded.push(
            `${req.method} ${req.url} ${JSON.stringify(req.headers)}`
        );
        return { jsonrpc: '2.0', result: '7.0.0', id: 1 };
    });
    await recorder.listen({ host: '127.0.0.1', port: 0 });
    const recorderAddress = recorder.server.address();
    recorderUrl = `http://127.0.0.1:${typeof recorderAddress === 'object' && recorderAddress ? recorderAddress.port : 0}/zabbix/api_jsonrpc.php`;
    // A Zabbix that takes a second per item.get and per history.get: each
    // call within any per-call limit, the two together past the deadline.
    slow = Fastify();
    await registerZabbix(slow, {
        token: ZABBIX_TOKEN,
        delays: 'item.get=1000,history.get=1000',
    });
    await slow.listen({ host: '127.0.0.1', port: 0 });
    const address = slow.server.address();
    slowUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/zabbix/api_jsonrpc.php`;

    admin = (await clientFor(server.baseUrl, 'admin')).api;
    operator = (await clientFor(server.baseUrl, 'operator')).api;
    const companies = (await admin.get('/company/search?limit=10')).rows;
    vale = companies.find(c =>
        String(c.name).startsWith('Energia Vale')
    ) as Rec;
    const serra = companies.find(c => c.id !== vale.id) as Rec;
    const plants = (await admin.get('/subsidiary/search?limit=100')).rows;
    const sensorOf = async (company: Rec) => {
        for (const plant of plants.filter(p => p.companyId === company.id)) {
            const found = (
                await admin.get(
                    `/sensor/search?limit=100&subsidiaryId=${String(plant.id)}`
                )
            ).rows.find(s => s.zabbixItemId);
            if (found) return found;
        }
        return undefined as unknown as Rec;
    };
    valeSensor = await sensorOf(vale);
    serraSensor = await sensorOf(serra);
    expect(valeSensor).toBeDefined();
    expect(serraSensor).toBeDefined();
    // Each reference bound to the company and to the one Zabbix it is
    // tried against (docs/zabbix.md): read at each use, so written now
    // that the company and the server's port are known.
    const forVale = (token: string, url: string) => ({
        token,
        url,
        companies: [vale.id],
    });
    writeFileSync(
        secretsFile,
        JSON.stringify({
            acme: forVale(ZABBIX_TOKEN, ownZabbix()),
            'acme-slow': forVale(ZABBIX_TOKEN, slowUrl),
            'acme-down': forVale(ZABBIX_TOKEN, DOWN_URL),
            wrong: forVale(WRONG_TOKEN, ownZabbix()),
            'no-hosts': forVale(NO_HOSTS_TOKEN, ownZabbix()),
            'no-series': forVale(NO_SERIES_TOKEN, ownZabbix()),
            'no-trends': forVale(NO_TRENDS_TOKEN, ownZabbix()),
            private: forVale(ZABBIX_TOKEN, PRIVATE_URL),
        })
    );
}, 180_000);

afterAll(async () => {
    await server?.stop();
    await slow?.close();
    await recorder?.close();
    if (secretsDir) rmSync(secretsDir, { recursive: true, force: true });
});

const integrate = async (apiIntegration: Rec) => {
    const res = await admin.patch(`/company/${String(vale.id)}`, {
        apiIntegration,
    });
    expect(res.status).toBe(200);
};
const series = (sensor: Rec) =>
    admin.get(`/sensor/${String(sensor.id)}/series`);
const test = (client: ApiClient = admin, body?: Rec) =>
    client.post(`/company/${String(vale.id)}/zabbix-test`, body);
/** The test of the integration as the form holds it, saved or not. */
const testSent = (apiIntegration: Rec | null) =>
    test(admin, { apiIntegration });
/** What every check answers when the token may do all the product needs. */
const ALL_GOOD = { history: 'allowed', trends: 'allowed' } as const;
const ownZabbix = () => `${server.baseUrl}/zabbix/api_jsonrpc.php`;

describe("a company's own Zabbix", () => {
    it('reads the sensors of a company without one from the server Zabbix', async () => {
        await integrate({});
        const res = await series(valeSensor);
        expect(res.status).toBe(200);
        expect((res.record.points as unknown[]).length).toBeGreaterThan(0);
        const tested = await test();
        expect(tested.status).toBe(200);
        expect(tested.record).toEqual({
            url: null,
            version: '7.0.0',
            tokenAccepted: true,
            tested: 'saved',
            items: { mapped: expect.any(Number), readable: expect.any(Number) },
            ...ALL_GOOD,
        });
        const items = tested.record.items as Rec;
        expect(items.mapped).toBeGreaterThan(0);
        expect(items.readable).toBe(items.mapped);
    });

    it('reads them from its URL with the token its reference names, never echoing the token', async () => {
        await integrate({ zabbixUrl: ownZabbix(), zabbixTokenRef: 'acme' });
        const res = await series(valeSensor);
        expect(res.status).toBe(200);
        expect((res.record.points as unknown[]).length).toBeGreaterThan(0);
        const tested = await test();
        expect(tested.status).toBe(200);
        expect(tested.record).toMatchObject({
            url: ownZabbix(),
            version: '7.0.0',
            tokenAccepted: true,
            tested: 'saved',
            ...ALL_GOOD,
        });
        const record = await admin.get(`/company/${String(vale.id)}`);
        expect(record.record.apiIntegration).toEqual({
            zabbixUrl: ownZabbix(),
            zabbixTokenRef: 'acme',
        });
        for (const text of [
            JSON.stringify(record.body),
            JSON.stringify(tested.body),
            JSON.stringify(res.body),
        ])
            expect(text).not.toContain(ZABBIX_TOKEN);
        // The other company still reads the server's Zabbix.
        expect((await series(serraSensor)).status).toBe(200);
    });

    it('says the token was refused, naming no token', async () => {
        await integrate({ zabbixUrl: ownZabbix(), zabbixTokenRef: 'wrong' });
        for (const res of [await series(valeSensor), await test()]) {
            expect(res.status).toBe(502);
            expect(res.body).toMatchObject({
                zabbix: { kind: 'rpc', code: -32602 },
            });
            expect(JSON.stringify(res.body)).not.toContain(WRONG_TOKEN);
        }
        expect((await series(serraSensor)).status).toBe(200);
    });

    it('says the server holds no token for the reference', async () => {
        await integrate({ zabbixUrl: ownZabbix(), zabbixTokenRef: 'nobody' });
        for (const res of [await series(valeSensor), await test()]) {
            expect(res.status).toBe(502);
            expect(res.body).toMatchObject({
                zabbix: { kind: 'config', data: 'nobody' },
            });
        }
    });

    it('says its Zabbix could not be reached', async () => {
        await integrate({ zabbixUrl: DOWN_URL, zabbixTokenRef: 'acme-down' });
        const tested = await test();
        expect(tested.status).toBe(502);
        expect(tested.body).toMatchObject({ zabbix: { kind: 'network' } });
    });

    it('lets only administrators test it', async () => {
        expect((await test(operator)).status).toBe(403);
        const anonymous = await fetch(
            `${server.baseUrl}/api/company/${String(vale.id)}/zabbix-test`,
            { method: 'POST' }
        );
        expect(anonymous.status).toBe(401);
        expect((await admin.post('/company/999999/zabbix-test')).status).toBe(
            404
        );
    });
});

describe('"Test connection" tests the form\'s values and what the product needs', () => {
    it('tests the URL and reference sent, not the saved ones, and saves nothing', async () => {
        await integrate({});
        const tested = await testSent({
            zabbixUrl: ownZabbix(),
            zabbixTokenRef: 'acme',
        });
        expect(tested.status).toBe(200);
        expect(tested.record).toMatchObject({
            url: ownZabbix(),
            tested: 'sent',
            tokenAccepted: true,
            ...ALL_GOOD,
        });
        // Sent empty: the server's Zabbix, although one is saved.
        await integrate({ zabbixUrl: DOWN_URL, zabbixTokenRef: 'acme-down' });
        const empty = await testSent({ zabbixUrl: '', zabbixTokenRef: '' });
        expect(empty.status).toBe(200);
        expect(empty.record).toMatchObject({ url: null, tested: 'sent' });
        // The saved one is still the unreachable one.
        expect((await test()).body).toMatchObject({
            zabbix: { kind: 'network' },
        });
        const record = await admin.get(`/company/${String(vale.id)}`);
        expect(record.record.apiIntegration).toEqual({
            zabbixUrl: DOWN_URL,
            zabbixTokenRef: 'acme-down',
        });
        await integrate({});
    });

    it('refuses an edited URL the reference is not bound to, and sends its token nowhere', async () => {
        recorded.length = 0;
        const tested = await testSent({
            zabbixUrl: recorderUrl,
            zabbixTokenRef: 'acme',
        });
        expect(tested.status).toBe(502);
        expect(tested.body).toMatchObject({
            zabbix: { kind: 'binding', data: 'acme' },
        });
        expect(tested.body.message).toMatch(/bound to another Zabbix URL/);
        expect(recorded).toEqual([]);
        expect(JSON.stringify(tested.body)).not.toContain(ZABBIX_TOKEN);
        // A URL without a reference: never the server's token.
        const bare = await testSent({ zabbixUrl: recorderUrl });
        expect(bare.body).toMatchObject({ zabbix: { kind: 'config' } });
        expect(recorded).toEqual([]);
    });

    it('still goes through the outbound guard', async () => {
        const tested = await testSent({
            zabbixUrl: PRIVATE_URL,
            zabbixTokenRef: 'private',
        });
        expect(tested.status).toBe(502);
        expect(tested.body).toMatchObject({ zabbix: { kind: 'address' } });
    });

    it("says when the token reads none of the company's items (no host rights)", async () => {
        const tested = await testSent({
            zabbixUrl: ownZabbix(),
            zabbixTokenRef: 'no-hosts',
        });
        expect(tested.status).toBe(200);
        expect(tested.record).toMatchObject({
            tokenAccepted: true,
            ...ALL_GOOD,
        });
        const items = tested.record.items as Rec;
        expect(items.mapped).toBeGreaterThan(0);
        expect(items.readable).toBe(0);
    });

    it('says which of history.get and trend.get the role denies', async () => {
        const both = await testSent({
            zabbixUrl: ownZabbix(),
            zabbixTokenRef: 'no-series',
        });
        expect(both.status).toBe(200);
        expect(both.record).toMatchObject({
            history: 'denied',
            trends: 'denied',
        });
        const items = both.record.items as Rec;
        expect(items.readable).toBe(items.mapped);
        const trends = await testSent({
            zabbixUrl: ownZabbix(),
            zabbixTokenRef: 'no-trends',
        });
        expect(trends.record).toMatchObject({
            history: 'allowed',
            trends: 'denied',
        });
    });

    it('refuses a body that is not an integration', async () => {
        const res = await testSent({ zabbixUrl: 42 } as unknown as Rec);
        expect(res.status).toBe(400);
    });
});

describe('one deadline per chart', () => {
    it('fails the whole series request within the deadline, as a timeout', async () => {
        await integrate({ zabbixUrl: slowUrl, zabbixTokenRef: 'acme-slow' });
        const started = Date.now();
        const res = await series(valeSensor);
        const took = Date.now() - started;
        // item.get (1 s) and history.get (1 s) each answer within any
        // per-call limit; together they pass the request's 1.5 s.
        expect(res.status).toBe(504);
        expect(res.body).toMatchObject({
            zabbix: { kind: 'timeout', timeoutMs: TIMEOUT_MS },
        });
        expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
        expect(took).toBeLessThan(TIMEOUT_MS + 900);
        // The test connection makes the chart's calls: it fails as the
        // chart would, within the deadline.
        const tested = await test();
        expect(tested.status).toBe(504);
        expect(tested.body).toMatchObject({ zabbix: { kind: 'timeout' } });
        await integrate({});
    });
});

describe('the last-seen poll, per company', () => {
    let db: Database;
    let drop: () => Promise<void> = async () => {};

    beforeAll(async () => {
        ({ db, drop } = await openSeededDatabase('plants-last-seen-company-'));
    }, 120_000);

    afterAll(() => drop());

    it("asks each company's Zabbix for its own sensors only", async () => {
        await db.query('UPDATE sensor SET last_seen_at = NULL');
        // The server's Zabbix is down; the first company has its own.
        const { rows: companies } = await db.query<{
            id: number;
            cnpj: string;
        }>('SELECT id, cnpj FROM company ORDER BY id');
        const own = Number(companies[0]!.id);
        const cnpj = companies[0]!.cnpj;
        await db.query(
            'UPDATE company SET api_integration = $2 WHERE id = $1',
            [own, { zabbixUrl: ownZabbix(), zabbixTokenRef: 'acme' }]
        );
        const directory = createZabbixDirectory({
            defaultClient: () =>
                createZabbixClient({
                    url: 'http://127.0.0.1:9/zabbix/api_jsonrpc.php',
                    token: ZABBIX_TOKEN,
                }),
            defaultToken: ZABBIX_TOKEN,
            // A binding in the environment: the reference's URL, and its
            // company by CNPJ.
            env: {
                ZABBIX_TOKEN_ACME: ZABBIX_TOKEN,
                ZABBIX_URL_ACME: ownZabbix(),
                ZABBIX_COMPANIES_ACME: String(cnpj),
                OUTBOUND_ALLOWED_HOSTS: 'localhost,127.0.0.1',
            },
        });
        await expect(pollLastSeen(db, directory)).rejects.toThrow(
            /could not be reached/
        );
        const { rows } = await db.query<{ company: number; seen: number }>(
            `SELECT p.company_id AS company, count(s.last_seen_at)::int AS seen
             FROM sensor s JOIN subsidiary p ON p.id = s.subsidiary_id
             WHERE s.zabbix_item_id IS NOT NULL GROUP BY 1`
        );
        const seen = new Map(rows.map(r => [Number(r.company), r.seen]));
        expect(seen.get(own)).toBeGreaterThan(0);
        for (const [company, count] of seen)
            if (company !== own) expect(count).toBe(0);
    });
});
