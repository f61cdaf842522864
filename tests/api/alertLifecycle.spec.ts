/**
 * The alert lifecycle's timing on a clock the test moves: auto-clear after
 * the configured normal time, escalation of an
 * unacknowledged critical alert at its interval and at most so many
 * times, silence alerts opened past the no-data timeout and closed when
 * the device is heard again, one alert under concurrent writers. Runs the
 * lifecycle's functions on a database of its own (PGlite, or a fresh
 * PostgreSQL database with DATABASE_URL), demo data seeded.
 */
import { offlineAfterMin } from '@shared/domain/deviceState.ts';
import { acknowledgeAlert } from '../../server/src/alerts/actions.ts';
import {
    alertOnReading,
    autoClear,
    escalate,
    scanSilence,
} from '../../server/src/alerts/lifecycle.ts';
import type { NotifyContext } from '../../server/src/alerts/notify.ts';
import {
    alertSettingsFrom,
    deliverySettingsFrom,
} from '../../server/src/alerts/settings.ts';
import { openDatabase, type Database } from '../../server/src/db/index.ts';
import { seededDatabase } from './helpers/seeded.ts';

const MIN = 60_000;
let db: Database;
let dataDir: string;
let drop: () => Promise<void> = async () => {};
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
let sensor: { id: number; subsidiary_id: number; gateway_id: number | null };
let nextMeasure = 900_000;

beforeAll(async () => {
    // A copy of the run's seeded database: no seeding of its own.
    const database = await seededDatabase('plants-alert-life-');
    dataDir = database.dataDir;
    drop = database.drop;
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
}, 180_000);

afterAll(async () => {
    await db?.close();
    await drop();
});

const read = (level: string, value: number, now: Date, on = db) =>
    on.transaction(tx =>
        alertOnReading(
            tx,
            {
                plantId: sensor.subsidiary_id,
                sensorId: sensor.id,
                gatewayId: sensor.gateway_id,
                measureId: ++nextMeasure,
                level,
                value,
                unit: 'mm',
            },
            now,
            ctx
        )
    );

const openOf = async (cause = 'criticality') =>
    (
        await db.query<{ id: number; level: string; escalations: number }>(
            `SELECT id, level, escalations FROM alert
             WHERE device_key = $1 AND cause = $2 AND state = 'open'`,
            [`sensor:${sensor.id}`, cause]
        )
    ).rows;

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
        // A reading is news of the sensor.
        await read('low', 1, at(offline + 3));
        expect(await openOf('silence')).toEqual([]);
    });
});
