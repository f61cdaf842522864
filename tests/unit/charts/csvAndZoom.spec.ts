import { seriesCsv } from '@/charts/csv';
import { presetRange, zoomRange } from '@/charts/ranges';
import { csvConventions } from '@/csv/csvConventions';

const EN = csvConventions('en-US', 'America/Sao_Paulo');
const PT = csvConventions('pt-BR', 'America/Sao_Paulo');

describe('seriesCsv', () => {
    it('writes one row per reading, instants on the plant’s clock with their offset, names quoted when needed', () => {
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
            },
            EN
        );
        expect(csv).toBe(
            '\uFEFFsensor,data_hora,valor,unidade\r\n' +
                '"Régua ""NR-01"", margem",2026-11-20 10:30:00 -03:00,412.5,m\r\n' +
                '"Régua ""NR-01"", margem",2026-11-20 10:35:00 -03:00,0.0000001,m\r\n'
        );
    });
});

describe('seriesCsv precision', () => {
    // A chart's file had "184,17000000000002" on 30 of its 283 lines.
    it('writes values at the series’ precision, never a binary float’s tail', () => {
        const csv = seriesCsv(
            [
                {
                    name: 'NR-01',
                    unit: 'm',
                    decimals: 4,
                    points: [
                        {
                            time: Date.UTC(2026, 10, 20, 13),
                            value: 184.17000000000002,
                            min: 184.1 + 0.2,
                            max: 184.123456,
                        },
                    ],
                },
            ],
            {
                sensor: 's',
                time: 't',
                value: 'v',
                unit: 'u',
                min: 'min',
                max: 'max',
                kind: 'k',
            },
            PT
        );
        expect(csv.split('\r\n')[1]).toBe(
            'NR-01;2026-11-20 10:00:00 -03:00;184,17;m;184,3;184,1235;'
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
            },
            PT
        );
        expect(csv).toBe(
            '\uFEFFsensor;data_hora;valor;unidade;mínimo;máximo;tipo\r\n' +
                'NR-01;2026-11-20 10:00:00 -03:00;412,5;m;410;415,25;média horária\r\n'
        );
    });
});
