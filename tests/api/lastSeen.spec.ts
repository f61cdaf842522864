/**
 * Last seen follows the data: a reading moves its
 * sensor's and its gateway's last seen, and their online state with it;
 * the poll of Zabbix's `lastclock` moves the sensors that read an item.
 */
import { createZabbixClient } from '../../shared/zabbix/zabbixClient.ts';
import type { Database } from '../../server/src/db/index.ts';
import { pollLastSeen } from '../../server/src/monitoring/zabbixLastSeen.ts';
import { clientFor, type ApiClient, type Rec } from './helpers/apiClient.ts';
import { ZABBIX_TOKEN } from './helpers/zabbix.ts';
import { openSeededDatabase } from './helpers/seeded.ts';
import { sharedBaseUrl } from './helpers/shared.ts';

const baseUrl = sharedBaseUrl();
let operator: ApiClient;

const devEui = () =>
    `70b3d57ed1${Math.floor(Math.random() * 0xffffff)
        .toString(16)
        .padStart(6, '0')}`;

beforeAll(async () => {
    operator = (await clientFor(baseUrl, 'operator')).api;
});

describe('a reading', () => {
    let sensor: Rec;
    let gateway: Rec;

    beforeAll(async () => {
        const watershed = (await operator.get('/watershed/search?limit=1'))
            .rows[0] as Rec;
        const eui = `B0B0${Math.floor(Math.random() * 0xffffffff)
            .toString(16)
            .toUpperCase()
            .padStart(12, '0')}`;
        const g = await operator.post('/gateway', {
            gatewayEui: eui,
            name: `Gateway ${eui}`,
            location: { latitude: -18.97, longitude: -49.46 },
            statsIntervalSec: 30,
        });
        expect(g.status).toBe(201);
        gateway = g.record;
        const s = await operator.post('/sensor', {
            devEui: devEui(),
            name: 'Piezômetro sem leituras',
            sensorType: 'displacement',
            unit: 'mm',
            localization: { latitude: -18.97, longitude: -49.46 },
            watershedId: watershed.id,
            gatewayId: gateway.id,
        });
        expect(s.status).toBe(201);
        sensor = s.record;
    });

    it('brings a silent sensor and its gateway online, in every read', async () => {
        expect(sensor.lastSeenAt ?? null).toBeNull();
        expect(sensor.state).toBe('never-seen');
        const taken = new Date(Date.now() - 30_000).toISOString();
        const posted = await operator.post('/measure', {
            sensorId: sensor.id,
            value: 1,
            date: taken,
        });
        expect(posted.status).toBe(201);

        const read = (await operator.get(`/sensor/${sensor.id}`)).record;
        expect(Date.parse(String(read.lastSeenAt))).toBe(Date.parse(taken));
        expect(read.state).toBe('online');
        const gw = (await operator.get(`/gateway/${gateway.id}`)).record;
        expect(Date.parse(String(gw.lastSeenAt))).toBe(Date.parse(taken));

        // The overview's map reads the same column, as do the dashboard's
        // silent count and the instrumentation screen.
        const overview = (await operator.get('/overview')).record;
        const onMap = (overview.items as Rec[]).find(
            i => i.kind === 'sensor' && i.id === sensor.id
        );
        expect(onMap?.state).toBe('online');
        const gwOnMap = (overview.items as Rec[]).find(
            i => i.kind === 'gateway' && i.id === gateway.id
        );
        expect(gwOnMap?.state).toBe('online');
    });

    it('moves last seen forward only, and never past now', async () => {
        const before = (await operator.get(`/sensor/${sensor.id}`)).record
            .lastSeenAt as string;
        const older = await operator.post('/measure', {
            sensorId: sensor.id,
            value: 2,
            date: new Date(Date.parse(before) - 3_600_000).toISOString(),
        });
        expect(older.status).toBe(201);
        expect(
            (await operator.get(`/sensor/${sensor.id}`)).record.lastSeenAt
        ).toBe(before);

        const future = await operator.post('/measure', {
            sensorId: sensor.id,
            value: 3,
            date: new Date(Date.now() + 86_400_000).toISOString(),
        });
        expect(future.status).toBe(201);
        const seen = Date.parse(
            String(
                (await operator.get(`/sensor/${sensor.id}`)).record.lastSeenAt
            )
        );
        expect(seen).toBeLessThanOrEqual(Date.now());
        expect(seen).toBeGreaterThan(Date.parse(before));
    });

    it('refused, moves nothing', async () => {
        const before = (await operator.get(`/sensor/${sensor.id}`)).record
            .lastSeenAt;
        const refused = await operator.post('/measure', {
            sensorId: sensor.id,
            value: 'not a number',
            date: new Date().toISOString(),
        });
        expect(refused.status).toBe(400);
        expect(
            (await operator.get(`/sensor/${sensor.id}`)).record.lastSeenAt
        ).toBe(before);
    });
});

describe('one state per device', () => {
    it('a gateway heard through its sensor five minutes ago reads online on every screen', async () => {
        const admin = (await clientFor(baseUrl, 'admin')).api;
        const eui = `C0C0${Math.floor(Math.random() * 0xffffffff)
            .toString(16)
            .toUpperCase()
            .padStart(12, '0')}`;
        const gateway = (
            await operator.post('/gateway', {
                gatewayEui: eui,
                name: `Gateway ${eui}`,
                location: { latitude: -18.97, longitude: -49.46 },
                statsIntervalSec: 30,
            })
        ).record;
        const watershed = (await operator.get('/watershed/search?limit=1'))
            .rows[0] as Rec;
        const sensor = (
            await operator.post('/sensor', {
                devEui: devEui(),
                name: `Régua ${eui}`,
                sensorType: 'level',
                unit: 'm',
                localization: { latitude: -18.97, longitude: -49.46 },
                watershedId: watershed.id,
                gatewayId: gateway.id,
            })
        ).record;
        // Sensors report every few minutes; the gateway is heard only then.
        const posted = await operator.post('/measure', {
            sensorId: sensor.id,
            value: 1,
            date: new Date(Date.now() - 5 * 60_000).toISOString(),
        });
        expect(posted.status).toBe(201);

        const states = async () => {
            const summary = (await operator.get('/dashboard/summary')).record;
            const overview = (await operator.get('/overview')).record;
            const instrumentation = (await admin.get('/instrumentation')).rows;
            const find = (items: unknown, kind: string, id: unknown) =>
                (items as Rec[]).find(i => i.kind === kind && i.id === id)
                    ?.state;
            return {
                list: (
                    await operator.get(`/gateway/search?search=${eui}&limit=1`)
                ).rows[0]?.state,
                details: (await operator.get(`/gateway/${gateway.id}`)).record
                    .state,
                dashboard: (summary.gateways as Rec[]).find(
                    g => g.id === gateway.id
                )?.state,
                overview: find(overview.items, 'gateway', gateway.id),
                instrumentation: find(instrumentation, 'gateway', gateway.id),
                sensor: find(overview.items, 'sensor', sensor.id),
            };
        };
        expect(await states()).toEqual({
            list: 'online',
            details: 'online',
            dashboard: 'online',
            overview: 'online',
            instrumentation: 'online',
            sensor: 'online',
        });
    });
});

describe('the Zabbix poll', () => {
    let db: Database;
    let drop: () => Promise<void> = async () => {};

    beforeAll(async () => {
        ({ db, drop } = await openSeededDatabase('plants-last-seen-'));
    }, 120_000);

    afterAll(() => drop());

    it('gives each sensor reading an item the item’s last value time, and its gateway too', async () => {
        const zabbix = createZabbixClient({
            url: `${baseUrl}/zabbix/api_jsonrpc.php`,
            token: ZABBIX_TOKEN,
        });

        // The demo's sensors, none heard from yet, one without an item.
        await db.query('UPDATE sensor SET last_seen_at = NULL');
        await db.query('UPDATE gateway SET last_seen_at = NULL');
        const { rows: sensors } = await db.query<{
            id: number;
            item: string | null;
            gateway: number | null;
        }>(
            `SELECT id, zabbix_item_id AS item, gateway_id AS gateway FROM sensor
             WHERE status <> 'deleted' ORDER BY id`
        );
        const silent = sensors[0]!;
        await db.query(
            'UPDATE sensor SET zabbix_item_id = NULL WHERE id = $1',
            [silent.id]
        );
        const withItem = sensors.filter(s => s.item && s.id !== silent.id);
        expect(withItem.length).toBeGreaterThan(0);

        // The simulator's items take new values as time passes: one may
        // arrive between the poll and this test's own look, so each
        // sensor's time is its item's as read just before or just after
        // the poll.
        const clocksNow = async () =>
            new Map(
                (await zabbix.getItems(withItem.map(s => s.item!))).map(i => [
                    i.itemid,
                    (i.lastClock ?? 0) * 1000,
                ])
            );
        const before = await clocksNow();
        expect(await pollLastSeen(db, zabbix)).toBe(withItem.length);
        const after = await clocksNow();
        const seenNow = async () => {
            const { rows } = await db.query<{
                id: number;
                seen: Date | null;
            }>('SELECT id, last_seen_at AS seen FROM sensor');
            return (id: number) =>
                rows.find(r => Number(r.id) === Number(id))?.seen ?? null;
        };
        const seen = await seenNow();
        for (const s of withItem) {
            const at = new Date(seen(s.id)!).getTime();
            const was = before.get(s.item!)!;
            const is = after.get(s.item!)!;
            expect(at === was || at === is, `${at} is ${was} or ${is}`).toBe(
                true
            );
        }
        expect(seen(silent.id)).toBeNull();
        // A gateway is heard when its sensors are.
        const gatewayOf = withItem.find(s => s.gateway !== null);
        if (gatewayOf) {
            const { rows: g } = await db.query<{ seen: Date | null }>(
                'SELECT last_seen_at AS seen FROM gateway WHERE id = $1',
                [gatewayOf.gateway]
            );
            expect(g[0]?.seen).not.toBeNull();
        }

        // Nothing new in Zabbix: nothing moves; a value that arrived since
        // moves its sensor alone.
        const seenFirst = await seenNow();
        const moved = await pollLastSeen(db, zabbix);
        const later = await clocksNow();
        const newer = withItem.filter(
            s => later.get(s.item!)! > new Date(seenFirst(s.id)!).getTime()
        ).length;
        if (newer === 0) expect(moved).toBe(0);
        else expect(moved).toBeLessThanOrEqual(newer);
    });
});
