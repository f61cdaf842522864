import { describe, expect, it } from 'vitest';
import { subsidiary } from '@shared/declarations/subsidiary';
import { memberValidator } from '@/validation/itemValidators';

const alertConfig = subsidiary.fields.find(f => f.source === 'alertConfig')!;

// Inside react-admin's SimpleFormIterator an input's `source` is relative
// to the item; the path the rule needs comes as `finalSource`.
describe('member validators inside an iterator', () => {
    const values = {
        alertConfig: [
            { sensorType: 'level', direction: 'above', low: 5, medium: 2 },
        ],
    };

    it('read the item from finalSource when source is relative', () => {
        const validate = memberValidator(alertConfig, 'medium', 'Média');
        expect(
            validate(2, values, {
                source: 'medium',
                finalSource: 'alertConfig.0.medium',
            } as never)
        ).toEqual({
            message: 'app.validation.thresholdAbove',
            args: { field: 'Média' },
        });
    });

    it('still take a full source alone', () => {
        const validate = memberValidator(alertConfig, 'medium', 'Média');
        expect(
            validate(2, values, { source: 'alertConfig.0.medium' } as never)
        ).toMatchObject({ message: 'app.validation.thresholdAbove' });
    });
});
