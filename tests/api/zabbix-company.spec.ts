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

let server: SeededServer;
let secretsDir: string;
let slow: FastifyInstance;
let slowUrl: string;
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
    });
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
        })
    );
}, 180_000);

afterAll(async () => {
    await server?.stop();
    await slow?.close();
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
const test = (client: ApiClient = admin) =>
    client.post(`/company/${String(vale.id)}/zabbix-test`);
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
        });
    });

    it('reads them from its URL with the token its reference names, never echoing the token', async () => {
        await integrate({ zabbixUrl: ownZabbix(), zabbixTokenRef: 'acme' });
        const res = await series(valeSensor);
        expect(res.status).toBe(200);
        expect((res.record.points as unknown[]).length).toBeGreaterThan(0);
        const tested = await test();
        expect(tested.status).toBe(200);
        expect(tested.record).toEqual({
            url: ownZabbix(),
            version: '7.0.0',
            tokenAccepted: true,
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
        // The test connection's version and item.get fit in the deadline.
        const tested = await test();
        expect(tested.status).toBe(200);
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
