import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
    LinkBase,
    useGetList,
    useLocale,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import { CriticalityChip, isCriticality } from '@/builders/CriticalityChip';
import type { CriticalityRule } from '@shared/domain/criticality';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';
import { SectionCard } from '@/layout/page/SectionCard';
import { numberFormat } from '@shared/domain/numberFormat';

/**
 * The readings of the same sensor before this one, as many as the rule
 * compared (at least five), with the mean and the deviation the rule
 * computed, so the operator can check the comparison by eye.
 */
export const PreviousReadings = ({
    measure,
    detailsPath,
}: {
    measure: RaRecord;
    detailsPath: (id: string | number) => string;
}) => {
    const translate = useTranslate();
    const locale = useLocale();
    const rule = measure.criticalityRule as CriticalityRule | null;
    const count = Math.max(5, rule?.previousCount ?? 0);
    const { data = [], isPending } = useGetList('measure', {
        pagination: { page: 1, perPage: count + 1 },
        sort: { field: 'date', order: 'DESC' },
        filter: { sensorId: measure.sensorId, date_lte: measure.date },
    });
    const previous = data.filter(r => r.id !== measure.id).slice(0, count);
    const number = numberFormat(locale, 4);
    const percent = numberFormat(locale, 1);
    const dates = useDateTimeFormat();
    const title = translate('app.measure.previous.title');
    return (
        <SectionCard title={title}>
            <Typography variant="body2" sx={{ mb: 1 }}>
                {rule?.mean != null
                    ? translate('app.measure.previous.compared', {
                          count: rule.previousCount,
                          mean: number.format(rule.mean),
                          deviation:
                              rule.deviationPct == null
                                  ? '—'
                                  : percent.format(rule.deviationPct),
                      })
                    : translate('app.measure.previous.notCompared')}
            </Typography>
            {isPending ? (
                // Loading is never shown as "none".
                <LinearProgress
                    aria-label={translate('ra.page.loading')}
                    sx={{ my: 1 }}
                />
            ) : previous.length === 0 ? (
                <Typography>
                    {translate('app.measure.previous.none')}
                </Typography>
            ) : (
                <Table size="small">
                    <TableHead>
                        <TableRow>
                            <TableCell>
                                {translate('resources.measure.fields.date')}
                            </TableCell>
                            <TableCell align="right">
                                {translate('resources.measure.fields.value')}
                            </TableCell>
                            <TableCell>
                                {translate(
                                    'resources.measure.fields.criticality'
                                )}
                            </TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {previous.map(r => (
                            <TableRow key={r.id}>
                                <TableCell>
                                    <LinkBase to={detailsPath(r.id)}>
                                        {dates.dateTime(String(r.date))}
                                    </LinkBase>
                                </TableCell>
                                <TableCell align="right">
                                    {`${number.format(Number(r.value))} ${String(r.unit ?? '')}`.trim()}
                                </TableCell>
                                <TableCell>
                                    {isCriticality(r.criticality) && (
                                        <CriticalityChip
                                            value={r.criticality}
                                        />
                                    )}
                                </TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            )}
        </SectionCard>
    );
};
