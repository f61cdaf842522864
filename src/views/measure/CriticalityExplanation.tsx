import Alert from '@mui/material/Alert';
import { useLocale, useTranslate, type RaRecord } from 'react-admin';
import type { CriticalityRule } from '@shared/domain/criticality';
import { numberFormat } from '@shared/domain/numberFormat';

/**
 * The rule that gave a reading its criticality, in a sentence: the bound it
 * reached (or none), and whether deviating from the previous readings
 * raised it. Readings stored before rules were recorded say so.
 */
export const CriticalityExplanation = ({ measure }: { measure: RaRecord }) => {
    const translate = useTranslate();
    const locale = useLocale();
    const number = numberFormat(locale, 4);
    const percent = numberFormat(locale, 1);
    const rule = measure.criticalityRule as CriticalityRule | null | undefined;
    const unit = String(measure.unit ?? '');
    const level = (c: unknown) =>
        translate(`app.options.criticality.${String(c)}`);
    const parts: string[] = [];
    if (!rule) {
        parts.push(translate('app.measure.rule.notRecorded'));
    } else if (!rule.sensorType) {
        parts.push(translate('app.measure.rule.noConfiguration'));
    } else if (!rule.reached || rule.bound === null) {
        parts.push(translate('app.measure.rule.noBound'));
    } else {
        parts.push(
            translate('app.measure.rule.reached', {
                level: level(rule.reached),
                direction: translate(
                    `app.charts.direction.${rule.direction ?? 'above'}`
                ),
                bound: `${number.format(rule.bound)} ${unit}`.trim(),
            })
        );
    }
    if (rule?.raised) {
        parts.push(
            translate('app.measure.rule.raised', {
                deviation: percent.format(rule.deviationPct ?? 0),
                mean: `${number.format(rule.mean ?? 0)} ${unit}`.trim(),
                count: rule.previousCount,
            })
        );
    }
    return (
        <Alert
            severity="info"
            aria-label={translate(
                'resources.measure.fieldGroups.criticalityRule'
            )}
        >
            <strong>{`${translate('resources.measure.fieldGroups.criticalityRule')}: ${level(measure.criticality)}. `}</strong>
            {parts.join(' ')}
        </Alert>
    );
};
