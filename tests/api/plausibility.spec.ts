/**
 * A manual reading far outside its sensor's valid range is refused unless
 * its note says why (docs/numbers.md, "Plausibility"): a 412,5 m level
 * typed in a box that read the comma as thousands went in as 4125 m,
 * Crítica, opened an alert and notified the contacts.
 */
import { clientFor, type ApiClient, type Rec } from './helpers/apiClient.ts';
import { sharedBaseUrl } from './helpers/shared.ts';

const baseUrl = sharedBaseUrl();
let operator: ApiClient;
let sensor: Rec;

const devEui = () =>
    `70b3d57ed2${Math.floor(Math.random() * 0xffffff)
        .toString(16)
        .padStart(6, '0')}`;

beforeAll(async () => {
    operator = (await clientFor(baseUrl, 'operator')).api;
    const watershed = (await operator.get('/watershed/search?limit=1'))
        .rows[0] as Rec;
    const created = await operator.post('/sensor', {
        devEui: devEui(),
        name: 'Régua de nível plausível',
        sensorType: 'level',
        unit: 'm',
        parametrization: { scale: 1, offset: 0, validMin: 0, validMax: 900 },
        localization: { latitude: -18.97, longitude: -49.46 },
        watershedId: watershed.id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    sensor = created.record;
});

const post = (value: number, note?: string) =>
    operator.post('/measure', {
        sensorId: sensor.id,
        value,
        date: new Date().toISOString(),
        ...(note === undefined ? {} : { note }),
    });

describe('plausibility of a manual reading', () => {
    it('refuses a value above the sensor maximum without a note, at the value and the note', async () => {
        const res = await post(4125);
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual(
            expect.arrayContaining([
                {
                    field: 'value',
                    code: '03',
                    rule: 'implausibleAbove',
                    bound: 900,
                },
                { field: 'note', code: '01', rule: 'justifyImplausible' },
            ])
        );
        const stored = await operator.get(
            `/measure/search?sensorId=${sensor.id}`
        );
        expect(stored.rows).toHaveLength(0);
    });

    it('refuses a value below the sensor minimum, and a blank note', async () => {
        const res = await post(-5, '   ');
        expect(res.status).toBe(400);
        expect(res.body.errors).toContainEqual({
            field: 'value',
            code: '03',
            rule: 'implausibleBelow',
            bound: 0,
        });
    });

    it('takes it with a note that says why', async () => {
        const res = await post(4125, 'Régua trocada; leitura conferida');
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        expect(res.record.value).toBe(4125);
    });

    it('takes a value inside the range without a note', async () => {
        const res = await post(412.5);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
    });

    it('asks again when a correction takes the value out of range', async () => {
        const created = await post(412.5);
        const id = created.record.id as number;
        const res = await operator.patch(`/measure/${id}`, { value: 4125 });
        expect(res.status).toBe(400);
        expect(res.body.errors).toContainEqual({
            field: 'value',
            code: '03',
            rule: 'implausibleAbove',
            bound: 900,
        });
        const justified = await operator.patch(`/measure/${id}`, {
            value: 4125,
            note: 'Cheia histórica',
        });
        expect(justified.status, JSON.stringify(justified.body)).toBe(200);
    });
});
