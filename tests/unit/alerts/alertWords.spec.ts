/**
 * The instruction an alert's messages carry is the one declared for its
 * sensor's type and its cause, the plant's general one otherwise
 * (docs/monitoring.md, "Notifications"); and the server's catalogs name
 * sensor types as the console does.
 */
import { describe, expect, it } from 'vitest';
import { chooseInstruction } from '../../../server/src/alerts/instructionFor.ts';
import { enUS } from '../../../server/src/alerts/words/en-US.ts';
import { ptBR } from '../../../server/src/alerts/words/pt-BR.ts';
import { validation as enValidation } from '../../../i18n/en-US/validation.ts';
import { validation as ptValidation } from '../../../i18n/pt-BR/validation.ts';

const general = { id: 1, sensorTypes: [], causes: [] };
const floods = {
    id: 2,
    sensorTypes: ['level', 'flow', 'rainfall'],
    causes: ['criticality'],
};
const piezometers = {
    id: 3,
    sensorTypes: ['piezometric-pressure'],
    causes: [],
};
const silence = { id: 4, sensorTypes: [], causes: ['silence'] };
const all = [general, floods, piezometers, silence];

describe('chooseInstruction', () => {
    it('takes the one naming the sensor’s type and the cause', () => {
        expect(chooseInstruction(all, 'level', 'criticality')).toBe(floods);
    });

    it('never one naming another type or cause: a displacement gets the general one', () => {
        expect(chooseInstruction(all, 'displacement', 'criticality')).toBe(
            general
        );
        expect(
            chooseInstruction(
                [floods, piezometers],
                'displacement',
                'criticality'
            )
        ).toBeNull();
    });

    it('a silence gets the one for silences, not the level’s flood one', () => {
        expect(chooseInstruction(all, 'level', 'silence')).toBe(silence);
        // A gateway's silence has no sensor type.
        expect(chooseInstruction(all, null, 'silence')).toBe(silence);
        expect(
            chooseInstruction([floods, piezometers, general], null, 'silence')
        ).toBe(general);
    });

    it('the type outranks the cause; among equals, the oldest', () => {
        expect(
            chooseInstruction(
                [silence, piezometers],
                'piezometric-pressure',
                'silence'
            )
        ).toBe(piezometers);
        const later = { ...floods, id: 9 };
        expect(chooseInstruction([later, floods], 'flow', 'criticality')).toBe(
            floods
        );
    });
});

describe('the server’s words', () => {
    it('name sensor types as the console does', () => {
        expect(enUS.sensorType).toEqual(enValidation.app.options.sensorType);
        expect(ptBR.sensorType).toEqual(ptValidation.app.options.sensorType);
    });
});
