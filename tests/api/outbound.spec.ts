/**
 * Outbound calls that cannot be turned against the server
 * (docs/deployment.md, "Outbound calls"; docs/zabbix.md, "Each company's
 * Zabbix"): a token reference resolves only through its binding to its
 * company and its one URL; no redirect is followed; answers are read up
 * to a size limit and within a deadline; local and private addresses are
 * called only when OUTBOUND_ALLOWED_HOSTS allows them, and a non-admin is
 * never told which; a malformed answer is a 502 with a sentence. The
 * destinations are servers of this file on 127.0.0.1: `fake` (allowed by
 * its port) answers as Zabbix or misbehaves by path, `recorder` (not
 * allowed) only records what reaches it.
 */
import { once } from 'node:events';
import { writeFileSync, mkdtempSync, rmSync, readFileSync } from 'node:fs';
import {
    createServer,
    type IncomingMessage,
    type Server,
    type ServerResponse,
} from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { createChannels } from '../../server/src/alerts/delivery.ts';
import type { OutboxMessage } from '../../server/src/alerts/outbox.ts';
import { deliverySettingsFrom } from '../../server/src/settings/alerts.ts';
import { COMPANIES } from '../../server/src/seed/resources/company.ts';
import { clientFor, type ApiClient, type Rec } from './helpers/apiClient.ts';
import { startSeededServer, type SeededServer } from './helpers/seeded.ts';

const TIMEOUT_MS = 2000;
const OURS_TOKEN = 'token-of-our-company';
const THEIRS_TOKEN = 'token-of-the-other-company';
const LOOSE_TOKEN = 'token-declared-without-binding';
/** What the huge answer would send: far past the 20 MB the server reads. */
const HUGE_BYTES = 200 * 1024 * 1024;

interface Seen {
    path: string;
    authorization?: string;
    body: string;
}

/** A server on 127.0.0.1 that records every request and answers with `handle`. */
async function listening(
    handle: (req: IncomingMessage, body: string, res: ServerResponse) => void
): Promise<{ server: Server; port: number; seen: Seen[] }> {
    const seen: Seen[] = [];
    const server = createServer((req, res) => {
        let body = '';
        req.on('data', (c: Buffer) => (body += c.toString()));
        req.on('end', () => {
            seen.push({
                path: req.url ?? '',
                authorization: req.headers.authorization,
                body,
            });
            handle(req, body, res);
        });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return { server, port: (server.address() as AddressInfo).port, seen };
}

const rpcOf = (
    body: string
): { method?: string; params?: Rec; id?: unknown } => {
    try {
        return JSON.parse(body) as { method?: string; params?: Rec };
    } catch {
        return {};
    }
};

/** Just enough of Zabbix for a chart: a version, items, a day of history. */
function zabbixAnswer(body: string): unknown {
    const { method, params, id } = rpcOf(body);
    const now = Math.floor(Date.now() / 1000);
    const ids = ([] as unknown[]).concat(params?.itemids ?? []).map(String);
    const result =
        method === 'apiinfo.version'
            ? '7.0.0'
            : method === 'item.get'
              ? ids.map(itemid => ({
                    itemid,
                    hostid: '10501',
                    name: 'Level',
                    key_: 'level',
                    value_type: '0',
                    units: '',
                    lastvalue: '1.5',
                    lastclock: String(now - 60),
                    history: '7d',
                    trends: '365d',
                    delay: '0',
                }))
              : method === 'history.get'
                ? [0, 1, 2].map(i => ({
                      itemid: ids[0] ?? '10001',
                      clock: String(now - 600 * (i + 1)),
                      value: String(1 + i / 10),
                      ns: '0',
                  }))
                : [];
    return { jsonrpc: '2.0', result, id };
}

const json = (res: ServerResponse, value: unknown) =>
    res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(value));

let fake: Awaited<ReturnType<typeof listening>>;
let recorder: Awaited<ReturnType<typeof listening>>;
/** Bytes the huge answer had written when the server hung up. */
let hugeSent = 0;
let server: SeededServer;
let secretsDir: string;
let admin: ApiClient;
let operator: ApiClient;
let plant: number;
let ours: Rec;
let theirs: Rec;
/** The environment's references bound to our company and to the other. */
let oursRef: string;
let theirsRef: string;
let sensor: Rec;

const fakeUrl = (path: string) => `http://127.0.0.1:${fake.port}${path}`;
const recorderUrl = () =>
    `http://127.0.0.1:${recorder.port}/zabbix/api_jsonrpc.php`;

const ZABBIX_PATH = '/zabbix/api_jsonrpc.php';
const tokenOf = (ref: string) => `token-of-${ref}`;

/**
 * References declared in the environment, each with its URL and
 * companies (both demo companies unless said): `[ref, url, companies]`.
 */
const environmentRefs = (): [string, string, string][] => {
    const both = COMPANIES.map(c => c.cnpj).join(',');
    const onRecorder = (host: string) =>
        `http://${host}:${recorder.port}${ZABBIX_PATH}`;
    return [
        ...COMPANIES.map(
            c =>
                [`company-${c.key}`, fakeUrl(ZABBIX_PATH), c.cnpj] as [
                    string,
                    string,
                    string,
                ]
        ),
        ...[
            'redirect',
            'huge',
            'trickle',
            'object-result',
            'null-row',
            'string-history',
            'bad-error',
            'number-version',
        ].map(
            ref => [ref, fakeUrl(`/${ref}`), both] as [string, string, string]
        ),
        ['loopback', onRecorder('127.0.0.1'), both],
        ['loopback-name', onRecorder('localhost'), both],
        ['loopback-v6', onRecorder('[::1]'), both],
        ['loopback-mapped', onRecorder('[::ffff:127.0.0.1]'), both],
        ['unspecified', onRecorder('0.0.0.0'), both],
        ['metadata', 'http://169.254.169.254/latest/meta-data/', both],
        ['private', `http://10.0.0.1${ZABBIX_PATH}`, both],
        ['private-v6', `http://[fd00::1]${ZABBIX_PATH}`, both],
    ];
};
const urlOf = (ref: string) =>
    environmentRefs().find(([r]) => r === ref)?.[1] as string;

/** ZABBIX_TOKEN_<REF>, ZABBIX_URL_<REF>, ZABBIX_COMPANIES_<REF> of every one. */
function environmentBindings(): Record<string, string> {
    const env: Record<string, string> = {};
    for (const [ref, url, companies] of environmentRefs()) {
        const name = ref.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
        env[`ZABBIX_TOKEN_${name}`] = tokenOf(ref);
        env[`ZABBIX_URL_${name}`] = url;
        env[`ZABBIX_COMPANIES_${name}`] = companies;
    }
    return env;
}

beforeAll(async () => {
    fake = await listening((req, body, res) => {
        const { method, id } = rpcOf(body);
        const path = req.url ?? '';
        if (path === '/redirect') {
            res.writeHead(307, { location: fakeUrl('/elsewhere') }).end();
            return;
        }
        if (path === '/huge') {
            // Streams until the client hangs up: what it sent is counted.
            res.writeHead(200, { 'content-type': 'application/json' });
            const chunk = Buffer.alloc(1024 * 1024, 0x20);
            let sent = 0;
            const pump = () => {
                while (sent < HUGE_BYTES && !res.destroyed) {
                    sent += chunk.length;
                    hugeSent = sent;
                    if (!res.write(chunk)) {
                        res.once('drain', pump);
                        return;
                    }
                }
                res.end();
            };
            res.on('close', () => (hugeSent = sent));
            pump();
            return;
        }
        if (path === '/trickle') {
            // Headers at once, then a byte now and then, never the end.
            res.writeHead(200, { 'content-type': 'application/json' });
            res.write('{"jsonrpc":"2.0","result":"');
            const timer = setInterval(() => res.write('7'), 100);
            res.on('close', () => clearInterval(timer));
            return;
        }
        const malformed: Record<string, Record<string, unknown>> = {
            '/object-result': { 'item.get': { result: { 10001: {} } } },
            '/null-row': { 'item.get': { result: [null] } },
            '/string-history': {
                'history.get': { result: 'none' },
                'trend.get': { result: 'none' },
            },
            '/bad-error': { 'item.get': { error: 'boom' } },
            '/number-version': { 'apiinfo.version': { result: 7 } },
        };
        const odd = malformed[path]?.[method ?? ''];
        if (odd) {
            json(res, { jsonrpc: '2.0', ...odd, id });
            return;
        }
        json(res, zabbixAnswer(body));
    });
    recorder = await listening((_req, body, res) =>
        json(res, zabbixAnswer(body))
    );
    secretsDir = mkdtempSync(join(tmpdir(), 'plants-outbound-'));
    writeFileSync(join(secretsDir, 'secrets.json'), '{}');
    server = await startSeededServer('plants-outbound-', {
        OIDC_TEST_ENDPOINTS: 'true',
        ZABBIX_TIMEOUT_MS: String(TIMEOUT_MS),
        ZABBIX_POLL_SECONDS: '2',
        ZABBIX_SECRETS_FILE: join(secretsDir, 'secrets.json'),
        ...environmentBindings(),
        // Declared in the environment without any binding.
        ZABBIX_TOKEN_LOOSE: LOOSE_TOKEN,
        // The fake only, by its port: the recorder's port stays refused.
        OUTBOUND_ALLOWED_HOSTS: `127.0.0.1:${fake.port}`,
    });
    admin = (await clientFor(server.baseUrl, 'admin')).api;
    const op = await clientFor(server.baseUrl, 'operator');
    plant = op.plants[0] as number;
    operator = op.api.inPlant(plant);
    const plantRecord = (await admin.get(`/subsidiary/${plant}`)).record;
    const companies = (await admin.get('/company/search?limit=10')).rows;
    ours = companies.find(c => c.id === plantRecord.companyId) as Rec;
    theirs = companies.find(c => c.id !== ours.id) as Rec;
    sensor = (await operator.get('/sensor/search?limit=100')).rows.find(
        s => s.zabbixItemId
    ) as Rec;
    expect(ours && theirs && sensor).toBeTruthy();
    const keyOf = (company: Rec) =>
        COMPANIES.find(c => c.cnpj === company.cnpj)?.key;
    oursRef = `company-${keyOf(ours)}`;
    theirsRef = `company-${keyOf(theirs)}`;
    // Read at each use: written once the companies' ids are known.
    const bound = (
        token: string,
        url: string,
        companies: unknown[] = [ours.id]
    ) => ({ token, url, companies });
    const secrets = {
        ours: bound(OURS_TOKEN, fakeUrl(ZABBIX_PATH)),
        'ours-by-cnpj': bound(OURS_TOKEN, fakeUrl(ZABBIX_PATH), [ours.cnpj]),
        // The other company's, on the same Zabbix.
        theirs: bound(THEIRS_TOKEN, fakeUrl(ZABBIX_PATH), [theirs.cnpj]),
        // Only a URL: any company pointing there may use it.
        'url-only': { token: OURS_TOKEN, url: fakeUrl(ZABBIX_PATH) },
        unbound: { token: OURS_TOKEN },
        legacy: OURS_TOKEN,
    };
    writeFileSync(join(secretsDir, 'secrets.json'), JSON.stringify(secrets));
}, 180_000);

afterAll(async () => {
    await server?.stop();
    fake?.server.closeAllConnections();
    recorder?.server.closeAllConnections();
    fake?.server.close();
    recorder?.server.close();
    if (secretsDir) rmSync(secretsDir, { recursive: true, force: true });
});

beforeEach(() => {
    fake.seen.length = 0;
    recorder.seen.length = 0;
});

afterEach(async () => {
    await integrate({});
});

async function integrate(apiIntegration: Rec) {
    const res = await admin.patch(`/company/${String(ours.id)}`, {
        apiIntegration,
    });
    expect(res.status).toBe(200);
}

const series = (client: ApiClient = admin) =>
    client.get(`/sensor/${String(sensor.id)}/series`);
const tryIt = () => admin.post(`/company/${String(ours.id)}/zabbix-test`);
const zabbixOf = (res: { body: unknown }) =>
    (res.body as { zabbix?: Rec }).zabbix ?? {};
const withToken = (seen: Seen[], token: string) =>
    seen.filter(
        s =>
            s.authorization === `Bearer ${token}` ||
            s.body.includes(`"auth":"${token}"`)
    );

describe('a token reference resolves only through its binding', () => {
    it("reads the company's Zabbix with a reference bound to it, by id or by CNPJ", async () => {
        for (const [ref, token] of [
            ['ours', OURS_TOKEN],
            ['ours-by-cnpj', OURS_TOKEN],
            ['url-only', OURS_TOKEN],
            [oursRef, tokenOf(oursRef)],
        ] as const) {
            fake.seen.length = 0;
            await integrate({
                zabbixUrl: fakeUrl(ZABBIX_PATH),
                zabbixTokenRef: ref,
            });
            const res = await series();
            expect(res.status, ref).toBe(200);
            expect((res.record.points as unknown[]).length).toBe(3);
            expect(withToken(fake.seen, token).length).toBeGreaterThan(0);
            expect((await tryIt()).status).toBe(200);
        }
    });

    it("refuses another company's reference, and sends its token nowhere", async () => {
        // Bound in the file by CNPJ, and in the environment.
        for (const [ref, token] of [
            ['theirs', THEIRS_TOKEN],
            [theirsRef, tokenOf(theirsRef)],
        ] as const) {
            await integrate({
                zabbixUrl: fakeUrl(ZABBIX_PATH),
                zabbixTokenRef: ref,
            });
            for (const res of [
                await series(),
                await series(operator),
                await tryIt(),
            ]) {
                expect(res.status, ref).toBe(502);
                expect(zabbixOf(res)).toMatchObject({
                    kind: 'binding',
                    data: ref,
                });
                expect(res.body.message).toMatch(/not bound to this company/);
                expect(JSON.stringify(res.body)).not.toContain(token);
            }
            expect(withToken(fake.seen, token)).toEqual([]);
        }
    });

    it('refuses a reference declared without a binding, in the file or the environment', async () => {
        for (const ref of ['unbound', 'legacy', 'loose']) {
            await integrate({ zabbixTokenRef: ref });
            const res = await series();
            expect(res.status, ref).toBe(502);
            expect(zabbixOf(res)).toMatchObject({ kind: 'binding', data: ref });
        }
        expect(withToken(fake.seen, OURS_TOKEN)).toEqual([]);
        expect(withToken(fake.seen, LOOSE_TOKEN)).toEqual([]);
    });
});

describe('a token goes only to the URL it is bound to', () => {
    it('refuses any other URL, another path of the same host included', async () => {
        for (const ref of ['ours', oursRef])
            for (const zabbixUrl of [
                fakeUrl('/elsewhere'),
                fakeUrl(`${ZABBIX_PATH}?x=1`),
                recorderUrl(),
                `https://zabbix.example.com${ZABBIX_PATH}`,
            ]) {
                await integrate({ zabbixUrl, zabbixTokenRef: ref });
                const res = await series();
                expect(res.status, zabbixUrl).toBe(502);
                expect(zabbixOf(res)).toMatchObject({ kind: 'binding' });
                expect(res.body.message).toMatch(/bound to another Zabbix URL/);
                // A reference bound to a URL is not sent to the server's
                // Zabbix either.
                await integrate({ zabbixTokenRef: ref });
                expect(zabbixOf(await series())).toMatchObject({
                    kind: 'binding',
                });
            }
        expect(fake.seen).toEqual([]);
        expect(recorder.seen).toEqual([]);
    });

    it("the issue's attack: a plant user's integration pointing another company's reference at any host sends nothing there, by request or by the poll", async () => {
        const apiIntegration = {
            zabbixUrl: recorderUrl(),
            zabbixTokenRef: theirsRef,
        };
        // Whether the write itself is refused is the write rules' matter:
        // here it is made by an administrator too.
        await operator.patch(`/company/${String(ours.id)}`, { apiIntegration });
        await admin.patch(`/company/${String(ours.id)}`, { apiIntegration });
        expect((await series(operator)).status).toBe(502);
        // The last-seen poll runs every 2 s.
        await new Promise(r => setTimeout(r, 4500));
        expect(recorder.seen).toEqual([]);
        expect(withToken(fake.seen, tokenOf(theirsRef))).toEqual([]);
    });
});

describe('what is read from another host', () => {
    it('follows no redirect, with or without the token', async () => {
        await integrate({
            zabbixUrl: fakeUrl('/redirect'),
            zabbixTokenRef: 'redirect',
        });
        const res = await series();
        expect(res.status).toBe(502);
        expect(zabbixOf(res)).toMatchObject({ kind: 'http' });
        expect(fake.seen.map(s => s.path)).not.toContain('/elsewhere');
        expect(
            fake.seen.filter(s => s.path === '/redirect').length
        ).toBeGreaterThan(0);
    });

    it('cuts an answer past the size limit with a 502, without holding it in memory', async () => {
        const pid = server.child.pid as number;
        const peak = () =>
            Number(
                /VmHWM:\s+(\d+) kB/.exec(
                    readFileSync(`/proc/${pid}/status`, 'utf8')
                )?.[1]
            ) * 1024;
        const before = peak();
        await integrate({
            zabbixUrl: fakeUrl('/huge'),
            zabbixTokenRef: 'huge',
        });
        const started = Date.now();
        const res = await series();
        expect(res.status).toBe(502);
        expect(zabbixOf(res)).toMatchObject({ kind: 'tooLarge' });
        // An administrator is told by whom; anyone else, not.
        expect(res.body.message).toMatch(
            /^127\.0\.0\.1:\d+ answered more than 20971520 bytes/
        );
        const asOperator = await series(operator);
        expect(asOperator.body.message).toBe(
            'The answer was larger than 20971520 bytes, the most the server reads'
        );
        expect(Date.now() - started).toBeLessThan(TIMEOUT_MS);
        // The server hung up soon after its 20 MB, and never held the rest.
        await new Promise(r => setTimeout(r, 200));
        expect(hugeSent).toBeLessThan(64 * 1024 * 1024);
        expect(peak() - before).toBeLessThan(100 * 1024 * 1024);
    });

    it('gives up within the deadline on an answer that never ends', async () => {
        await integrate({
            zabbixUrl: fakeUrl('/trickle'),
            zabbixTokenRef: 'trickle',
        });
        const started = Date.now();
        const res = await series();
        expect(res.status).toBe(504);
        expect(zabbixOf(res)).toMatchObject({ kind: 'timeout' });
        expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
    });

    it('answers a malformed answer with a 502 and a sentence, never a 500', async () => {
        for (const ref of [
            'object-result',
            'null-row',
            'string-history',
            'bad-error',
            'number-version',
        ]) {
            await integrate({
                zabbixUrl: fakeUrl(`/${ref}`),
                zabbixTokenRef: ref,
            });
            const res = await series();
            expect(res.status, ref).toBe(502);
            expect(zabbixOf(res), ref).toMatchObject({ kind: 'protocol' });
            expect(res.body.message, ref).toMatch(
                /^Zabbix answered [a-z.]+ with .+/
            );
        }
    });
});

describe('local and private addresses', () => {
    const refused = [
        'loopback',
        'loopback-name',
        'loopback-v6',
        'loopback-mapped',
        'unspecified',
        'metadata',
        'private',
        'private-v6',
    ];

    it('refuses them unless allowed, checking the address a name resolves to', async () => {
        for (const ref of refused) {
            await integrate({ zabbixUrl: urlOf(ref), zabbixTokenRef: ref });
            const res = await series();
            expect(res.status, ref).toBe(502);
            expect(zabbixOf(res), ref).toMatchObject({ kind: 'address' });
        }
        expect(recorder.seen).toEqual([]);
    });

    it('names the refused address to an administrator only', async () => {
        await integrate({
            zabbixUrl: recorderUrl(),
            zabbixTokenRef: 'loopback',
        });
        const port = String(recorder.port);
        const asOperator = await series(operator);
        expect(asOperator.status).toBe(502);
        expect(zabbixOf(asOperator)).toEqual({
            kind: 'address',
            method: 'apiinfo.version',
        });
        expect(asOperator.body.message).toMatch(/local or private networks/);
        const text = JSON.stringify(asOperator.body);
        expect(text).not.toContain('127.0.0.1');
        expect(text).not.toContain(port);
        for (const res of [await series(), await tryIt()]) {
            expect(res.status).toBe(502);
            expect(zabbixOf(res)).toMatchObject({
                kind: 'address',
                host: '127.0.0.1',
            });
            expect(res.body.message).toContain(`127.0.0.1 port ${port}`);
            expect(res.body.message).toContain('OUTBOUND_ALLOWED_HOSTS');
        }
        // A name is told with the address it resolved to.
        await integrate({
            zabbixUrl: `http://localhost:${port}/zabbix/api_jsonrpc.php`,
            zabbixTokenRef: 'loopback-name',
        });
        const named = await series();
        expect(named.body.message).toMatch(
            /localhost \((127\.0\.0\.1|::1)\) port/
        );
        expect(JSON.stringify((await series(operator)).body)).not.toMatch(
            /localhost|127\.0\.0\.1|::1|\d{4,5}/
        );
    });
});

describe('notifications leave through the same guard', () => {
    const message = {
        id: 1,
        channel: 'sms',
        recipient: '+5534991110001',
        language: 'pt-BR',
        subject: null,
        body: 'Alerta',
        alertId: null,
        contactId: null,
    } as unknown as OutboxMessage;
    const signal = new AbortController().signal;

    it('refuses a webhook on a local address unless allowed, and follows no redirect', async () => {
        const hook = recorderUrl();
        const refused = createChannels(
            deliverySettingsFrom({
                NOTIFY_WEBHOOK_URL: hook,
                NOTIFY_WEBHOOK_SECRET: 's',
            })
        );
        const failure = await refused.send(message, signal).then(
            () => null,
            (err: Error) => err
        );
        expect(failure?.message).toMatch(/local or private networks/);
        expect(failure?.message).not.toContain(String(recorder.port));
        expect(recorder.seen).toEqual([]);
        refused.close();

        const allowed = createChannels(
            deliverySettingsFrom({
                NOTIFY_WEBHOOK_URL: hook,
                OUTBOUND_ALLOWED_HOSTS: `127.0.0.1:${recorder.port}`,
            })
        );
        await allowed.send(message, signal);
        expect(recorder.seen.length).toBe(1);
        allowed.close();

        // A redirect is the webhook's answer, not a place to post the secret to.
        const redirected = createChannels(
            deliverySettingsFrom({
                NOTIFY_WEBHOOK_URL: fakeUrl('/redirect'),
                NOTIFY_WEBHOOK_SECRET: 's',
                OUTBOUND_ALLOWED_HOSTS: `127.0.0.1:${fake.port}`,
            })
        );
        await expect(redirected.send(message, signal)).rejects.toThrow(
            'webhook answered 307'
        );
        expect(fake.seen.map(s => s.path)).toEqual(['/redirect']);
        redirected.close();
    });

    it('connects to an SMTP server on a local address only when allowed', async () => {
        const mails: string[] = [];
        const smtp = new SMTPServer({
            authOptional: true,
            disabledCommands: ['STARTTLS'],
            onData(stream, session, callback) {
                stream.resume();
                stream.on('end', () => {
                    mails.push(...session.envelope.rcptTo.map(r => r.address));
                    callback();
                });
            },
        });
        let connections = 0;
        smtp.server.on('connection', () => connections++);
        smtp.listen(0, '127.0.0.1');
        await once(smtp.server, 'listening');
        const port = (smtp.server.address() as AddressInfo).port;
        const email = {
            ...message,
            channel: 'email',
            recipient: 'a@example.com',
        };
        try {
            const refused = createChannels(
                deliverySettingsFrom({ SMTP_URL: `smtp://127.0.0.1:${port}` })
            );
            const failure = await refused.send(email, signal).then(
                () => null,
                (err: Error) => err
            );
            expect(failure?.message).toMatch(/local or private networks/);
            expect(failure?.message).not.toContain(String(port));
            expect(connections).toBe(0);
            refused.close();

            const allowed = createChannels(
                deliverySettingsFrom({
                    SMTP_HOST: 'localhost',
                    SMTP_PORT: String(port),
                    OUTBOUND_ALLOWED_HOSTS: `localhost:${port}`,
                })
            );
            await allowed.send(email, signal);
            expect(mails).toEqual(['a@example.com']);
            allowed.close();
        } finally {
            await new Promise<void>(r => smtp.close(() => r()));
        }
    });

    it('names no address of a webhook or an SMTP server that cannot be reached', async () => {
        const closed = createTcpServer();
        closed.listen(0, '127.0.0.1');
        await once(closed, 'listening');
        const port = (closed.address() as AddressInfo).port;
        closed.close();
        const channels = createChannels(
            deliverySettingsFrom({
                NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${port}/sms`,
                SMTP_URL: `smtp://127.0.0.1:${port}`,
                OUTBOUND_ALLOWED_HOSTS: `127.0.0.1:${port}`,
            })
        );
        const failure = (m: OutboxMessage) =>
            channels.send(m, signal).then(
                () => null,
                (err: Error) => err.message
            );
        expect(await failure(message)).toBe('the webhook could not be reached');
        expect(
            await failure({
                ...message,
                channel: 'email',
                recipient: 'a@example.com',
            })
        ).toBe('the SMTP server could not be reached');
        channels.close();
    });
});
