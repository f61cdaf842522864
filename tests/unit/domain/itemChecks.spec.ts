import { describe, expect, it } from 'vitest';
import { thresholdOrderFailures } from '@shared/domain/criticality';
import { inspectionFieldFailures } from '@shared/domain/inspectionFields';
import { validateRecord } from '@shared/domain/validate';
import { inspectionForm } from '@shared/declarations/inspectionForm';
import { subsidiary } from '@shared/declarations/subsidiary';

const rules = (failures: { source: string; rule: string }[]) =>
    failures.map(f => `${f.source}:${f.rule}`);

describe('alert thresholds', () => {
    it('accepts rising bounds for "above" and falling ones for "below", skipping blanks', () => {
        expect(
            thresholdOrderFailures({
                direction: 'above',
                low: 1,
                medium: null,
                high: 3,
                critical: 4,
            })
        ).toEqual([]);
        expect(
            thresholdOrderFailures({
                direction: 'below',
                low: 40,
                medium: 30,
                high: 20,
                critical: 10,
            })
        ).toEqual([]);
    });

    it('names each bound not beyond the one before it, equal ones included', () => {
        expect(
            rules(
                thresholdOrderFailures({
                    direction: 'above',
                    low: 5,
                    medium: 4,
                    high: 6,
                    critical: 6,
                })
            )
        ).toEqual(['medium:thresholdAbove', 'critical:thresholdAbove']);
        expect(
            rules(
                thresholdOrderFailures({
                    direction: 'below',
                    low: 10,
                    medium: 20,
                })
            )
        ).toEqual(['medium:thresholdBelow']);
    });
});

describe('inspection field settings', () => {
    it('accepts consistent settings of every type', () => {
        const ok = [
            { fieldType: 1, defaultValue: 'n/a' },
            { fieldType: 2, minValue: 0, maxValue: 10, defaultValue: '5' },
            {
                fieldType: 3,
                decimalPlaces: 2,
                minValue: 0.5,
                maxValue: 9.75,
                defaultValue: '1.25',
            },
            { fieldType: 4, defaultValue: 'true' },
            { fieldType: 5, defaultValue: '2026-11-23' },
            {
                fieldType: 6,
                options: [
                    { label: 'Yes', value: 'y' },
                    { label: 'No', value: 'n' },
                ],
                defaultValue: 'n',
            },
            { fieldType: 7 },
            { fieldType: 8, options: [] },
        ];
        for (const f of ok) expect(inspectionFieldFailures(f)).toEqual([]);
    });

    it.each([
        [{ fieldType: 2, minValue: 10, maxValue: 1 }, 'maxValue:minAboveMax'],
        [
            { fieldType: 2, minValue: 0, maxValue: 10, defaultValue: '11' },
            'defaultValue:defaultOutOfRange',
        ],
        [{ fieldType: 2, defaultValue: '1.5' }, 'defaultValue:integer'],
        [{ fieldType: 2, decimalPlaces: 2 }, 'decimalPlaces:notApplicable'],
        [{ fieldType: 2, minValue: 0.5 }, 'minValue:integer'],
        [
            { fieldType: 3, decimalPlaces: 1, defaultValue: '1.25' },
            'defaultValue:decimals',
        ],
        [{ fieldType: 3, defaultValue: 'abc' }, 'defaultValue:number'],
        [{ fieldType: 4, defaultValue: 'yes' }, 'defaultValue:boolean'],
        [{ fieldType: 5, defaultValue: '2026-02-31' }, 'defaultValue:date'],
        [{ fieldType: 6, options: [] }, 'options:required'],
        [
            {
                fieldType: 6,
                options: [
                    { label: 'A', value: 'x' },
                    { label: 'B', value: 'x' },
                ],
            },
            'options.1.value:duplicateValue',
        ],
        [
            {
                fieldType: 6,
                options: [{ label: 'A', value: 'a' }],
                defaultValue: 'b',
            },
            'defaultValue:defaultNotOption',
        ],
        [{ fieldType: 1, minValue: 1 }, 'minValue:notApplicable'],
        [{ fieldType: 7, defaultValue: 'x' }, 'defaultValue:notApplicable'],
    ])('refuses %j at the setting (%s)', (field, expected) => {
        expect(rules(inspectionFieldFailures(field))).toContain(expected);
    });
});

describe('validateRecord runs item checks', () => {
    it('answers an inconsistent form field at its setting with code 03', () => {
        const { errors } = validateRecord(
            inspectionForm,
            {
                name: 'Dam walk',
                fields: [
                    { title: 'Ok', fieldType: 1 },
                    { title: 'Level', fieldType: 2, minValue: 5, maxValue: 1 },
                ],
            },
            { partial: false }
        );
        expect(errors).toEqual([
            {
                field: 'fields.1.maxValue',
                code: '03',
                rule: 'minAboveMax',
                bound: 5,
            },
        ]);
    });

    it('answers a duplicate option value with code 07', () => {
        const { errors } = validateRecord(
            inspectionForm,
            {
                fields: [
                    {
                        title: 'Choice',
                        fieldType: 6,
                        options: [
                            { label: 'A', value: 'a' },
                            { label: 'B', value: 'a' },
                        ],
                    },
                ],
            },
            { partial: true }
        );
        expect(errors).toEqual([
            {
                field: 'fields.0.options.1.value',
                code: '07',
                rule: 'duplicateValue',
            },
        ]);
    });

    it('answers unordered thresholds at the bound', () => {
        const { errors } = validateRecord(
            subsidiary,
            {
                alertConfig: [
                    {
                        sensorType: 'level',
                        direction: 'above',
                        low: 10,
                        medium: 5,
                    },
                ],
            },
            { partial: true }
        );
        expect(errors).toEqual([
            {
                field: 'alertConfig.0.medium',
                code: '03',
                rule: 'thresholdAbove',
            },
        ]);
    });

    it('skips item checks while a member fails its own rules', () => {
        const { errors } = validateRecord(
            subsidiary,
            {
                alertConfig: [
                    {
                        sensorType: 'level',
                        direction: 'above',
                        low: 'x',
                        medium: 5,
                    },
                ],
            },
            { partial: true }
        );
        expect(errors.map(e => e.field)).toEqual(['alertConfig.0.low']);
    });
});
