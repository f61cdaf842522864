/**
 * An alert's message writes its reading as the contact's language does,
 * at a reading's places (docs/numbers.md): "4125.5" in a Portuguese SMS,
 * or a binary float's tail, is not how anyone writes a number.
 */
import { describe, expect, it } from 'vitest';
import { alertMessage } from '../../../server/src/alerts/messages.ts';

const message = (locale: 'pt-BR' | 'en-US', value: number) =>
    alertMessage({
        kind: 'opened',
        locale,
        plantName: 'Usina Norte',
        deviceName: 'NR-01',
        cause: 'criticality',
        level: 'critical',
        value,
        unit: 'm',
        at: new Date(Date.UTC(2026, 10, 25, 19, 40)),
        timeZone: 'America/Sao_Paulo',
        instruction: null,
        alertUrl: 'https://console.example/alerts/1',
    });

describe('alert messages', () => {
    it('write the reading in the contact’s language', () => {
        expect(message('pt-BR', 4125.5).text).toContain('Leitura: 4.125,5 m');
        expect(message('en-US', 4125.5).text).toContain('Reading: 4,125.5 m');
        expect(message('pt-BR', 4125.5).short).toContain('Leitura: 4.125,5 m');
    });

    it('round the reading to its places, with no binary float’s tail', () => {
        expect(message('pt-BR', 1.8880000000000001).text).toContain(
            'Leitura: 1,888 m'
        );
        expect(message('en-US', 184.173333333).text).toContain(
            'Reading: 184.1733 m'
        );
    });
});
