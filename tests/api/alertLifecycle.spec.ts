/**
 * The alert lifecycle's timing on a clock the test moves: auto-clear after
 * the configured normal time, escalation of an
 * unacknowledged critical alert at its interval and at most so many
 * times, silence alerts opened past the no-data timeout and closed when
 * the device is heard again, one alert under concurrent writers. And
 * nothing lost (docs/monitoring.md, "What is guaranteed"): a mute longer
 * than the escalation window delays an alert's notification instead of
 * consuming it, and a message is retried through an SMTP server that is
 * down (a real one, its port dropping every connection, then started
 * again on it) for the
 * whole default horizon before it is failed. Runs the lifecycle's
 * functions on a database of its own (PGlite, or a fresh PostgreSQL
 * database with DATABASE_URL), demo data seeded.
 */
import { offlineAfterMin } from '@shared/domain/deviceState.ts';
import {
    acknowledgeAlert,
    silenceSensor,
} from '../../server/src/alerts/actions.ts';
import {
    createChannels,
    deliverDue,
} from '../../server/src/alerts/delivery.ts';
import {
    alertOnReading,
    alertPass,
    autoClear,
    escalate,
    scanSilence,
} from '../../server/src/alerts/lifecycle.ts';
import {
    claimDue,
    markSent,
    retryNow,
} from '../../server/src/alerts/outbox.ts';
import type { NotifyContext } from '../../server/src/alerts/notify.ts';
import {
    alertSettingsFrom,
    deliverySettingsFrom,
} from '../../server/src/settings/alerts.ts';
import { openDatabase, type Database } from '../../server/src/db/index.ts';
import { seededDatabase } from './helpers/seeded.ts';
import { testSmtp, type TestSmtp } from './helpers/smtp.ts';

const MIN = 60_000;
let db: Database;
let dataDir: string;
let drop: () => Promise<void> = async () => {};
/** The database's URL on PostgreSQL (a second connection pool opens it). */
let databaseUrl: string | undefined;
const ctx: NotifyContext = {
    alerts: alertSettingsFrom(
        {
            ALERT_CLEAR_MINUTES: '10',
            ALERT_ESCALATE_MINUTES: '15',
            ALERT_ESCALATE_MAX: '2',
        },
        'http://console.test'
    ),
    // No channel: messages are kept in the outbox.
    delivery: deliverySettingsFrom({}),
};
type TestSensor = {
    id: number;
    subsidiary_id: number;
    gateway_id: number | null;
};
let sensor: TestSensor;
/** Sensors of the same plant for the mute and delivery tests, untouched by the others. */
let muted: TestSensor;
let acknowledgedMeanwhile: TestSensor;
let mailed: TestSensor;
let nextMeasure = 900_000;

beforeAll(async () => {
    // A copy of the run's seeded database: no seeding of its own.
    const database = await seededDatabase('plants-alert-life-');
    dataDir = database.dataDir;
    drop = database.drop;
    databaseUrl = database.url;
    db = await openDatabase({ dataDir, databaseUrl: database.url });
    // A sensor whose plant has a contact called at critical.
    const { rows } = await db.query<typeof sensor>(
        `SELECT s.id, s.subsidiary_id, s.gateway_id FROM sensor s
         WHERE s.status = 'active' AND EXISTS (
             SELECT 1 FROM contact c WHERE c.subsidiary_id = s.subsidiary_id
               AND c.status = 'active'
               AND c.criticality_for_contact @> '["critical"]'::jsonb)
         ORDER BY s.id LIMIT 1`
    );
    sensor = rows[0]!;
    const { rows: others } = await db.query<TestSensor>(
        `SELECT id, subsidiary_id, gateway_id FROM sensor
         WHERE status = 'active' AND subsidiary_id = $1 AND id <> $2
         ORDER BY id LIMIT 3`,
        [sensor.subsidiary_id, sensor.id]
    );
    [muted, acknowledgedMeanwhile, mailed] = others as [
        TestSensor,
        TestSensor,
        TestSensor,
    ];
}, 180_000);

afterAll(async () => {
    await db?.close();
    await drop();
});

const read = (
    level: string,
    value: number,
    now: Date,
    on = db,
    of = sensor,
    with_ = ctx
) =>
    on.transaction(tx =>
        alertOnReading(
            tx,
            {
                plantId: of.subsidiary_id,
                sensorId: of.id,
                gatewayId: of.gateway_id,
                measureId: ++nextMeasure,
                level,
                value,
                unit: 'mm',
            },
            now,
            with_
        )
    );

const openOf = async (cause = 'criticality', of = sensor) =>
    (
        await db.query<{ id: number; level: string; escalations: number }>(
            `SELECT id, level, escalations FROM alert
             WHERE device_key = $1 AND cause = $2 AND state = 'open'`,
            [`sensor:${of.id}`, cause]
        )
    ).rows;

const historyOf = async (alertId: number) =>
    (
        await db.query<{ type: string; at: Date | string }>(
            `SELECT type, at FROM alert_event WHERE alert_id = $1 ORDER BY at, id`,
            [alertId]
        )
    ).rows.map(r => ({ type: r.type, at: new Date(r.at).getTime() }));

const messages = async (alertId: number) =>
    (
        await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM notification_outbox WHERE alert_id = $1`,
            [alertId]
        )
    ).rows[0]!.n;

describe('on a moved clock', () => {
    const t0 = new Date('2030-01-01T12:00:00Z');
    const at = (minutes: number) => new Date(t0.getTime() + minutes * MIN);

    it('escalates an unacknowledged critical alert every interval, at most the configured times', async () => {
        await read('critical', 50, at(0));
        const [alert] = await openOf();
        expect(alert).toMatchObject({ level: 'critical', escalations: 0 });
        const first = await messages(alert!.id);
        expect(first).toBeGreaterThan(0);
        // All messages start kept: no channel is configured.
        const { rows: kept } = await db.query<{ status: string }>(
            `SELECT DISTINCT status FROM notification_outbox WHERE alert_id = $1`,
            [alert!.id]
        );
        expect(kept).toEqual([{ status: 'kept' }]);

        expect(await escalate(db, at(14.9), ctx)).toBe(0);
        expect(await escalate(db, at(15), ctx)).toBe(1);
        expect(await messages(alert!.id)).toBe(first * 2);
        expect(await escalate(db, at(29), ctx)).toBe(0);
        expect(await escalate(db, at(30), ctx)).toBe(1);
        // The configured maximum (2) is reached.
        expect(await escalate(db, at(45), ctx)).toBe(0);
        expect(await escalate(db, at(600), ctx)).toBe(0);
        expect((await openOf())[0]!.escalations).toBe(2);
        expect(await messages(alert!.id)).toBe(first * 3);
    });

    it('does not escalate an acknowledged one', async () => {
        const [alert] = await openOf();
        await db.query(`UPDATE alert SET escalations = 0 WHERE id = $1`, [
            alert!.id,
        ]);
        expect(
            await acknowledgeAlert(db, {
                plantId: sensor.subsidiary_id,
                id: alert!.id,
                userId: 1,
                comment: null,
                now: at(700),
            })
        ).toBe('done');
        expect(await escalate(db, at(800), ctx)).toBe(0);
    });

    it('clears after reading normal for the clear time, and not when it turns abnormal again meanwhile', async () => {
        await read('low', 1, at(1000));
        expect(await autoClear(db, at(1009), ctx)).toBe(0);
        await read('high', 30, at(1009.5));
        // The abnormal reading restarted the count.
        expect(await autoClear(db, at(1011), ctx)).toBe(0);
        await read('low', 1, at(1012));
        expect(await autoClear(db, at(1021.9), ctx)).toBe(0);
        expect(await autoClear(db, at(1022), ctx)).toBe(1);
        expect(await openOf()).toEqual([]);
        const { rows } = await db.query<{ close_reason: string }>(
            `SELECT close_reason FROM alert WHERE device_key = $1 ORDER BY id DESC LIMIT 1`,
            [`sensor:${sensor.id}`]
        );
        expect(rows[0]!.close_reason).toBe('auto');
    });

    it('sends whoever was sent the alert one "resolved" when it clears, and never again', async () => {
        const { rows: closed } = await db.query<{ id: number }>(
            `SELECT id FROM alert WHERE device_key = $1 AND state = 'closed'
             ORDER BY id DESC LIMIT 1`,
            [`sensor:${sensor.id}`]
        );
        const messages = async () =>
            (
                await db.query<{
                    notify: string;
                    channel: string;
                    recipient: string;
                    subject: string;
                    body: string;
                }>(
                    `SELECT payload ->> 'notify' AS notify, channel, recipient, subject, body
                     FROM notification_outbox WHERE alert_id = $1 ORDER BY id`,
                    [closed[0]!.id]
                )
            ).rows;
        const all = await messages();
        const resolved = all.filter(m => m.notify === 'resolved');
        const sentTo = new Set(
            all
                .filter(m => m.notify !== 'resolved')
                .map(m => `${m.channel}:${m.recipient}`)
        );
        expect(sentTo.size).toBeGreaterThan(0);
        expect(resolved.map(m => `${m.channel}:${m.recipient}`).sort()).toEqual(
            [...sentTo].sort()
        );
        for (const m of resolved) {
            expect(m.subject).toMatch(/^\[(Resolvido|Resolved)\]/);
            expect(m.body).toMatch(/voltou ao normal|back to normal/i);
        }
        // A later pass finds nothing open to clear, and sends nothing more.
        expect(await autoClear(db, at(1030), ctx)).toBe(0);
        expect(
            (await messages()).filter(m => m.notify === 'resolved')
        ).toHaveLength(resolved.length);
    });

    it('opens one alert for writers racing each other', async () => {
        await Promise.all(
            ['medium', 'high', 'critical', 'high', 'medium', 'critical'].map(
                (level, i) => read(level, 10 + i, at(2000))
            )
        );
        const open = await openOf();
        expect(open).toHaveLength(1);
        expect(open[0]!.level).toBe('critical');
    });

    it('opens a silence alert past the no-data timeout and closes it when heard again', async () => {
        const lastSeen = at(3000);
        await db.query(`UPDATE sensor SET last_seen_at = $2 WHERE id = $1`, [
            sensor.id,
            lastSeen.toISOString(),
        ]);
        // Other demo devices may fall silent too: only ours is looked at.
        // Silent past 60 minutes and the margin the screens use too: the
        // alert opens when the sensor reads offline, not before.
        const offline = 3000 + offlineAfterMin(60);
        await scanSilence(db, at(offline - 1), ctx);
        expect(await openOf('silence')).toEqual([]);
        await scanSilence(db, at(offline + 1), ctx);
        expect(await openOf('silence')).toHaveLength(1);
        await scanSilence(db, at(offline + 2), ctx);
        expect(await openOf('silence')).toHaveLength(1);
        // A reading is news of the sensor: its silence ends, and whoever
        // heard of it hears that it is resolved.
        await read('low', 1, at(offline + 3));
        expect(await openOf('silence')).toEqual([]);
        const { rows: resolved } = await db.query<{ body: string }>(
            `SELECT o.body FROM notification_outbox o JOIN alert a ON a.id = o.alert_id
             WHERE a.device_key = $1 AND a.cause = 'silence'
               AND o.payload ->> 'notify' = 'resolved' AND o.channel = 'sms'`,
            [`sensor:${sensor.id}`]
        );
        expect(resolved.length).toBeGreaterThan(0);
        for (const r of resolved)
            expect(r.body).toMatch(/voltou a enviar dados|heard from again/);
    });
});

describe('a mute longer than the escalation window, with the defaults (15 min × 3)', () => {
    const defaults: NotifyContext = {
        alerts: alertSettingsFrom({}, 'http://console.test'),
        delivery: deliverySettingsFrom({}),
    };
    const t0 = new Date('2030-02-01T12:00:00Z');
    const at = (minutes: number) => new Date(t0.getTime() + minutes * MIN);
    const mute = (of: TestSensor, minutes: number) =>
        silenceSensor(db, {
            plantId: of.subsidiary_id,
            sensorId: of.id,
            userId: 1,
            until: at(minutes),
            reason: 'Manutenção da comporta',
            now: at(0),
        });

    it('queues nothing and counts no escalation while a 140-minute mute lasts; its end notifies the contacts, and escalation counts from there', async () => {
        await mute(muted, 140);
        await read('critical', 80, at(1), db, muted, defaults);
        const [alert] = await openOf('criticality', muted);
        expect(alert).toMatchObject({ level: 'critical', escalations: 0 });
        // Every escalation of the defaults falls inside the mute.
        for (const m of [16, 31, 46, 61, 76, 100, 139.9])
            await alertPass(db, at(m), defaults);
        expect(await messages(alert!.id)).toBe(0);
        expect((await openOf('criticality', muted))[0]!.escalations).toBe(0);

        // The mute ends: the held notification is sent at the next pass.
        await alertPass(db, at(140.5), defaults);
        const first = await messages(alert!.id);
        expect(first).toBeGreaterThan(0);
        expect((await openOf('criticality', muted))[0]!.escalations).toBe(0);
        const history = await historyOf(alert!.id);
        expect(history.map(h => h.type)).toEqual([
            'opened',
            'held',
            'released',
            'notified',
        ]);
        expect(history[2]!.at).toBe(at(140.5).getTime());

        // 15 minutes after the release, not after the opening.
        await alertPass(db, at(155.4), defaults);
        expect(await messages(alert!.id)).toBe(first);
        await alertPass(db, at(155.5), defaults);
        expect((await openOf('criticality', muted))[0]!.escalations).toBe(1);
        expect(await messages(alert!.id)).toBe(first * 2);
    });

    it('sends nothing at its end for an alert acknowledged meanwhile', async () => {
        const of = acknowledgedMeanwhile;
        await mute(of, 60);
        await read('critical', 80, at(1), db, of, defaults);
        const [alert] = await openOf('criticality', of);
        expect(
            await acknowledgeAlert(db, {
                plantId: of.subsidiary_id,
                id: alert!.id,
                userId: 1,
                comment: 'Equipe no local',
                now: at(10),
            })
        ).toBe('done');
        await alertPass(db, at(61), defaults);
        await alertPass(db, at(200), defaults);
        expect(await messages(alert!.id)).toBe(0);
        expect((await historyOf(alert!.id)).map(h => h.type)).toEqual([
            'opened',
            'held',
            'acknowledged',
        ]);
    });
});

describe('an SMTP server down for a day (moved clock, the default horizon)', () => {
    let smtp: TestSmtp;
    afterAll(() => smtp?.close());

    const t0 = new Date('2030-03-01T12:00:00Z');
    const at = (minutes: number) => new Date(t0.getTime() + minutes * MIN);
    /**
     * The e-mails queued by the reading: the alert's, and the "resolved"
     * of the silence alerts it ended (its sensor's and gateway's, left
     * open by the tests before), which wait for the same server.
     */
    const emails = async () =>
        (
            await db.query<{
                status: string;
                attempts: number;
                last_error: string | null;
            }>(
                `SELECT status, attempts, last_error FROM notification_outbox
                 WHERE created_at = $1 AND channel = 'email' ORDER BY id`,
                [t0.toISOString()]
            )
        ).rows;

    it('retries past the old five tries and for 24 hours, fails only then, and delivers what is left when the server is back', async () => {
        // A port of its own, its SMTP service down.
        smtp = await testSmtp({ up: false });
        const env = {
            SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
            OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
        };
        const delivery = deliverySettingsFrom(env);
        const withSmtp: NotifyContext = { alerts: ctx.alerts, delivery };
        await read('critical', 90, at(0), db, mailed, withSmtp);
        const [alert] = await openOf('criticality', mailed);
        expect(
            await acknowledgeAlert(db, {
                plantId: mailed.subsidiary_id,
                id: alert!.id,
                userId: 1,
                comment: null,
                now: at(0),
            })
        ).toBe('done');
        const queued = await emails();
        expect(queued.length).toBeGreaterThan(0);
        expect(queued.every(m => m.status === 'queued')).toBe(true);

        const channels = createChannels(delivery);
        const pass = (minutes: number) =>
            deliverDue(
                db,
                channels,
                delivery,
                () => at(minutes),
                new AbortController().signal
            );
        try {
            // A pass a minute for two hours: each message is tried more
            // than the old code's five times (30 s doubling), and still
            // waits. A pass tries one message of the unreachable server.
            for (let m = 0; m <= 120; m++) await pass(m);
            let now = await emails();
            expect(now.map(m => m.status)).not.toContain('failed');
            expect(Math.min(...now.map(m => m.attempts))).toBeGreaterThan(5);
            expect(now.find(m => m.attempts > 0)!.last_error).toMatch(
                /could not be reached/
            );
            await pass(24 * 60 - 1);
            now = await emails();
            expect(now.map(m => m.status)).not.toContain('failed');

            // Past the day, a try that fails is the last.
            await pass(24 * 60 + 1);
            now = await emails();
            expect(now.map(m => m.status)).toContain('failed');
            expect(now.find(m => m.status === 'failed')!.last_error).toMatch(
                /could not be reached/
            );

            // The server is back: what still waits is sent, once.
            await smtp.up();
            await pass(24 * 60 + 2);
            now = await emails();
            const waiting = queued.length - 1;
            expect(now.filter(m => m.status === 'sent')).toHaveLength(waiting);
            expect(smtp.mails).toHaveLength(waiting);
        } finally {
            channels.close();
        }
    });
});

describe('two senders at once (PostgreSQL: two connection pools, as two processes)', () => {
    const t0 = new Date('2030-04-01T12:00:00Z');
    const at = (minutes: number) => new Date(t0.getTime() + minutes * MIN);

    it.skipIf(!process.env.DATABASE_URL)(
        'send each message once, and "retry now" never hands a message being sent to another',
        async () => {
            const smtp = await testSmtp();
            const received = () =>
                smtp.mails.map(m => /^Message-ID: (.*)$/im.exec(m.raw)![1]!);
            const delivery = deliverySettingsFrom({
                SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
                OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
            });
            const withSmtp: NotifyContext = { alerts: ctx.alerts, delivery };
            const other = await openDatabase({
                dataDir,
                databaseUrl: databaseUrl!,
            });
            const channels = [
                createChannels(delivery),
                createChannels(delivery),
            ];
            try {
                // Several alerts' messages: a critical reading on each sensor.
                const { rows: sensors } = await db.query<TestSensor>(
                    `SELECT id, subsidiary_id, gateway_id FROM sensor
                     WHERE status = 'active' AND subsidiary_id = $1
                     ORDER BY id DESC LIMIT 6`,
                    [sensor.subsidiary_id]
                );
                for (const s of sensors)
                    await read('critical', 99, at(0), db, s, withSmtp);
                const { rows: due } = await db.query<{ id: number }>(
                    `SELECT id FROM notification_outbox
                     WHERE status = 'queued' AND channel = 'email'`
                );
                expect(due.length).toBeGreaterThan(3);

                // A message a sender holds is not handed out again.
                const held = (await claimDue(db, at(0)))!;
                expect(
                    await retryNow(db, {
                        plantId: held.subsidiaryId,
                        id: held.id,
                        now: at(0),
                    })
                ).toEqual({ result: 'conflict', why: 'sending' });
                expect(await claimDue(other, at(0.5), [])).not.toMatchObject({
                    id: held.id,
                });
                const signal = new AbortController().signal;
                const [a, b] = await Promise.all([
                    deliverDue(db, channels[0]!, delivery, () => at(3), signal),
                    deliverDue(
                        other,
                        channels[1]!,
                        delivery,
                        () => at(3),
                        signal
                    ),
                ]);
                // The held one too: its lease over (its sender died), it
                // was due again, and its first claim can no longer record
                // an outcome.
                expect(a + b).toBe(due.length);
                expect(new Set(received()).size).toBe(received().length);
                expect(received()).toHaveLength(due.length);
                const { rows: left } = await db.query(
                    `SELECT id FROM notification_outbox WHERE status = 'queued'`
                );
                expect(left).toEqual([]);
                expect(await markSent(db, held, at(4))).toBe(false);
            } finally {
                channels.forEach(c => c.close());
                await other.close();
                await smtp.close();
            }
        }
    );
});
