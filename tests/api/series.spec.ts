/**
 * The series proxy (`GET /api/sensor/:id/series`): the same access rules as
 * reading the sensor, Zabbix's token kept on the server, the history as
 * `direct` mode would read it, and Zabbix's failures named for the chart.
 */
import { loadConfig } from '../../server/src/config.ts';
import { defaultClientConfig } from '../../server/src/spa.ts';
import { clientFor, type ApiClient, type Rec } from './helpers/apiClient.ts';
import { startSeededServer, type SeededServer } from './helpers/seeded.ts';
import { sharedBaseUrl } from './helpers/shared.ts';

const baseUrl = sharedBaseUrl();

let admin: ApiClient;
let operator: ApiClient;
let plantA: number;
let sensorA: Rec;
let plantB: number;
let foreignPlant: number;

const HOUR = 3_600_000;

beforeAll(async () => {
    admin = (await clientFor(baseUrl, 'admin')).api;
    const op = await clientFor(baseUrl, 'operator');
    operator = op.api;
    plantA = op.plants[0] ?? 0;
    const sensors = await operator
        .inPlant(plantA)
        .get('/sensor/search?limit=50');
    sensorA = sensors.rows.find(s => s.zabbixItemId) as Rec;
    expect(sensorA).toBeDefined();
    plantB = op.plants[1] ?? 0;
    const all = await admin.get('/subsidiary/search?limit=100');
    foreignPlant =
        all.rows.map(r => r.id as number).find(id => !op.plants.includes(id)) ??
        0;
    expect(plantB).toBeGreaterThan(0);
    expect(foreignPlant).toBeGreaterThan(0);
});

const series = (client: ApiClient, id: unknown, query = '') =>
    client.inPlant(plantA).get(`/sensor/${String(id)}/series${query}`);

describe('series proxy', () => {
    it('answers the last 24 h of the sensor item, oldest first, as numbers', async () => {
        const before = Date.now();
        const res = await series(operator, sensorA.id);
        expect(res.status).toBe(200);
        const body = res.record as {
            itemId: string;
            unit: string;
            from: number;
            to: number;
            truncated: boolean;
            points: { time: number; value: number }[];
        };
        expect(body.itemId).toBe(sensorA.zabbixItemId);
        expect(body.unit).toBe(sensorA.unit);
        expect(body.to - body.from).toBe(24 * HOUR);
        expect(body.to).toBeGreaterThanOrEqual(before);
        expect(body.points.length).toBeGreaterThan(10);
        expect(body.points.length).toBeLessThanOrEqual(1000);
        const times = body.points.map(p => p.time);
        expect(times).toEqual([...times].sort((a, b) => a - b));
        for (const p of body.points) {
            expect(typeof p.value).toBe('number');
            expect(p.time).toBeGreaterThanOrEqual(body.from - 1000);
            expect(p.time).toBeLessThanOrEqual(body.to + 1000);
        }
    });

    it('draws a 24 h range from history, every value (kind "history")', async () => {
        const res = await series(operator, sensorA.id);
        expect(res.record.kind).toBe('history');
        expect(res.record.truncated).toBe(false);
        const points = res.record.points as Record<string, number>[];
        expect(points.every(p => p.min === undefined)).toBe(true);
    });

    it.each([
        [30, 'past history’s week'],
        [5, 'past the 1000-value budget, though in history'],
        [300, 'a custom 300 days'],
    ])(
        'draws %i days whole from hourly trends (%s)',
        async days => {
            const to = Date.now();
            const from = to - days * 24 * HOUR;
            const res = await series(
                operator,
                sensorA.id,
                `?from=${from}&to=${to}`
            );
            expect(res.status).toBe(200);
            const body = res.record as {
                kind: string;
                truncated: boolean;
                points: {
                    time: number;
                    value: number;
                    min: number;
                    max: number;
                }[];
            };
            expect(body.kind).toBe('trends');
            expect(body.truncated).toBe(false);
            const { points } = body;
            // One per hour, the whole range: from the hour holding its
            // start to the hour now running (made from history: Zabbix
            // has not written its trend yet).
            expect(points.length).toBeGreaterThan(days * 24 - 3);
            expect(points.length).toBeLessThanOrEqual(days * 24 + 1);
            expect(from - points[0]!.time).toBeGreaterThanOrEqual(0);
            expect(from - points[0]!.time).toBeLessThan(HOUR);
            expect(to - points.at(-1)!.time).toBeLessThan(HOUR);
            for (const p of points) {
                expect(p.time % HOUR).toBe(0);
                expect(p.min).toBeLessThanOrEqual(p.value);
                expect(p.value).toBeLessThanOrEqual(p.max);
            }
        },
        30_000
    );

    it('reads the range asked for, with offsets or epoch milliseconds', async () => {
        const to = new Date('2026-11-20T10:30:00-03:00');
        const from = new Date(to.getTime() - 6 * HOUR);
        const res = await series(
            operator,
            sensorA.id,
            `?from=${encodeURIComponent('2026-11-20T04:30:00-03:00')}&to=${to.getTime()}`
        );
        expect(res.status).toBe(200);
        expect(res.record.from).toBe(from.getTime());
        expect(res.record.to).toBe(to.getTime());
    });

    it('refuses a range without an offset, reversed or longer than a year', async () => {
        for (const q of [
            '?from=2026-11-20T10:30',
            '?from=2026-11-21T00:00:00Z&to=2026-11-20T00:00:00Z',
            '?from=2020-01-01T00:00:00Z&to=2026-01-01T00:00:00Z',
        ]) {
            const res = await series(operator, sensorA.id, q);
            expect(res.status, q).toBe(400);
            expect(res.body.errors?.[0]?.code, q).toBe('03');
        }
    });

    it('is closed to other plants and to strangers', async () => {
        const path = `/sensor/${String(sensorA.id)}/series`;
        // Another of the user's plants selected: that plant has no such sensor.
        expect((await operator.inPlant(plantB).get(path)).status).toBe(404);
        // A plant the user does not hold.
        expect((await operator.inPlant(foreignPlant).get(path)).status).toBe(
            403
        );
        const anonymous = await fetch(
            `${baseUrl}/api/sensor/${String(sensorA.id)}/series`
        );
        expect(anonymous.status).toBe(401);
    });

    it('answers an empty series for a sensor without a Zabbix item', async () => {
        const created = await operator
            .inPlant(plantA)
            .patch(`/sensor/${String(sensorA.id)}`, { zabbixItemId: null });
        expect(created.status).toBe(200);
        try {
            const res = await series(operator, sensorA.id);
            expect(res.status).toBe(200);
            expect(res.record).toMatchObject({ itemId: null, points: [] });
        } finally {
            await operator
                .inPlant(plantA)
                .patch(`/sensor/${String(sensorA.id)}`, {
                    zabbixItemId: sensorA.zabbixItemId,
                });
        }
    });

    it('keeps the Zabbix token out of /config.json', async () => {
        const res = await fetch(`${baseUrl}/config.json`);
        const text = await res.text();
        expect(JSON.parse(text).zabbix).toEqual({ mode: 'proxy' });
        expect(text).not.toContain('token');
    });

    it('hands the browser the token only when Zabbix is called directly', () => {
        const direct = defaultClientConfig(
            loadConfig({ ZABBIX_MODE: 'direct', ZABBIX_TOKEN: 'public-t' })
        );
        expect(direct.zabbix).toEqual({
            mode: 'direct',
            url: '/zabbix/api_jsonrpc.php',
            token: 'public-t',
            authMode: 'auto',
        });
        expect(defaultClientConfig(loadConfig({})).zabbix).toEqual({
            mode: 'proxy',
        });
    });
});

describe('series proxy with Zabbix out of reach', () => {
    let server: SeededServer;

    beforeAll(async () => {
        // Port 9 (discard) on loopback: nothing listens, the connection is refused.
        server = await startSeededServer('plants-series-', {
            OIDC_TEST_ENDPOINTS: 'true',
            ZABBIX_URL: 'http://127.0.0.1:9/api_jsonrpc.php',
            // Allowed, so that the connection is tried and refused.
            OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
        });
    });

    afterAll(() => server?.stop());

    it('says Zabbix could not be reached (502), not a 500', async () => {
        const op = await clientFor(server.baseUrl, 'operator');
        const plant = op.plants[0] ?? 0;
        const sensor = (
            await op.api.inPlant(plant).get('/sensor/search?limit=1')
        ).rows[0] as Rec;
        const res = await op.api
            .inPlant(plant)
            .get(`/sensor/${String(sensor.id)}/series`);
        expect(res.status).toBe(502);
        expect(res.body).toMatchObject({ zabbix: { kind: 'network' } });
    });
});

describe('series proxy with a Zabbix token whose role may not call history.get', () => {
    let server: SeededServer;

    beforeAll(async () => {
        // The main test server's simulator, reached over HTTP with the
        // token of a user whose role denies history.get.
        server = await startSeededServer('plants-series-role-', {
            OIDC_TEST_ENDPOINTS: 'true',
            ZABBIX_URL: `${baseUrl}/zabbix/api_jsonrpc.php`,
            OUTBOUND_ALLOWED_HOSTS: 'localhost,127.0.0.1',
            ZABBIX_TOKEN: 'plants-demo-zabbix-token-no-history',
        });
    });

    afterAll(() => server?.stop());

    it('names Zabbix’s refusal of history.get (502), and still draws 30 days from trends', async () => {
        const op = await clientFor(server.baseUrl, 'operator');
        const plant = op.plants[0] ?? 0;
        const sensor = (
            await op.api.inPlant(plant).get('/sensor/search?limit=50')
        ).rows.find(s => s.zabbixItemId) as Rec;
        const path = `/sensor/${String(sensor.id)}/series`;
        const day = await op.api.inPlant(plant).get(path);
        expect(day.status).toBe(502);
        expect(day.body).toMatchObject({
            zabbix: {
                kind: 'rpc',
                code: -32602,
                data: 'No permissions to call "history.get".',
            },
        });
        const to = Date.now();
        const month = await op.api
            .inPlant(plant)
            .get(`${path}?from=${to - 30 * 24 * HOUR}&to=${to}`);
        expect(month.status).toBe(200);
        expect(month.record.kind).toBe('trends');
        expect((month.record.points as unknown[]).length).toBeGreaterThan(700);
    }, 30_000);
});
