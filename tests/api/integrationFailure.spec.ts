/**
 * An integration failure is not a silence (docs/monitoring.md, "When the
 * integration fails"), with real servers: a server of its own polling the
 * embedded Zabbix simulator every second, and a real SMTP server. When
 * the company's Zabbix refuses its token:
 *
 * - its sensors read through Zabbix are `unknown`, not offline, on the
 *   sensor's record, the dashboard and the company's health;
 * - a sensor of it past its no-data timeout opens no silence alert, so no
 *   message goes to the plant's contacts (while a sensor without a Zabbix
 *   item, as silent, does open one: the alert job is running);
 * - ONE e-mail goes to the company's administrators, however many passes
 *   fail, and the plant's screens are pushed the change;
 * - when the token is accepted again, the sensors follow Zabbix again and
 *   the administrators are told once.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientFor, type ApiClient, type Rec } from './helpers/apiClient.ts';
import { sensorLike } from './helpers/records.ts';
import { seededDatabase } from './helpers/seeded.ts';
import { testSmtp, type TestSmtp } from './helpers/smtp.ts';
import { sseReader } from './helpers/sse.ts';
import {
    startServer,
    stopServer,
    type StartedServer,
} from './helpers/server.ts';

/** A token the simulator does not know: "Not authorized.", as Zabbix 6.0.14 says. */
const REFUSED_TOKEN = 'a-token-zabbix-refuses-for-integration';
const ADMIN_EMAIL = 'admin@valeparanaiba.com.br';
const HOUR = 3_600_000;

let smtp: TestSmtp;
let server: StartedServer;
let drop: () => Promise<void> = async () => {};
let secretsDir: string;
let admin: ApiClient;
let operator: ApiClient;
let plantId: number;
let companyId: number;
let template: Rec;

const sleep = (ms: number) => new Promise(r => setTimeout(r, ms));

async function until<T>(
    what: string,
    probe: () => Promise<T | undefined | null | false>,
    ms = 30_000
): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
        const v = await probe();
        if (v) return v;
        if (Date.now() > deadline)
            throw new Error(`timed out waiting for ${what}`);
        await sleep(250);
    }
}

const adminMails = () => smtp.mails.filter(m => m.to === ADMIN_EMAIL);
const health = async () =>
    (await admin.get(`/company/${companyId}/zabbix-health`)).record;

beforeAll(async () => {
    smtp = await testSmtp();
    secretsDir = mkdtempSync(join(tmpdir(), 'plants-integration-'));
    const secretsFile = join(secretsDir, 'secrets.json');
    writeFileSync(secretsFile, '{}');
    const database = await seededDatabase('integration-failure-');
    drop = database.drop;
    server = await startServer({
        dataDir: database.dataDir,
        env: {
            ...(database.url ? { DATABASE_URL: database.url } : {}),
            OIDC_TEST_ENDPOINTS: 'true',
            SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
            SMTP_FROM: 'Alerts <alerts@plants.test>',
            OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
            ZABBIX_SECRETS_FILE: secretsFile,
            ZABBIX_POLL_SECONDS: '1',
            ALERT_POLL_SECONDS: '0.5',
            NOTIFY_POLL_SECONDS: '0.5',
        },
    });
    admin = (await clientFor(server.baseUrl, 'admin')).api;
    const op = await clientFor(server.baseUrl, 'operator');
    operator = op.api;
    plantId = op.plants[0]!;
    companyId = Number(
        (await admin.get(`/subsidiary/${plantId}`)).record.companyId
    );
    // The reference names the server's own Zabbix (the simulator) and this
    // company only: read at each use, so written now the id is known.
    writeFileSync(
        secretsFile,
        JSON.stringify({
            refused: { token: REFUSED_TOKEN, companies: [companyId] },
        })
    );
    template = (
        await operator.get('/sensor/search?limit=1&status=active')
    ).rows.find(s => s.zabbixItemId) as Rec;
    expect(template).toBeDefined();
    // The integration answers before the test breaks it.
    await until('a first pass that reads the company', async () => {
        const h = await health();
        return h.okAt && !h.failing;
    });
}, 180_000);

afterAll(async () => {
    await stopServer(server?.child);
    await drop();
    await smtp?.close();
    rmSync(secretsDir, { recursive: true, force: true });
});

/** A sensor of the test's own, its last reading two hours old: past its 60-minute timeout. */
async function silentSensor(over: Rec): Promise<Rec> {
    const created = await operator.post('/sensor', sensorLike(template, over));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const read = await operator.post('/measure', {
        sensorId: created.record.id,
        // Normal for every demo type's thresholds: only the silence matters.
        value: 0,
        date: new Date(Date.now() - 2 * HOUR).toISOString(),
    });
    expect(read.status, JSON.stringify(read.body)).toBe(201);
    return created.record;
}

const silenceAlerts = async (sensor: Rec) =>
    (
        await operator.get(`/alert/search?sensorId=${sensor.id}&state=open`)
    ).rows.filter(a => a.cause === 'silence');

describe('a company whose Zabbix refuses its token', () => {
    it('reads unknown, opens no silence alert for the contacts, and tells its administrators once', async () => {
        const listening = new AbortController();
        const stream = await fetch(`${server.baseUrl}/api/events`, {
            signal: listening.signal,
            headers: {
                authorization: `Bearer ${await operator.validToken()}`,
                'subsidiary-id': String(plantId),
            },
        });
        const events = sseReader(stream);
        const before = adminMails().length;

        const broken = await admin.patch(`/company/${companyId}`, {
            apiIntegration: { zabbixTokenRef: 'refused' },
        });
        expect(broken.status, JSON.stringify(broken.body)).toBe(200);
        const failing = await until('the failure recorded', async () => {
            const h = await health();
            return h.failing ? h : undefined;
        });
        expect(failing.failure).toBe('token');
        // The plant's screens hear of it at once.
        await events.untilEvent<{ change: string }>(
            'devices',
            d => d.change === 'integration',
            10_000
        );

        // Silent past its timeout, read through the failing Zabbix: unknown.
        const throughZabbix = await silentSensor({
            zabbixItemId: String(template.zabbixItemId),
        });
        // The same silence, with no Zabbix item: offline, and alerted.
        const manual = await silentSensor({});
        await until(
            'the silence alert of the manual sensor',
            async () => (await silenceAlerts(manual)).length
        );
        // Several alert passes (every 0.5 s) and Zabbix passes (every 1 s).
        await sleep(3_000);
        expect(await silenceAlerts(throughZabbix)).toEqual([]);
        expect(
            (await operator.get(`/sensor/${throughZabbix.id}`)).record.state
        ).toBe('unknown');
        expect((await operator.get(`/sensor/${manual.id}`)).record.state).toBe(
            'offline'
        );
        const summary = (await operator.get('/dashboard/summary')).record;
        expect(summary.integration).toMatchObject({
            failing: true,
            failure: 'token',
        });
        const mine = (summary.sensors as Rec[]).find(
            s => s.id === throughZabbix.id
        );
        expect(mine).toMatchObject({ state: 'unknown', silent: false });

        // One e-mail to the administrators, whatever the passes since.
        const mail = await until('the administrators told', async () =>
            adminMails().length > before ? adminMails() : undefined
        );
        expect(mail).toHaveLength(before + 1);
        expect(mail.at(-1)!.raw).toMatch(/Integra/);
        await sleep(2_500);
        expect(adminMails()).toHaveLength(before + 1);
        // And no plant contact heard of the sensor read through Zabbix.
        const outbox = (
            await operator.get('/alert-outbox/search?limit=100')
        ).rows.filter(m =>
            String(m.body ?? '').includes(String(throughZabbix.name))
        );
        expect(outbox).toEqual([]);

        // The token is accepted again: Zabbix's values move the sensor.
        const fixed = await admin.patch(`/company/${companyId}`, {
            apiIntegration: { zabbixTokenRef: null },
        });
        expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
        await until('the integration answering', async () => {
            const h = await health();
            return !h.failing;
        });
        await until('the sensor online', async () => {
            const state = (await operator.get(`/sensor/${throughZabbix.id}`))
                .record.state;
            return state === 'online';
        });
        expect(await silenceAlerts(throughZabbix)).toEqual([]);
        await until(
            'the administrators told it works again',
            async () => adminMails().length === before + 2
        );
        listening.abort();
    }, 120_000);
});
