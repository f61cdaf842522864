/**
 * The monitoring screens' endpoints against the demo data: the dashboard's
 * summary and the overview of the selected plant (counts and lists that
 * agree with the plant's own records, and nothing of another plant), and
 * the administrator's instrumentation across plants.
 */
import type { DashboardSummary } from '@shared/domain/dashboard';
import type { InstrumentationItem } from '@shared/domain/instrumentation';
import type { Overview } from '@shared/domain/overview';
import { CRITICALITIES } from '@shared/domain/fields';
import { clientFor, type ApiClient, type Rec } from './helpers/apiClient.ts';
import { sharedBaseUrl } from './helpers/shared.ts';

const baseUrl = sharedBaseUrl();

let admin: ApiClient;
let operator: ApiClient;
let plants: number[];
let foreignPlant: number;

beforeAll(async () => {
    admin = (await clientFor(baseUrl, 'admin')).api;
    const op = await clientFor(baseUrl, 'operator');
    operator = op.api;
    plants = op.plants;
    expect(plants.length).toBeGreaterThan(1);
    const all = await admin.get('/subsidiary/search?limit=100');
    foreignPlant =
        all.rows.map(r => r.id as number).find(id => !plants.includes(id)) ?? 0;
    expect(foreignPlant).toBeGreaterThan(0);
});

const summaryOf = async (plant: number) => {
    const res = await operator.inPlant(plant).get('/dashboard/summary');
    expect(res.status).toBe(200);
    return res.record as unknown as DashboardSummary;
};

const allOf = async (client: ApiClient, path: string): Promise<Rec[]> =>
    (await client.get(`${path}${path.includes('?') ? '&' : '?'}limit=100`))
        .rows;

describe('dashboard summary', () => {
    it('counts the plant’s readings of the last 24 h by criticality, as the readings list does', async () => {
        const plant = plants[0]!;
        const summary = await summaryOf(plant);
        expect(summary.plantId).toBe(plant);
        expect(Object.keys(summary.readings).sort()).toEqual(
            [...CRITICALITIES].sort()
        );
        const client = operator.inPlant(plant);
        for (const level of CRITICALITIES) {
            const res = await client.get(
                `/measure/search?limit=1&criticality=${level}&date_gte=${encodeURIComponent(summary.since)}`
            );
            expect(summary.readings[level], level).toBe(res.body.meta?.total);
        }
        expect(
            Object.values(summary.readings).reduce((a, b) => a + b, 0)
        ).toBeGreaterThan(0);
    });

    it('lists the plant’s active sensors and gateways, silent and offline ones first', async () => {
        const plant = plants[0]!;
        const summary = await summaryOf(plant);
        const client = operator.inPlant(plant);
        const sensors = (await allOf(client, '/sensor/search?status=active'))
            .map(s => s.id)
            .sort();
        const gateways = (await allOf(client, '/gateway/search?status=active'))
            .map(g => g.id)
            .sort();
        expect(summary.sensors.map(s => s.id).sort()).toEqual(sensors);
        expect(summary.gateways.map(g => g.id).sort()).toEqual(gateways);
        const firstHeard = summary.sensors.findIndex(s => !s.silent);
        if (firstHeard >= 0)
            expect(
                summary.sensors.slice(firstHeard).every(s => !s.silent)
            ).toBe(true);
        for (const s of summary.sensors) {
            const ago = s.lastSeenAt
                ? Date.now() - Date.parse(s.lastSeenAt)
                : Infinity;
            // A minute of slack for the time between the two requests.
            if (Math.abs(ago - s.noDataTimeoutMin * 60_000) > 60_000)
                expect(s.silent, s.name).toBe(
                    ago > s.noDataTimeoutMin * 60_000
                );
        }
    });

    it('names the latest high and critical readings, newest first, of this plant only', async () => {
        const plant = plants[0]!;
        const summary = await summaryOf(plant);
        const dates = summary.latestAlerts.map(a => Date.parse(a.date));
        expect(dates).toEqual([...dates].sort((a, b) => b - a));
        for (const a of summary.latestAlerts) {
            expect(['high', 'critical']).toContain(a.criticality);
            // The plant's sensor (active or not): readable in this plant, not in another.
            const sensor = await operator
                .inPlant(plant)
                .get(`/sensor/${a.sensorId}`);
            expect(sensor.status, a.sensorName).toBe(200);
            expect(sensor.record.name).toBe(a.sensorName);
            expect(Date.parse(a.date)).toBeGreaterThanOrEqual(
                Date.parse(summary.since)
            );
        }
    });

    it('keeps plants apart and refuses a plant that is not the caller’s', async () => {
        const [a, b] = [
            await summaryOf(plants[0]!),
            await summaryOf(plants[1]!),
        ];
        const inA = new Set(a.sensors.map(s => s.id));
        expect(b.sensors.some(s => inA.has(s.id))).toBe(false);
        expect(
            (await operator.inPlant(foreignPlant).get('/dashboard/summary'))
                .status
        ).toBe(403);
        expect(
            (await operator.inPlant(undefined).get('/dashboard/summary')).status
        ).toBe(403);
        // Administrators have no plant: their dashboard is not a plant's.
        expect((await admin.get('/dashboard/summary')).status).toBe(403);
        const anonymous = await fetch(`${baseUrl}/api/dashboard/summary`);
        expect(anonymous.status).toBe(401);
    });
});

describe('overview', () => {
    it('places every active sensor and gateway with its worst criticality now', async () => {
        const plant = plants[0]!;
        const res = await operator.inPlant(plant).get('/overview');
        expect(res.status).toBe(200);
        const overview = res.record as unknown as Overview;
        expect(overview.plant.id).toBe(plant);
        const sensors = overview.items.filter(i => i.kind === 'sensor');
        expect(sensors.length).toBeGreaterThan(0);
        expect(sensors.every(s => s.latitude !== null)).toBe(true);
        // A sensor's worst is its latest reading's criticality.
        const withReading = sensors.find(s => s.lastReading)!;
        const latest = await operator
            .inPlant(plant)
            .get(
                `/measure/search?limit=1&sensorId=${withReading.id}&sort=date&order=DESC`
            );
        expect(withReading.lastReading?.id).toBe(latest.rows[0]?.id);
        expect(withReading.worst).toBe(latest.rows[0]?.criticality);
        // A gateway stands at the worst of its sensors.
        const levels = [null, ...CRITICALITIES];
        for (const g of overview.items.filter(i => i.kind === 'gateway')) {
            const own = (
                await allOf(
                    operator.inPlant(plant),
                    `/sensor/search?status=active&gatewayId=${g.id}`
                )
            ).map(s => s.id);
            const worst = sensors
                .filter(s => own.includes(s.id))
                .reduce(
                    (w, s) =>
                        levels.indexOf(s.worst) > levels.indexOf(w)
                            ? s.worst
                            : w,
                    null as (typeof levels)[number]
                );
            expect(g.worst, g.name).toBe(worst);
        }
    });

    it('refuses another plant', async () => {
        expect(
            (await operator.inPlant(foreignPlant).get('/overview')).status
        ).toBe(403);
    });
});

describe('instrumentation', () => {
    it('lists gateways and sensors of every plant for the administrator', async () => {
        const res = await admin.get('/instrumentation');
        expect(res.status).toBe(200);
        const items = res.body.data as InstrumentationItem[];
        const plantIds = new Set(items.map(i => i.plantId));
        expect(plantIds.size).toBeGreaterThan(1);
        expect(items.some(i => i.kind === 'gateway')).toBe(true);
        expect(items.some(i => i.kind === 'sensor')).toBe(true);
        const plant = plants[0]!;
        const sensors = await allOf(
            operator.inPlant(plant),
            '/sensor/search?status=active'
        );
        expect(
            items
                .filter(i => i.kind === 'sensor' && i.plantId === plant)
                .map(i => i.id)
                .sort()
        ).toEqual(sensors.map(s => s.id).sort());
        for (const i of items)
            expect(['online', 'offline', 'never-seen']).toContain(i.state);
    });

    it('is the administrator’s only', async () => {
        expect((await operator.get('/instrumentation')).status).toBe(403);
    });
});
