import { subsidiary } from '@shared/declarations/subsidiary';
import { SENSOR_TYPES } from '@shared/declarations/sensorTypes';
import { sensorRuleFailures } from '@shared/domain/sensorTypeRules';
import { validateRecord } from '@shared/domain/validate';
import { demoAlertConfig } from '../../../server/src/seed/resources/subsidiary';
import { messages as enUS } from '@i18n/en-US';
import { messages as ptBR } from '@i18n/pt-BR';

const failures = (item: Record<string, unknown>) =>
    sensorRuleFailures(item).map(f => `${f.source}:${f.rule}`);

describe('alert rules that make sense for their sensor type', () => {
    it('refuses "below" on a rain gauge, which reads 0 when all is normal', () => {
        expect(
            failures({ sensorType: 'rainfall', direction: 'below', high: 1 })
        ).toEqual(['direction:belowNotApplicable']);
    });

    it('refuses a "below" bound under what the type can read: it never fires', () => {
        expect(
            failures({
                sensorType: 'flow',
                direction: 'below',
                medium: 100,
                critical: -5,
            })
        ).toEqual(['critical:boundUnreachable']);
        // A signed type (displacement) may go below zero.
        expect(
            failures({
                sensorType: 'displacement',
                direction: 'below',
                critical: -5,
            })
        ).toEqual([]);
    });

    it('refuses an alerting "above" bound at the floor: every reading reaches it', () => {
        expect(
            failures({
                sensorType: 'rainfall',
                direction: 'above',
                low: 0,
                medium: 0,
            })
        ).toEqual(['medium:boundAlwaysReached']);
        expect(
            failures({
                sensorType: 'rainfall',
                direction: 'above',
                low: 0,
                medium: 15,
            })
        ).toEqual([]);
    });

    it("refuses comparing a rain gauge with its previous readings' mean", () => {
        expect(
            failures({
                sensorType: 'rainfall',
                direction: 'above',
                compareToPreviousMeasure: 20,
            })
        ).toEqual(['compareToPreviousMeasure:comparisonNotApplicable']);
        expect(
            failures({
                sensorType: 'level',
                direction: 'above',
                compareToPreviousMeasure: 20,
            })
        ).toEqual([]);
    });

    it('is refused by the server with code 03 at the member, as the form does', () => {
        const { errors } = validateRecord(
            subsidiary,
            {
                alertConfig: [
                    { sensorType: 'rainfall', direction: 'below', high: 1 },
                ],
            },
            { partial: true }
        );
        expect(errors).toEqual([
            {
                field: 'alertConfig.0.direction',
                code: '03',
                rule: 'belowNotApplicable',
            },
        ]);
    });

    it("keeps the demo's configuration valid, with no comparison on rain gauges", () => {
        const config = demoAlertConfig();
        expect(config).toHaveLength(SENSOR_TYPES.length);
        const { errors } = validateRecord(
            subsidiary,
            { alertConfig: config },
            { partial: true }
        );
        expect(errors).toEqual([]);
        const rain = config.find(c => c.sensorType === 'rainfall');
        expect(rain?.compareToPreviousMeasure).toBeUndefined();
    });

    it('says why in both languages', () => {
        for (const catalog of [enUS, ptBR]) {
            const v = (
                catalog as unknown as {
                    app: { validation: Record<string, unknown> };
                }
            ).app.validation;
            for (const rule of [
                'belowNotApplicable',
                'boundUnreachable',
                'boundAlwaysReached',
                'comparisonNotApplicable',
            ])
                expect(v[rule]).toMatch(/%\{field\}/);
        }
    });
});
