/**
 * Nothing lost (docs/monitoring.md, "What is guaranteed"): time passes on
 * short knobs through a server of its own and a real SMTP server
 * (smtp-server, started, stopped and started again here on one port).
 *
 * - A mute longer than the escalation window delays an alert's
 *   notification, it does not consume it: nothing is queued while it
 *   lasts, no escalation is counted, and when it ends the open,
 *   unacknowledged alert is sent, escalation counting from then.
 * - An SMTP outage longer than the old retry window (5 tries) loses
 *   nothing: the message stays queued and is delivered when the server
 *   comes back; past the retry horizon it is `failed` with its reason, on
 *   the alert's timeline, the outbox and the dashboard, and "retry now"
 *   sends it once the server is back.
 */
import { clientFor, type ApiClient, type Rec } from './helpers/apiClient.ts';
import { sensorLike } from './helpers/records.ts';
import { testSmtp, type TestSmtp } from './helpers/smtp.ts';
import { seededDatabase } from './helpers/seeded.ts';
import { sseReader } from './helpers/sse.ts';
import {
    startServer,
    stopServer,
    type StartedServer,
} from './helpers/server.ts';

/** The knobs: escalation every 1.8 s at most 3 times (a 5.4 s window). */
const ESCALATE_S = 1.8;
const ESCALATE_MAX = 3;
/** A message is retried for 25 s, then failed. */
const HORIZON_S = 25;
/** The old code's window: 5 tries, 0.25 s doubling (about 4 s). */
const RETRY_S = 0.25;
/** A message waiting longer than 3 s is a warning on the dashboard. */
const PENDING_WARN_S = 3;

let smtp: TestSmtp;
let server: StartedServer;
let drop: () => Promise<void> = async () => {};
let operator: ApiClient;
let viewer: ApiClient;
let plantId: number;
let template: Rec;
const stamp = Date.now().toString(36);
const contactEmail = `held-${stamp}@example.com`;

const sleep = (ms: number) => new Promise(r => setTimeout(r, ms));

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
        await sleep(200);
    }
}

const smtpUp = () => smtp.up();
const smtpDown = () => smtp.down();

beforeAll(async () => {
    smtp = await testSmtp();
    const database = await seededDatabase('alerts-delivery-');
    drop = database.drop;
    server = await startServer({
        dataDir: database.dataDir,
        env: {
            ...(database.url ? { DATABASE_URL: database.url } : {}),
            SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
            SMTP_FROM: 'Alerts <alerts@plants.test>',
            OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
            ALERT_POLL_SECONDS: '0.5',
            ALERT_ESCALATE_MINUTES: String(ESCALATE_S / 60),
            ALERT_ESCALATE_MAX: String(ESCALATE_MAX),
            NOTIFY_POLL_SECONDS: '0.5',
            NOTIFY_RETRY_SECONDS: String(RETRY_S),
            NOTIFY_RETRY_MAX_SECONDS: '1',
            NOTIFY_RETRY_HOURS: String(HORIZON_S / 3600),
            NOTIFY_PENDING_WARN_MINUTES: String(PENDING_WARN_S / 60),
            // No Zabbix pass moving demo sensors during the test.
            ZABBIX_POLL_SECONDS: '3600',
        },
    });
    const op = await clientFor(server.baseUrl, 'operator');
    operator = op.api;
    plantId = op.plants[0]!;
    viewer = (await clientFor(server.baseUrl, 'viewer')).api;
    template = (await operator.get('/sensor/search?limit=1&status=active'))
        .rows[0]!;
    const contact = await operator.post('/contact', {
        name: `Plantão ${stamp}`,
        role: 'Operador',
        organization: 'internal',
        phone: '(34) 99222-0001',
        email: contactEmail,
        criticalityForContact: ['critical'],
        escalationOrder: 1,
    });
    expect(contact.status, JSON.stringify(contact.body)).toBe(201);
}, 180_000);

afterAll(async () => {
    await stopServer(server?.child);
    await drop();
    await smtp?.close();
});

/** A sensor of the test's own (no Zabbix item, no alert yet). */
async function newSensor(): Promise<Rec> {
    const created = await operator.post('/sensor', sensorLike(template));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.record;
}

/**
 * A critical reading on `sensor`: the alert it opened. `acknowledged`:
 * answered at once, so that no escalation adds messages of its own.
 */
async function criticalAlert(
    sensor: Rec,
    { acknowledged = false } = {}
): Promise<Rec> {
    const posted = await operator.post('/measure', {
        sensorId: sensor.id,
        value: 1e9,
        date: new Date().toISOString(),
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(posted.record.criticality).toBe('critical');
    const found = await operator.get(
        `/alert/search?sensorId=${sensor.id}&state=open`
    );
    expect(found.rows).toHaveLength(1);
    const alert = found.rows[0]!;
    if (acknowledged)
        expect(
            (
                await operator.post(`/alert/${alert.id}/acknowledge`, {
                    comment: 'Equipe avisada por telefone',
                })
            ).status
        ).toBe(200);
    return alert;
}

const outboxOf = async (alertId: unknown, query = '') =>
    (
        await operator.get(
            `/alert-outbox/search?alertId=${alertId}&limit=100${query}`
        )
    ).rows;

const ourEmail = async (alertId: unknown) =>
    (await outboxOf(alertId, '&channel=email')).find(
        m => m.recipient === contactEmail
    );

const mailsOf = (alertId: unknown) =>
    smtp.mails.filter(
        m =>
            m.to === contactEmail &&
            m.raw.includes(`/alerts/details/${alertId}`)
    );

const alertOf = async (id: unknown) =>
    (await operator.get(`/alert/${id}`)).record;

const summary = async () =>
    (await operator.get('/dashboard/summary')).record as {
        deliveries: { failed: number; pending: number };
    };

describe('a mute longer than the escalation window', () => {
    it('holds the notification while it lasts and sends it when it ends, escalation counting from then', async () => {
        const sensor = await newSensor();
        const muteMs = (ESCALATE_S * ESCALATE_MAX + 2.5) * 1000;
        const muted = await operator.post(`/sensor/${sensor.id}/silence`, {
            until: new Date(Date.now() + muteMs).toISOString(),
            reason: 'Calibração',
        });
        expect(muted.status, JSON.stringify(muted.body)).toBe(201);
        const mutedUntil = Date.parse(String(muted.record.until));
        const alert = await criticalAlert(sensor);
        expect(alert.mutedUntil).toBeTruthy();

        // Past the whole escalation window, still inside the mute.
        await sleep(Math.max(0, mutedUntil - Date.now() - 1500));
        expect(Date.now()).toBeLessThan(mutedUntil);
        expect(await outboxOf(alert.id)).toEqual([]);
        const during = await alertOf(alert.id);
        expect(during.escalations).toBe(0);
        expect(mailsOf(alert.id)).toEqual([]);
        expect((during.history as Rec[]).map(h => h.type)).toContain('held');

        // The mute ends: the contacts hear of the alert now.
        const mail = await until(
            'the held alert’s e-mail',
            async () => mailsOf(alert.id)[0],
            15_000
        );
        expect(mail.at).toBeGreaterThanOrEqual(mutedUntil);
        expect(mail.raw).toContain('Subject:');
        const after = await alertOf(alert.id);
        const types = (after.history as Rec[]).map(h => h.type);
        expect(types.indexOf('held')).toBeLessThan(types.indexOf('released'));
        expect(types.indexOf('released')).toBeLessThan(
            types.indexOf('notified')
        );
        const released = (after.history as Rec[]).find(
            h => h.type === 'released'
        )!;
        expect(Date.parse(String(released.at))).toBeGreaterThanOrEqual(
            mutedUntil
        );

        // Escalation counts from the release, not from the opening.
        const escalated = await until(
            'the first escalation after the release',
            async () =>
                ((await alertOf(alert.id)).history as Rec[]).find(
                    h => h.type === 'escalated'
                ),
            15_000
        );
        expect(
            Date.parse(String(escalated.at)) - Date.parse(String(released.at))
        ).toBeGreaterThanOrEqual(ESCALATE_S * 1000 - 50);
        expect(escalated.comment).toBe('1');
    });
});

describe('an SMTP outage', () => {
    it('longer than the old retry window: the message waits, shows as pending, and is delivered when the server comes back', async () => {
        await smtpDown();
        const down = Date.now();
        const alert = await criticalAlert(await newSensor(), {
            acknowledged: true,
        });
        // Longer than the old window (5 tries, 0.25 s doubling: about 4 s),
        // and than the warning's threshold. A pass tries one message of a
        // server that cannot be reached (the others wait their turn,
        // uncounted), so which of the plant's e-mails were tried varies.
        await sleep(Math.max(0, down + 8000 - Date.now()));
        const waiting = (await ourEmail(alert.id))!;
        expect(waiting).toMatchObject({ status: 'queued', sentAt: null });
        expect(
            (await outboxOf(alert.id)).filter(m => m.status === 'failed')
        ).toEqual([]);
        // The plant's e-mails say why they wait (the server's address never).
        const tried = (
            await operator.get(
                '/alert-outbox/search?channel=email&status=queued&limit=100'
            )
        ).rows.filter(m => Number(m.attempts) > 0);
        expect(tried.length).toBeGreaterThan(0);
        for (const m of tried) {
            expect(String(m.lastError)).toMatch(/could not be reached/);
            expect(String(m.lastError)).not.toContain('127.0.0.1');
        }
        expect((await summary()).deliveries.pending).toBeGreaterThan(0);
        // The timeline says it per message: still queued.
        const notified = ((await alertOf(alert.id)).history as Rec[]).find(
            h => h.type === 'notified'
        )!;
        expect(notified.messages as Rec[]).toContainEqual(
            expect.objectContaining({
                id: waiting.id,
                recipient: contactEmail,
                status: 'queued',
            })
        );

        await smtpUp();
        const sent = await until(
            'the e-mail delivered after the outage',
            async () => {
                const m = await ourEmail(alert.id);
                return m?.status === 'sent' && m;
            },
            15_000
        );
        expect(sent.lastError).toBeNull();
        // Once: the failed tries delivered nothing.
        expect(mailsOf(alert.id)).toHaveLength(1);
    });

    it('past the retry horizon: failed with its reason on the timeline, the outbox and the dashboard (pushed), and sent by "retry now"', async () => {
        const listening = new AbortController();
        const stream = await fetch(`${server.baseUrl}/api/events`, {
            signal: listening.signal,
            headers: {
                authorization: `Bearer ${await operator.validToken()}`,
                'subsidiary-id': String(plantId),
            },
        });
        expect(stream.status).toBe(200);
        const events = sseReader(stream);
        await events.until('event: ready', 5_000);

        await smtpDown();
        const alert = await criticalAlert(await newSensor(), {
            acknowledged: true,
        });
        const failedPush = events.untilEvent<Rec>(
            'alert',
            e =>
                e.id === alert.id &&
                e.change === 'delivery' &&
                e.delivery === 'failed',
            (HORIZON_S + 20) * 1000
        );
        const failed = await until(
            'the e-mail failed past the horizon',
            async () => {
                const m = await ourEmail(alert.id);
                return m?.status === 'failed' && m;
            },
            (HORIZON_S + 20) * 1000
        );
        await failedPush;
        // Every e-mail of the alert failed together (the demo's contacts' too).
        await until(
            'every e-mail of the alert failed',
            async () =>
                (await outboxOf(alert.id, '&channel=email')).every(
                    m => m.status === 'failed'
                ),
            10_000
        );
        expect(
            Date.parse(String(failed.lastAttemptAt)) -
                Date.parse(String(failed.createdAt))
        ).toBeGreaterThanOrEqual(HORIZON_S * 1000 - 100);
        expect(String(failed.lastError)).toMatch(/could not be reached/);
        expect(
            (await outboxOf(alert.id, '&status=failed')).map(m => m.id)
        ).toContain(failed.id);
        const failedBefore = (await summary()).deliveries.failed;
        expect(failedBefore).toBeGreaterThan(0);
        const notified = ((await alertOf(alert.id)).history as Rec[]).find(
            h => h.type === 'notified'
        )!;
        expect(notified.messages as Rec[]).toContainEqual(
            expect.objectContaining({
                id: failed.id,
                status: 'failed',
                lastError: failed.lastError,
            })
        );

        // "Retry now" is a write of the outbox page: not for a view-only one.
        const refused = await viewer.post(
            `/alert-outbox/${failed.id}/retry`,
            {}
        );
        expect(refused.status).toBe(403);
        expect(refused.body.message).toMatch(/view-only/);
        expect(
            (
                await operator
                    .inPlant(999999)
                    .post(`/alert-outbox/${failed.id}/retry`, {})
            ).status
        ).toBe(403);
        await smtpUp();
        const retried = await operator.post(
            `/alert-outbox/${failed.id}/retry`,
            {}
        );
        expect(retried.status, JSON.stringify(retried.body)).toBe(200);
        const sent = await until(
            'the retried e-mail sent',
            async () => {
                const m = await ourEmail(alert.id);
                return m?.status === 'sent' && m;
            },
            15_000
        );
        expect(sent.id).toBe(failed.id);
        expect(mailsOf(alert.id)).toHaveLength(1);
        expect((await summary()).deliveries.failed).toBe(failedBefore - 1);
        // A sent message is not retried.
        expect(
            (await operator.post(`/alert-outbox/${failed.id}/retry`, {})).status
        ).toBe(409);
        listening.abort();
    }, 120_000);
});
