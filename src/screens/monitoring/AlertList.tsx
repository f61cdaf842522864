import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link, useLocale, useTranslate } from 'react-admin';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';
import { CriticalityChip } from '@/builders/CriticalityChip';
import { plantDetailsPath } from '@/builders/paths';
import type { SummaryAlert } from '@shared/domain/dashboard';
import { getResource } from '@shared/declarations';
import { SectionCard } from '@/layout/page/SectionCard';
import { numberFormat } from '@shared/domain/numberFormat';

/**
 * The latest high and critical readings, each opening its details. On a
 * phone the time goes under the sensor's name rather than in a fourth
 * column past the card's edge.
 */
export const AlertList = ({
    alerts,
    timeZone,
}: {
    alerts: readonly SummaryAlert[];
    timeZone?: string | null;
}) => {
    const translate = useTranslate();
    const locale = useLocale();
    const dates = useDateTimeFormat(timeZone);
    const narrow = useMediaQuery((theme: Theme) =>
        theme.breakpoints.down('sm')
    );
    const cellSx = narrow ? { px: 1 } : undefined;
    const number = numberFormat(locale, 4);
    const measure = getResource('measure');
    const field = (name: string) =>
        translate(`resources.measure.fields.${name}`);
    return (
        <SectionCard title={translate('app.dashboard.latestAlerts')}>
            {alerts.length === 0 ? (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {translate('app.dashboard.noAlerts')}
                </Typography>
            ) : (
                <Table size="small" data-testid="latest-alerts">
                    <TableHead>
                        <TableRow>
                            <TableCell sx={cellSx}>
                                {field('criticality')}
                            </TableCell>
                            <TableCell sx={cellSx}>
                                {field('sensorId')}
                                {narrow ? (
                                    <Typography
                                        component="div"
                                        variant="caption"
                                        color="text.secondary"
                                    >
                                        {field('date')}
                                    </Typography>
                                ) : null}
                            </TableCell>
                            <TableCell align="right" sx={cellSx}>
                                {field('value')}
                            </TableCell>
                            {narrow ? null : (
                                <TableCell>{field('date')}</TableCell>
                            )}
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {alerts.map(a => {
                            const time = dates.dateTime(a.date);
                            const to = plantDetailsPath(measure, a.id);
                            const when = to ? (
                                <Link
                                    to={to}
                                    aria-label={translate(
                                        'app.dashboard.openReading',
                                        { sensor: a.sensorName, time }
                                    )}
                                >
                                    {time}
                                </Link>
                            ) : (
                                time
                            );
                            return (
                                <TableRow key={a.id}>
                                    <TableCell sx={cellSx}>
                                        <CriticalityChip
                                            value={a.criticality}
                                        />
                                    </TableCell>
                                    <TableCell sx={cellSx}>
                                        {a.sensorName}
                                        {narrow ? (
                                            <Typography
                                                component="div"
                                                variant="caption"
                                            >
                                                {when}
                                            </Typography>
                                        ) : null}
                                    </TableCell>
                                    <TableCell
                                        align="right"
                                        sx={{
                                            ...cellSx,
                                            fontVariantNumeric: 'tabular-nums',
                                        }}
                                    >
                                        {`${number.format(a.value)} ${a.unit}`.trim()}
                                    </TableCell>
                                    {narrow ? null : (
                                        <TableCell>{when}</TableCell>
                                    )}
                                </TableRow>
                            );
                        })}
                    </TableBody>
                </Table>
            )}
        </SectionCard>
    );
};
