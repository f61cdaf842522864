/**
 * A list's search finds the records of a day typed as the list shows it
 * (docs/numbers.md, "Searching by a date"): "17/11/2026" in pt-BR found
 * nothing. The order of day and month is the user's language's (the SPA
 * sends it as Accept-Language); the day is the company's (São Paulo).
 */
import { clientFor, type ApiClient, type Rec } from './helpers/apiClient.ts';
import { sharedBaseUrl } from './helpers/shared.ts';

const baseUrl = sharedBaseUrl();
let operator: ApiClient;
let sensor: Rec;
const ids: Record<string, number> = {};

beforeAll(async () => {
    operator = (await clientFor(baseUrl, 'operator')).api;
    const watershed = (await operator.get('/watershed/search?limit=1'))
        .rows[0] as Rec;
    const created = await operator.post('/sensor', {
        devEui: `70b3d57ed3${Math.floor(Math.random() * 0xffffff)
            .toString(16)
            .padStart(6, '0')}`,
        name: 'Sensor do dia',
        sensorType: 'level',
        unit: 'm',
        localization: { latitude: -18.97, longitude: -49.46 },
        watershedId: watershed.id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    sensor = created.record;
    // 16/11 23:30, 17/11 10:00 and 17/11 23:59 in São Paulo (UTC−3).
    for (const [name, date] of [
        ['before', '2026-11-17T02:30:00Z'],
        ['morning', '2026-11-17T13:00:00Z'],
        ['night', '2026-11-18T02:59:00Z'],
    ]) {
        const res = await operator.post('/measure', {
            sensorId: sensor.id,
            value: 412.5,
            date,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        ids[name!] = res.record.id as number;
    }
});

const found = async (term: string, language?: string) => {
    const res = await operator.raw(
        `/measure/search?sensorId=${sensor.id}&search=${encodeURIComponent(term)}`,
        language ? { headers: { 'Accept-Language': language } } : {}
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.rows.map(r => r.id).sort();
};

describe('searching by a day', () => {
    const day = () => [ids.morning, ids.night].sort();

    it('finds the readings of a day typed as a pt-BR list shows it', async () => {
        expect(await found('17/11/2026', 'pt-BR')).toEqual(day());
        expect(await found('17/11/2026', 'pt-BR,pt;q=0.9')).toEqual(day());
    });

    it('reads the day in the order of the user’s language', async () => {
        expect(await found('11/17/2026', 'en-US')).toEqual(day());
        expect(await found('11/17/26', 'en-US')).toEqual(day());
        // Month 17 is no month in pt-BR's order: no day, no reading.
        expect(await found('11/17/2026', 'pt-BR')).toEqual([]);
    });

    it('takes an ISO day in any language', async () => {
        expect(await found('2026-11-17', 'en-US')).toEqual(day());
        expect(await found('2026-11-16', 'pt-BR')).toEqual([ids.before]);
    });

    it('still searches the notes by text', async () => {
        expect(await found('17/11/2026')).toEqual(day());
        expect(await found('nada disso', 'pt-BR')).toEqual([]);
    });
});
