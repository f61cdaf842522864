import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'react-admin';
import type { CriticalityRule } from '@shared/domain/criticality';
import type { KitReading, ReadingAssessment } from '@shared/domain/fieldData';
import { numberFormat } from '@shared/domain/numberFormat';
import { CriticalityChip, isCriticality } from '@/builders/CriticalityChip';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';
import type { LocalComparison } from './readingComparison';

/** What a reading was checked against before it is saved. */
export type ReadingCheckResult =
    | { by: 'server'; assessment: ReadingAssessment }
    | { by: 'device'; comparison: LocalComparison; recent: KitReading[] };

const useRuleText = (unit: string) => {
    const translate = useTranslate();
    const number = numberFormat(useLocale(), 4);
    const percent = numberFormat(useLocale(), 1);
    return (rule: CriticalityRule): string[] => {
        const level = (c: unknown) =>
            translate(`app.options.criticality.${String(c)}`);
        const parts = [
            !rule.sensorType
                ? translate('app.measure.rule.noConfiguration')
                : !rule.reached || rule.bound === null
                  ? translate('app.measure.rule.noBound')
                  : translate('app.measure.rule.reached', {
                        level: level(rule.reached),
                        direction: translate(
                            `app.charts.direction.${rule.direction ?? 'above'}`
                        ),
                        bound: `${number.format(rule.bound)} ${unit}`.trim(),
                    }),
        ];
        if (rule.raised)
            parts.push(
                translate('app.measure.rule.raised', {
                    deviation:
                        rule.deviationPct === null
                            ? '—'
                            : percent.format(rule.deviationPct),
                    count: rule.previousCount,
                    mean: rule.mean === null ? '—' : number.format(rule.mean),
                })
            );
        return parts;
    };
};

const Readings = ({ rows, unit }: { rows: KitReading[]; unit: string }) => {
    const translate = useTranslate();
    const number = numberFormat(useLocale(), 4);
    const dates = useDateTimeFormat();
    if (rows.length === 0)
        return (
            <Typography>{translate('app.measure.previous.none')}</Typography>
        );
    return (
        <Table
            size="small"
            aria-label={translate('app.measure.previous.title')}
        >
            <TableHead>
                <TableRow>
                    <TableCell>
                        {translate('resources.measure.fields.date')}
                    </TableCell>
                    <TableCell align="right">
                        {translate('resources.measure.fields.value')}
                    </TableCell>
                    <TableCell>
                        {translate('resources.measure.fields.criticality')}
                    </TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {rows.map(r => (
                    <TableRow key={`${r.date}-${r.value}`}>
                        <TableCell>
                            {dates.dateTime(Date.parse(r.date))}
                        </TableCell>
                        <TableCell align="right">
                            {`${number.format(r.value)} ${unit}`.trim()}
                        </TableCell>
                        <TableCell>
                            {isCriticality(r.criticality) && (
                                <CriticalityChip value={r.criticality} />
                            )}
                        </TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};

/**
 * The check shown before a reading is saved: the criticality the server
 * gives it, why, and the readings it is compared with; without a network,
 * the comparison with the readings the device keeps, the criticality
 * being the server's once it arrives.
 */
export const ReadingCheck = ({
    result,
    unit,
}: {
    result: ReadingCheckResult;
    unit: string;
}) => {
    const translate = useTranslate();
    const locale = useLocale();
    const number = numberFormat(locale, 4);
    const percent = numberFormat(locale, 1);
    const ruleText = useRuleText(unit);
    const outside =
        result.by === 'server'
            ? result.assessment.implausible
            : result.comparison.outside;
    return (
        <Box
            role="region"
            aria-label={translate('app.field.measure.checkTitle')}
            sx={{ display: 'flex', flexDirection: 'column', gap: 1, my: 2 }}
        >
            {result.by === 'server' ? (
                <>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                        <Typography>
                            {translate('app.field.measure.serverCriticality')}
                        </Typography>
                        <CriticalityChip
                            value={result.assessment.criticality}
                            size="medium"
                        />
                    </Box>
                    {ruleText(result.assessment.criticalityRule).map(t => (
                        <Typography key={t} variant="body2">
                            {t}
                        </Typography>
                    ))}
                    <Readings rows={result.assessment.previous} unit={unit} />
                </>
            ) : (
                <>
                    <Alert severity="info">
                        {translate('app.field.measure.criticalityLater')}
                    </Alert>
                    {result.comparison.mean !== undefined && (
                        <Typography variant="body2">
                            {translate('app.field.measure.localComparison', {
                                count: result.recent.length,
                                mean: number.format(result.comparison.mean),
                                deviation:
                                    result.comparison.deviationPct === undefined
                                        ? '—'
                                        : percent.format(
                                              result.comparison.deviationPct
                                          ),
                            })}
                        </Typography>
                    )}
                    <Readings rows={result.recent} unit={unit} />
                </>
            )}
            {outside && (
                <Alert severity="warning">
                    {translate(`app.field.measure.${outside.rule}`, {
                        bound: `${number.format(outside.bound)} ${unit}`.trim(),
                    })}
                </Alert>
            )}
        </Box>
    );
};
