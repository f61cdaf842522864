/**
 * The alert list's export: its columns as the list
 * words them, the reading as a number with its unit beside it, times on
 * the plant's clock with their offset, in the user's conventions.
 */
import { describe, expect, it } from 'vitest';
import { alertsCsv } from '@/screens/alerts/alertExport';
import type { AlertRecord } from '@/providers/monitoring/alertsApi';
import { testI18nProvider } from '../../helpers/renderInAdmin';

const alert = (over: Partial<AlertRecord>): AlertRecord => ({
    id: 1,
    subsidiaryId: 1,
    sensorId: 3,
    gatewayId: null,
    deviceName: 'Piezômetro PZ-01',
    cause: 'criticality',
    level: 'high',
    state: 'open',
    openedAt: '2026-11-25T17:03:00.000Z',
    updatedAt: '2026-11-25T17:05:30.000Z',
    closedAt: null,
    closedBy: null,
    closeReason: null,
    measureId: 9,
    value: 418.9,
    unit: 'm',
    acknowledgedAt: null,
    acknowledgedBy: null,
    acknowledgeComment: null,
    mutedUntil: null,
    escalations: 0,
    ...over,
});

const rows = [
    alert({}),
    alert({
        id: 2,
        deviceName: 'Gateway; norte',
        cause: 'silence',
        value: null,
        unit: null,
        acknowledgedAt: '2026-11-25T18:00:00.000Z',
        acknowledgedBy: { id: 4, name: 'Ana' },
        acknowledgeComment: 'Equipe a caminho',
    }),
];

const csv = (locale: 'pt-BR' | 'en-US') =>
    alertsCsv(rows, {
        translate: testI18nProvider(locale).translate,
        locale,
        timeZone: 'America/Sao_Paulo',
    })
        .replace(/^\uFEFF/, '')
        .split('\r\n');

describe('alertsCsv', () => {
    it('writes pt-BR with ";", a decimal comma and the plant’s offset', () => {
        const [header, first, second] = csv('pt-BR');
        expect(header?.split(';')).toHaveLength(8);
        expect(header).toContain(';Unidade;');
        expect(first).toMatch(
            /^Alta;Piezômetro PZ-01;418,9;m;Aberto;2026-11-25 14:03:00 -03:00;2026-11-25 14:05:30 -03:00;[^;]+$/
        );
        expect(second).toMatch(/^Alta;"Gateway; norte";[^;]+;;/);
        expect(second).toContain('Ana, 2026-11-25 15:00:00 -03:00');
        expect(second).toContain('Equipe a caminho');
    });

    it('writes en-US with "," and a decimal point', () => {
        const [header, first] = csv('en-US');
        expect(header).toBe(
            'Level,Device,Value,Unit,State,Opened,Updated,Acknowledged'
        );
        expect(first).toBe(
            'High,Piezômetro PZ-01,418.9,m,Open,2026-11-25 14:03:00 -03:00,2026-11-25 14:05:30 -03:00,Not acknowledged'
        );
    });
});
