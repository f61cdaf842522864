/**
 * Automatic readings (docs/monitoring.md): the poll of
 * the real simulator's `item.get` turns each sensor's item's last value into
 * a reading of type `auto`, assessed as a manual one is, stored when its
 * criticality differs from the sensor's latest reading or the sensor has
 * had no automatic reading for an hour, and never twice for one value.
 */
import {
    assessCriticality,
    findAlertThresholds,
    type AlertThresholds,
} from '../../shared/domain/criticality.ts';
import {
    createZabbixClient,
    type ZabbixClient,
    type ZabbixItem,
} from '../../shared/zabbix/zabbixClient.ts';
import { openDatabase, type Database } from '../../server/src/db/index.ts';
import { pollLastSeen } from '../../server/src/monitoring/zabbixLastSeen.ts';
import { recordAutomaticReadings } from '../../server/src/readings/automaticReadings.ts';
import { seededDatabase } from './helpers/seeded.ts';
import { ZABBIX_TOKEN } from './helpers/zabbix.ts';
import { sharedBaseUrl } from './helpers/shared.ts';

const baseUrl = sharedBaseUrl();
const HOUR = 3_600_000;

interface Row {
    id: number;
    value: number;
    date: Date;
    type: string;
    criticality: string;
    unit: string;
    criticality_rule: { previousCount: number; reached: string | null };
}

describe('automatic readings', () => {
    let db: Database;
    let dataDir: string;
    let drop: () => Promise<void> = async () => {};
    const client = createZabbixClient({
        url: `${baseUrl}/zabbix/api_jsonrpc.php`,
        token: ZABBIX_TOKEN,
    });
    /** The items the last poll read (a new sample may come at any moment). */
    let polled = new Map<string, ZabbixItem>();
    /**
     * The real client, keeping what each `item.get` answered: the tests
     * judge a poll by the values it read, instead of waiting until no
     * sample can arrive while it runs.
     */
    const zabbix: ZabbixClient = {
        ...client,
        getItems: async (ids, signal) => {
            const found = await client.getItems(ids, signal);
            for (const item of found) polled.set(item.itemid, item);
            return found;
        },
    };
    const poll = async () => {
        polled = new Map();
        await pollLastSeen(db, zabbix);
        return polled;
    };
    let items: Map<string, ZabbixItem>;
    /** An active level sensor of the first plant, with its item. */
    let sensor: { id: number; item: string; plant: number };

    const autos = async (sensorId: number) =>
        (
            await db.query<Row>(
                `SELECT id, value, date, type, criticality, unit, criticality_rule
                 FROM measure WHERE sensor_id = $1 AND type = 'auto'
                 ORDER BY date DESC, id DESC`,
                [sensorId]
            )
        ).rows;

    /** The sensor's automatic readings start from one of ours, `ago` ms before its item's value. */
    const lastAutoBefore = async (ago: number, criticality: string) => {
        const at = items.get(sensor.item)!.lastClock! * 1000 - ago;
        await db.query('DELETE FROM measure WHERE sensor_id = $1', [sensor.id]);
        await db.query(
            `INSERT INTO measure (subsidiary_id, sensor_id, value, unit, type, criticality, date)
             VALUES ($1, $2, 412.5, 'm', 'auto', $3, $4)`,
            [sensor.plant, sensor.id, criticality, new Date(at).toISOString()]
        );
    };

    /** What Zabbix holds now (a new sample comes every five minutes). */
    const readItems = async () => {
        const { rows } = await db.query<{ item: string }>(
            `SELECT DISTINCT zabbix_item_id AS item FROM sensor
             WHERE zabbix_item_id IS NOT NULL`
        );
        items = new Map(
            (await zabbix.getItems(rows.map(r => r.item))).map(i => [
                i.itemid,
                i,
            ])
        );
    };

    /**
     * Runs `step` (set-up and polls of the test's sensor) again when the
     * sensor's item took a new sample while it ran (one comes every five
     * minutes), so that the step's expectations hold one value.
     */
    const onOneSample = async (step: () => Promise<void>) => {
        for (let attempt = 0; attempt < 3; attempt++) {
            await readItems();
            const clock = items.get(sensor.item)!.lastClock;
            polled = new Map();
            await step();
            const seen = polled.get(sensor.item)?.lastClock ?? clock;
            if (seen === clock) return;
        }
        throw new Error('Zabbix took a new sample during every attempt');
    };

    const setLevelBounds = async (bounds: Partial<AlertThresholds>) => {
        const { rows } = await db.query<{ alert_config: AlertThresholds[] }>(
            'SELECT alert_config FROM subsidiary WHERE id = $1',
            [sensor.plant]
        );
        const config = rows[0]!.alert_config.map(c =>
            c.sensorType === 'level' ? { ...c, ...bounds } : c
        );
        await db.query(
            'UPDATE subsidiary SET alert_config = $2::jsonb WHERE id = $1',
            [sensor.plant, JSON.stringify(config)]
        );
    };

    beforeAll(async () => {
        // A copy of the run's seeded database: no seeding of its own.
        const database = await seededDatabase('plants-auto-readings-');
        dataDir = database.dataDir;
        drop = database.drop;
        db = await openDatabase({ dataDir, databaseUrl: database.url });
        const { rows } = await db.query<{
            id: number;
            item: string;
            plant: number;
        }>(
            `SELECT id, zabbix_item_id AS item, subsidiary_id AS plant FROM sensor
             WHERE status = 'active' AND sensor_type = 'level'
               AND zabbix_item_id IS NOT NULL
             ORDER BY id LIMIT 1`
        );
        sensor = rows[0]!;
    }, 120_000);

    afterAll(async () => {
        await db?.close();
        await drop();
    });

    it('keep the item’s last value and time, assessed as a manual reading is, when they say something new', async () => {
        // The seed's readings are minutes to hours old.
        const { rows: seeded } = await db.query<{
            id: number;
            auto: Date | null;
            criticality: string;
        }>(
            `SELECT DISTINCT ON (sensor_id) sensor_id AS id, criticality,
                    (SELECT max(date) FROM measure a
                     WHERE a.sensor_id = m.sensor_id AND a.type = 'auto') AS auto
             FROM measure m ORDER BY sensor_id, date DESC, id DESC`
        );
        const before = new Map(seeded.map(r => [Number(r.id), r]));
        const lastSeen = async () => {
            const { rows } = await db.query<{ at: Date | null }>(
                'SELECT last_seen_at AS at FROM sensor WHERE id = $1',
                [sensor.id]
            );
            return rows[0]!.at ? new Date(rows[0]!.at).getTime() : 0;
        };
        // The copied seed's own last seen may be newer than Zabbix's last sample.
        const seenBefore = await lastSeen();
        // Judged by the values the poll read.
        items = await poll();
        const { rows: sensors } = await db.query<{
            id: number;
            item: string;
            type: string;
            config: AlertThresholds[];
        }>(
            `SELECT s.id, s.zabbix_item_id AS item, s.sensor_type AS type,
                    p.alert_config AS config
             FROM sensor s JOIN subsidiary p ON p.id = s.subsidiary_id
             WHERE s.status = 'active' AND s.zabbix_item_id IS NOT NULL`
        );
        expect(sensors.length).toBeGreaterThan(20);
        let stored = 0;
        let skipped = 0;
        for (const s of sensors) {
            const item = items.get(s.item)!;
            const at = item.lastClock! * 1000;
            const was = before.get(Number(s.id));
            const wasAuto = was?.auto ? new Date(was.auto).getTime() : null;
            const [auto, ...older] = await autos(s.id);
            // The same rule, with the sensor's readings up to the value.
            const { rows: previous } = await db.query<{ value: number }>(
                `SELECT value FROM measure WHERE sensor_id = $1 AND date <= $2
                   AND NOT (type = 'auto' AND date = $2)
                 ORDER BY date DESC, id DESC LIMIT 5`,
                [s.id, new Date(at).toISOString()]
            );
            const expected = assessCriticality(
                item.lastValue as number,
                findAlertThresholds(s.config, s.type),
                previous.map(p => Number(p.value))
            );
            const due =
                (wasAuto === null || at > wasAuto) &&
                (was?.criticality !== expected.criticality ||
                    wasAuto === null ||
                    at - wasAuto >= HOUR);
            if (!due) {
                skipped++;
                expect(auto ? new Date(auto.date).getTime() : null).toBe(
                    wasAuto
                );
                continue;
            }
            stored++;
            expect(auto!.value, `sensor ${s.id}`).toBe(item.lastValue);
            expect(new Date(auto!.date).getTime()).toBe(at);
            expect(auto!.criticality).toBe(expected.criticality);
            expect(auto!.criticality_rule.previousCount).toBe(
                expected.rule.previousCount
            );
            expect(older.every(o => o.date < auto!.date)).toBe(true);
        }
        // Both cases happen in the demo (its newest readings are 0–70 min old).
        expect(stored).toBeGreaterThan(0);
        expect(stored + skipped).toBe(sensors.length);
        // Automatic readings are news of their sensor: last seen moves
        // up to the item's time (never back).
        expect(await lastSeen()).toBe(
            Math.max(seenBefore, items.get(sensor.item)!.lastClock! * 1000)
        );
    });

    it('are not stored twice for one value', async () => {
        const autosBySensor = async () =>
            new Map(
                (
                    await db.query<{ id: number; n: number }>(
                        `SELECT sensor_id AS id, count(*)::int AS n FROM measure
                         WHERE type = 'auto' GROUP BY sensor_id`
                    )
                ).rows.map(r => [Number(r.id), r.n])
            );
        const { rows: sensors } = await db.query<{ id: number; item: string }>(
            `SELECT id, zabbix_item_id AS item FROM sensor
             WHERE status = 'active' AND zabbix_item_id IS NOT NULL`
        );
        // The values of the previous test's poll are stored already.
        const first = await poll();
        const before = await autosBySensor();
        const second = await poll();
        const after = await autosBySensor();
        let unchanged = 0;
        for (const s of sensors) {
            // An item that took a new sample between the polls may say something new.
            if (first.get(s.item)?.lastClock !== second.get(s.item)?.lastClock)
                continue;
            unchanged++;
            expect(after.get(Number(s.id)), `sensor ${s.id}`).toBe(
                before.get(Number(s.id))
            );
        }
        expect(unchanged).toBeGreaterThan(sensors.length / 2);
        // Nowhere two automatic readings of one sensor at one time.
        const { rows: twice } = await db.query(
            `SELECT sensor_id, date FROM measure WHERE type = 'auto'
             GROUP BY sensor_id, date HAVING count(*) > 1`
        );
        expect(twice).toEqual([]);
    });

    it('within the hour, are stored only when the criticality changes', async () => {
        /**
         * The sensor's item's value is high (its last automatic reading's
         * level, ten minutes ago), and critical past `criticalAbove` of it;
         * then a poll.
         */
        const pollAtHigh = (criticalAbove: number) =>
            onOneSample(async () => {
                const value = items.get(sensor.item)!.lastValue as number;
                await setLevelBounds({
                    low: value - 3,
                    medium: value - 2,
                    high: value - 1,
                    critical: value + criticalAbove,
                    numberOfPreviousMeasures: 0,
                });
                await lastAutoBefore(HOUR / 6, 'high');
                await poll();
            });
        // At the same level as ten minutes ago: nothing new to say.
        await pollAtHigh(100);
        expect(await autos(sensor.id)).toHaveLength(1);

        // The same value now reaches a higher level: a reading records it.
        await pollAtHigh(-0.5);
        const [rise, ...rest] = await autos(sensor.id);
        expect(rest).toHaveLength(1);
        expect(rise!.criticality).toBe('critical');
        expect(rise!.criticality_rule.reached).toBe('critical');
        expect(rise!.unit).toBe('m');
    });

    it('at the same level, are stored once an hour', async () => {
        await onOneSample(async () => {
            await lastAutoBefore(HOUR + 1000, 'critical');
            await poll();
        });
        const [hourly, ...rest] = await autos(sensor.id);
        expect(rest).toHaveLength(1);
        expect(hourly!.criticality).toBe('critical');
        expect(new Date(hourly!.date).getTime()).toBe(
            items.get(sensor.item)!.lastClock! * 1000
        );
    });

    it('come in the sensor’s unit: a known scale is converted, another unit is not judged', async () => {
        // No poll: the item's value as read, in other units.
        await readItems();
        const item = items.get(sensor.item)!;
        // The sensor reads metres; Zabbix says the same level in centimetres.
        await lastAutoBefore(2 * HOUR, 'low');
        expect(
            await recordAutomaticReadings(db, [{ ...item, units: 'cm' }])
        ).toBe(1);
        const [converted] = await autos(sensor.id);
        expect(converted!.value).toBeCloseTo(Number(item.lastValue) / 100, 6);
        expect(converted!.unit).toBe('m');

        // Volts for a level: no reading, rather than one on the wrong scale.
        await lastAutoBefore(2 * HOUR, 'low');
        expect(
            await recordAutomaticReadings(db, [{ ...item, units: 'V' }])
        ).toBe(0);
        expect(await autos(sensor.id)).toHaveLength(1);
    });
});
