import { describe, expect, it } from 'vitest';
import { inspectionForm } from '@shared/declarations/inspectionForm';
import { subsidiary } from '@shared/declarations/subsidiary';
import { memberValidator } from '@/validation/itemValidators';

const list = (def: typeof inspectionForm | typeof subsidiary, source: string) =>
    def.fields.find(f => f.source === source)!;

describe('member validators of a list item', () => {
    const fields = list(inspectionForm, 'fields');
    const values = {
        fields: [
            { title: 'A', fieldType: 1 },
            { title: 'B', fieldType: 2, minValue: 8, maxValue: '3' },
        ],
    };

    it('show the item rule failing at that member, with its bound', () => {
        const validate = memberValidator(fields, 'maxValue', 'Máximo');
        expect(
            validate(3, values, {
                source: 'maxValue',
                finalSource: 'fields.1.maxValue',
            } as never)
        ).toEqual({
            message: 'app.validation.minAboveMax',
            args: { field: 'Máximo', value: 8 },
        });
        expect(
            validate(undefined, values, {
                source: 'maxValue',
                finalSource: 'fields.0.maxValue',
            } as never)
        ).toBeUndefined();
    });

    it('say nothing at a member the rule does not point at', () => {
        const validate = memberValidator(fields, 'minValue', 'Mínimo');
        expect(
            validate(8, values, {
                source: 'minValue',
                finalSource: 'fields.1.minValue',
            } as never)
        ).toBeUndefined();
    });

    it('wait while a member fails its own rules', () => {
        const validate = memberValidator(
            list(subsidiary, 'alertConfig'),
            'medium',
            'Médio'
        );
        const config = (low: unknown) => ({
            alertConfig: [
                { sensorType: 'level', direction: 'above', low, medium: 1 },
            ],
        });
        expect(
            validate(1, config(5), {
                source: 'medium',
                finalSource: 'alertConfig.0.medium',
            } as never)
        ).toEqual({
            message: 'app.validation.thresholdAbove',
            args: { field: 'Médio' },
        });
        expect(
            validate(1, config('abc'), {
                source: 'medium',
                finalSource: 'alertConfig.0.medium',
            } as never)
        ).toBeUndefined();
    });
});
