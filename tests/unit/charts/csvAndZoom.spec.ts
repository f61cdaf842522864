import { seriesCsv } from '@/charts/csv';
import { presetRange, zoomRange } from '@/charts/ranges';

describe('seriesCsv', () => {
    it('writes one row per reading, instants in UTC with their offset, names quoted when needed', () => {
        const csv = seriesCsv(
            [
                {
                    name: 'Régua "NR-01", margem',
                    unit: 'm',
                    points: [
                        { time: Date.UTC(2026, 10, 20, 13, 30), value: 412.5 },
                        { time: Date.UTC(2026, 10, 20, 13, 35), value: 1e-7 },
                    ],
                },
            ],
            {
                sensor: 'sensor',
                time: 'data_hora',
                value: 'valor',
                unit: 'unidade',
            }
        );
        expect(csv).toBe(
            'sensor,data_hora,valor,unidade\n' +
                '"Régua ""NR-01"", margem",2026-11-20T13:30:00.000Z,412.5,m\n' +
                '"Régua ""NR-01"", margem",2026-11-20T13:35:00.000Z,1e-7,m\n'
        );
    });
});

describe('ranges', () => {
    it('ends presets now', () => {
        expect(presetRange('24h', 100_000_000)).toEqual({
            from: 100_000_000 - 86_400_000,
            to: 100_000_000,
        });
    });

    it('zooms around the middle and never past the loaded range', () => {
        const limits = { from: 0, to: 86_400_000 };
        const inside = zoomRange(limits, 0.5, limits);
        expect(inside).toEqual({ from: 21_600_000, to: 64_800_000 });
        expect(zoomRange(inside, 4, limits)).toEqual(limits);
        // Never narrower than a minute.
        const tight = zoomRange({ from: 100_000, to: 101_000 }, 0.5, limits);
        expect(tight.to - tight.from).toBe(60_000);
    });
});

describe('seriesCsv of hourly trends', () => {
    it('says what each row is: the hour’s average, with its lowest and highest', () => {
        const csv = seriesCsv(
            [
                {
                    name: 'NR-01',
                    unit: 'm',
                    kind: 'média horária',
                    points: [
                        {
                            time: Date.UTC(2026, 10, 20, 13),
                            value: 412.5,
                            min: 410,
                            max: 415.25,
                        },
                    ],
                },
            ],
            {
                sensor: 'sensor',
                time: 'data_hora',
                value: 'valor',
                unit: 'unidade',
                min: 'mínimo',
                max: 'máximo',
                kind: 'tipo',
            }
        );
        expect(csv).toBe(
            'sensor,data_hora,valor,unidade,mínimo,máximo,tipo\n' +
                'NR-01,2026-11-20T13:00:00.000Z,412.5,m,410,415.25,média horária\n'
        );
    });
});
