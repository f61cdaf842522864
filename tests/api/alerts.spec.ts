/**
 * Alerts end to end through a server of their own: readings
 * open, raise and clear alerts; people acknowledge, close and silence
 * them; the plant's contacts are notified in their language through a
 * real SMTP server (smtp-server, started here) and a webhook that fails
 * before it succeeds; the event stream hears each change.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import {
    clientFor,
    fieldErrors,
    type ApiClient,
    type Rec,
} from './helpers/apiClient.ts';
import { seededDatabase } from './helpers/seeded.ts';
import {
    startServer,
    stopServer,
    type StartedServer,
} from './helpers/server.ts';
import { partOf } from './helpers/smtp.ts';

interface Mail {
    to: string;
    raw: string;
}

const mails: Mail[] = [];
const hooks: Rec[] = [];
/** Webhook calls per recipient refused so far (the first two of each are). */
const refused = new Map<string, number>();
let smtp: SMTPServer;
let webhook: Server;
let server: StartedServer;
let dataDir: string;
let drop: () => Promise<void> = async () => {};
let operator: ApiClient;
let otherPlant: ApiClient | null;
let viewer: ApiClient;
let plantId: number;
let sensor: Rec;
const secret = 'test-webhook-secret';

const listen = (s: {
    listen: (port: number, host: string, cb: () => void) => unknown;
}) => new Promise<void>(resolve => s.listen(0, '127.0.0.1', resolve));

async function until<T>(
    what: string,
    probe: () => Promise<T | undefined | null | false>,
    ms = 20_000
): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
        const v = await probe();
        if (v) return v;
        if (Date.now() > deadline)
            throw new Error(`timed out waiting for ${what}`);
        await new Promise(r => setTimeout(r, 200));
    }
}

const stamp = Date.now().toString(36);
const contactEmail = {
    en: `critical-en-${stamp}@example.com`,
    pt: `all-pt-${stamp}@example.com`,
    low: `low-${stamp}@example.com`,
};
const phones = {
    en: '(34) 99111-0001',
    pt: '(34) 99111-0002',
    low: '(34) 99111-0003',
};

beforeAll(async () => {
    smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, session, callback) {
            let raw = '';
            stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
            stream.on('end', () => {
                for (const r of session.envelope.rcptTo)
                    mails.push({ to: r.address, raw });
                callback();
            });
        },
    });
    await listen(smtp.server);
    webhook = createServer((req, res) => {
        let body = '';
        req.on('data', c => (body += c));
        req.on('end', () => {
            const json = JSON.parse(body) as Rec;
            const to = String(json.to);
            const n = refused.get(to) ?? 0;
            if (req.headers['x-notify-secret'] !== secret) {
                res.writeHead(401).end();
                return;
            }
            if (n < 2) {
                refused.set(to, n + 1);
                res.writeHead(503).end();
                return;
            }
            hooks.push(json);
            res.writeHead(204).end();
        });
    });
    await listen(webhook);
    // A copy of the run's seeded database: no seeding of its own.
    const database = await seededDatabase('alerts-');
    dataDir = database.dataDir;
    drop = database.drop;
    server = await startServer({
        dataDir,
        env: {
            ...(database.url ? { DATABASE_URL: database.url } : {}),
            SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
            SMTP_FROM: 'Alerts <alerts@plants.test>',
            NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/sms`,
            NOTIFY_WEBHOOK_SECRET: secret,
            // Both listen on this machine, which must be allowed.
            OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
            NOTIFY_POLL_SECONDS: '0.5',
            NOTIFY_RETRY_SECONDS: '0.5',
            ALERT_POLL_SECONDS: '0.5',
            ALERT_CLEAR_MINUTES: '0.05',
            // No Zabbix pass moving demo sensors during the test.
            ZABBIX_POLL_SECONDS: '3600',
        },
    });
    const op = await clientFor(server.baseUrl, 'operator');
    operator = op.api;
    plantId = op.plants[0]!;
    otherPlant = op.plants[1] ? op.api.inPlant(op.plants[1]) : null;
    viewer = (await clientFor(server.baseUrl, 'viewer')).api;

    // Thresholds of our own for displacement: medium 10, high 20, critical 30.
    const plant = (await operator.get(`/subsidiary/${plantId}`)).record;
    const config = ((plant.alertConfig as Rec[]) ?? []).filter(
        c => c.sensorType !== 'displacement'
    );
    const patched = await operator.patch(`/subsidiary/${plantId}`, {
        alertConfig: [
            ...config,
            {
                sensorType: 'displacement',
                direction: 'above',
                low: 0,
                medium: 10,
                high: 20,
                critical: 30,
                noDataTimeoutMin: 60,
            },
        ],
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const watershed = (await operator.get('/watershed/search?limit=1'))
        .rows[0]!;
    const s = await operator.post('/sensor', {
        devEui: `70b3d57ed1${stamp.slice(-6).padStart(6, '0')}`,
        name: `Piezômetro de alerta ${stamp}`,
        sensorType: 'displacement',
        unit: 'mm',
        localization: { latitude: -18.97, longitude: -49.46 },
        watershedId: watershed.id,
    });
    expect(s.status, JSON.stringify(s.body)).toBe(201);
    sensor = s.record;
    const contact = (
        name: string,
        criticalities: string[],
        email: string,
        phone: string,
        language?: string
    ) =>
        operator.post('/contact', {
            name,
            role: 'Operador',
            organization: 'internal',
            phone,
            email,
            criticalityForContact: criticalities,
            escalationOrder: 1,
            ...(language ? { language } : {}),
        });
    for (const c of [
        await contact(
            'Critical in English',
            ['critical'],
            contactEmail.en,
            phones.en,
            'en-US'
        ),
        await contact(
            'Todos em português',
            ['medium', 'high', 'critical'],
            contactEmail.pt,
            phones.pt
        ),
        await contact(
            'Só baixa',
            ['low'],
            contactEmail.low,
            phones.low,
            'en-US'
        ),
    ])
        expect(c.status, JSON.stringify(c.body)).toBe(201);
}, 180_000);

afterAll(async () => {
    await stopServer(server?.child);
    await drop();
    smtp?.close();
    webhook?.close();
});

/** The plant's event stream, read as it arrives. */
async function openStream(api: ApiClient) {
    const controller = new AbortController();
    const res = await fetch(`${server.baseUrl}/api/events`, {
        headers: {
            authorization: `Bearer ${api.token}`,
            'subsidiary-id': String(plantId),
        },
        signal: controller.signal,
    });
    const events: { event: string; data: Rec }[] = [];
    let text = '';
    const reader = res.body!.getReader();
    void (async () => {
        try {
            for (;;) {
                const { value, done } = await reader.read();
                if (done) return;
                text += new TextDecoder().decode(value);
                let i;
                while ((i = text.indexOf('\n\n')) >= 0) {
                    const block = text.slice(0, i);
                    text = text.slice(i + 2);
                    const event = /^event: (.*)$/m.exec(block)?.[1];
                    const data = /^data: (.*)$/m.exec(block)?.[1];
                    if (event && data)
                        events.push({ event, data: JSON.parse(data) as Rec });
                }
            }
        } catch {
            // aborted
        }
    })();
    return { res, events, close: () => controller.abort() };
}

const reading = (value: number) =>
    operator.post('/measure', {
        sensorId: sensor.id,
        value,
        date: new Date().toISOString(),
    });

const openAlerts = async () =>
    (await operator.get(`/alert/search?sensorId=${sensor.id}&state=open`)).rows;

describe('an alert', () => {
    let alertId: number;

    it('opens on a reading past normal, pushed to the plant’s stream', async () => {
        const stream = await openStream(operator);
        expect(stream.res.status).toBe(200);
        expect(stream.res.headers.get('content-type')).toContain(
            'text/event-stream'
        );
        expect(stream.res.headers.get('content-encoding')).toBeNull();
        await until('ready', async () =>
            stream.events.some(e => e.event === 'ready')
        );
        const posted = await reading(15);
        expect(posted.status).toBe(201);
        expect(posted.record.criticality).toBe('medium');
        const open = await openAlerts();
        expect(open).toHaveLength(1);
        const alert = open[0]!;
        alertId = Number(alert.id);
        // The plant's stream also carries its other devices' alerts (the
        // server's first Zabbix pass may open some): this one's, by id.
        const pushed = await until(
            'the opened event',
            async () =>
                stream.events.find(
                    e =>
                        e.event === 'alert' &&
                        e.data.change === 'opened' &&
                        e.data.id === alertId
                ),
            5_000
        );
        stream.close();
        expect(pushed.data).toMatchObject({
            id: alertId,
            subsidiaryId: plantId,
            state: 'open',
            level: 'medium',
            acknowledged: false,
        });
        expect(alert).toMatchObject({
            sensorId: sensor.id,
            cause: 'criticality',
            level: 'medium',
            state: 'open',
            value: 15,
            unit: 'mm',
            measureId: posted.record.id,
            deviceName: sensor.name,
            acknowledgedAt: null,
            mutedUntil: null,
        });
    });

    it('is raised by a higher level, not by the same or a lower one, keeping its history', async () => {
        expect((await reading(12)).status).toBe(201);
        expect((await reading(35)).status).toBe(201);
        expect((await reading(22)).status).toBe(201);
        const open = await openAlerts();
        expect(open).toHaveLength(1);
        expect(open[0]).toMatchObject({
            id: alertId,
            level: 'critical',
            value: 35,
        });
        const one = (await operator.get(`/alert/${alertId}`)).record;
        const types = (one.history as Rec[])
            .map(h => h.type)
            .filter(t => t !== 'notified');
        expect(types).toEqual(['opened', 'raised']);
        expect((one.history as Rec[])[0]).toMatchObject({
            type: 'opened',
            level: 'medium',
            value: 15,
        });
    });

    it('stays one under flapping and under concurrent readings', async () => {
        for (const v of [5, 25, 3, 31, 2, 18])
            expect((await reading(v)).status).toBe(201);
        const together = await Promise.all(
            Array.from({ length: 8 }, (_, i) => reading(20 + i))
        );
        together.forEach(r => expect(r.status).toBe(201));
        expect(await openAlerts()).toHaveLength(1);
    });

    it('notifies the contacts whose criticalities include its level, in their language', async () => {
        const outbox = (
            await operator.get(
                `/alert-outbox/search?alertId=${alertId}&limit=100`
            )
        ).rows;
        const to = (r: string) => outbox.filter(m => m.recipient === r);
        // Opened at medium: only the Portuguese contact; raised to critical: both.
        expect(to(contactEmail.pt).map(m => m.subject)).toEqual([
            expect.stringContaining('[Crítica] Alerta elevado'),
            expect.stringContaining('[Média] Alerta'),
        ]);
        expect(to(contactEmail.en)).toHaveLength(1);
        expect(to(contactEmail.en)[0]).toMatchObject({
            channel: 'email',
            language: 'en-US',
        });
        expect(String(to(contactEmail.en)[0]!.subject)).toContain(
            '[Critical] Alert raised'
        );
        expect(to(contactEmail.low)).toEqual([]);
        expect(
            outbox.filter(
                m =>
                    m.recipient === phones.en.replace(/\D/g, '') ||
                    m.recipient === phones.en
            ).length
        ).toBeGreaterThan(0);
        const body = String(to(contactEmail.en)[0]!.body);
        expect(body).toContain(String(sensor.name));
        expect(body).toContain('35 mm');
        expect(body).toMatch(/GMT-3|BRT/);
        expect(body).toContain(`${server.baseUrl}/alerts/details/${alertId}`);
    });

    it('sends e-mail through the SMTP server', async () => {
        const mail = await until('the English e-mail', async () =>
            mails.find(m => m.to === contactEmail.en)
        );
        // The subject travels as an RFC 2047 encoded word (the sensor's name has an accent).
        expect(mail.raw).toMatch(/^Subject: .*5BCritical=5D_Alert_raised/m);
        expect(mail.raw).toContain('Content-Language: en-US');
        // The text part, as quoted-printable's soft line breaks are undone.
        const text = partOf({ ...mail, at: 0 }, 'text/plain');
        expect(text).toContain('Reading: 35 mm');
        expect(text).toContain(`/alerts/details/${alertId}`);
        expect(partOf({ ...mail, at: 0 }, 'text/html')).toContain(
            '<html lang="en-US">'
        );
        expect(mail.raw).toContain('From: Alerts <alerts@plants.test>');
        const row = await until('the e-mail sent', async () =>
            (
                await operator.get(
                    `/alert-outbox/search?alertId=${alertId}&channel=email&status=sent&limit=100`
                )
            ).rows.find(m => m.recipient === contactEmail.en)
        );
        expect(row).toMatchObject({
            status: 'sent',
            attempts: 1,
            lastError: null,
        });
    });

    it('retries a failing webhook with backoff until it takes the message', async () => {
        const sms = await until('the SMS sent after two refusals', async () =>
            (
                await operator.get(
                    `/alert-outbox/search?alertId=${alertId}&channel=sms&status=sent&limit=100`
                )
            ).rows.find(
                m =>
                    String(m.recipient).includes('99111') &&
                    Number(m.attempts) === 3
            )
        );
        expect(sms.sentAt).toBeTruthy();
        expect(
            hooks.some(h => h.to === sms.recipient && String(h.text).length > 0)
        ).toBe(true);
    });

    it('is acknowledged by an operator with a comment, never by a viewer', async () => {
        const refused = await viewer.post(`/alert/${alertId}/acknowledge`, {
            comment: 'vi',
        });
        expect(refused.status).toBe(403);
        const tooLong = await operator.post(`/alert/${alertId}/acknowledge`, {
            comment: 'x'.repeat(501),
        });
        expect(fieldErrors(tooLong)).toEqual(['comment:08']);
        const ack = await operator.post(`/alert/${alertId}/acknowledge`, {
            comment: 'Equipe a caminho',
        });
        expect(ack.status).toBe(200);
        expect(ack.record).toMatchObject({
            acknowledgeComment: 'Equipe a caminho',
        });
        expect((ack.record.acknowledgedBy as Rec).name).toBeTruthy();
        expect((ack.record.history as Rec[]).map(h => h.type)).toContain(
            'acknowledged'
        );
        expect(
            (await operator.post(`/alert/${alertId}/acknowledge`, {})).status
        ).toBe(409);
        expect(
            (
                await operator.get(
                    `/alert/search?acknowledged=true&sensorId=${sensor.id}`
                )
            ).rows
        ).toHaveLength(1);
    });

    it('stays in its plant', async () => {
        if (otherPlant)
            expect((await otherPlant.get(`/alert/${alertId}`)).status).toBe(
                404
            );
        if (otherPlant)
            expect(
                (await otherPlant.post(`/alert/${alertId}/acknowledge`, {}))
                    .status
            ).toBe(404);
        expect(
            (await operator.inPlant(999999).get('/alert/search')).status
        ).toBe(403);
        expect((await operator.inPlant(999999).get('/events')).status).toBe(
            403
        );
        expect((await operator.get('/alert/search?bogus=1')).status).toBe(400);
        expect((await operator.post('/alert', {})).status).toBe(404);
        // Every alerts route, in a plant that is not the caller's: 403.
        const foreign = operator.inPlant(999999);
        for (const answer of [
            await foreign.get(`/alert/${alertId}`),
            await foreign.post(`/alert/${alertId}/acknowledge`, {}),
            await foreign.post(`/alert/${alertId}/close`, { reason: 'x' }),
            await foreign.get(`/sensor/${sensor.id}/silence`),
            await foreign.get('/alert-outbox/search'),
        ])
            expect(answer.status).toBe(403);
        // Another plant's sensor is not found from this one.
        if (otherPlant) {
            const theirs = (await otherPlant.get('/sensor/search?limit=1'))
                .rows[0]!;
            expect(
                (await operator.get(`/sensor/${theirs.id}/silence`)).status
            ).toBe(404);
            expect(
                (
                    await operator.post(`/sensor/${theirs.id}/silence`, {
                        until: new Date(Date.now() + 60_000).toISOString(),
                        reason: 'x',
                    })
                ).status
            ).toBe(404);
            expect(
                (
                    await otherPlant.get(
                        `/alert-outbox/search?alertId=${alertId}`
                    )
                ).rows
            ).toEqual([]);
        }
        // Administrators hold no plant; a viewer reads.
        const admin = (await clientFor(server.baseUrl, 'admin')).api;
        expect((await admin.get('/alert/search')).status).toBe(403);
        expect((await admin.get('/events')).status).toBe(403);
        const seen = await viewer.get('/alert/search?state=open');
        expect(seen.status).toBe(200);
    });

    it('closes by itself after reading normal for the clear time', async () => {
        expect((await reading(1)).record.criticality).toBe('low');
        const closed = await until('the auto-clear', async () => {
            const a = (await operator.get(`/alert/${alertId}`)).record;
            return a.state === 'closed' && a;
        });
        expect(closed).toMatchObject({ closeReason: 'auto' });
        expect(await openAlerts()).toHaveLength(0);
    });

    it('is silenced: opens, shows muted until, and notifies nobody', async () => {
        const until1h = new Date(Date.now() + 3_600_000).toISOString();
        expect(
            fieldErrors(
                await operator.post(`/sensor/${sensor.id}/silence`, {
                    until: until1h,
                })
            )
        ).toEqual(['reason:01']);
        expect(
            (
                await viewer.post(`/sensor/${sensor.id}/silence`, {
                    until: until1h,
                    reason: 'x',
                })
            ).status
        ).toBe(403);
        const muted = await operator.post(`/sensor/${sensor.id}/silence`, {
            until: until1h,
            reason: 'Manutenção',
        });
        expect(muted.status).toBe(201);
        expect(
            (await operator.get(`/sensor/${sensor.id}/silence`)).record
        ).toMatchObject({ reason: 'Manutenção' });
        expect((await reading(40)).status).toBe(201);
        const [alert] = await openAlerts();
        expect(alert).toMatchObject({ level: 'critical' });
        expect(Date.parse(String(alert!.mutedUntil))).toBe(Date.parse(until1h));
        expect(
            (await operator.get(`/alert-outbox/search?alertId=${alert!.id}`))
                .rows
        ).toEqual([]);
        const closed = await operator.post(`/alert/${alert!.id}/close`, {
            reason: '',
        });
        expect(fieldErrors(closed)).toEqual(['reason:01']);
        const byHand = await operator.post(`/alert/${alert!.id}/close`, {
            reason: 'Sensor em manutenção',
        });
        expect(byHand.record).toMatchObject({
            state: 'closed',
            closeReason: 'Sensor em manutenção',
        });
        expect(
            (await operator.del(`/sensor/${sensor.id}/silence`)).status
        ).toBe(200);
        expect(
            (await operator.get(`/sensor/${sensor.id}/silence`)).body.data
        ).toBeNull();
    });

    it('ends open streams when the server stops, which then exits in time', async () => {
        const stream = await openStream(operator);
        await until('ready', async () =>
            stream.events.some(e => e.event === 'ready')
        );
        const reader = stream.res.bodyUsed;
        expect(reader).toBe(true);
        const started = Date.now();
        expect(await stopServer(server.child)).toBe(0);
        // Under the 3 s cut of busy connections: the stream was ended, not cut.
        expect(Date.now() - started).toBeLessThan(2_500);
        stream.close();
    });
});
