import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link, useLocale, useTranslate } from 'react-admin';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';
import { CriticalityChip } from '@/builders/CriticalityChip';
import { plantDetailsPath } from '@/builders/paths';
import type { SummaryAlert } from '@shared/domain/dashboard';
import { getResource } from '@shared/declarations';
import { SectionCard } from '@/layout/SectionCard';
import { numberFormat } from '@shared/domain/numberFormat';

/** The latest high and critical readings, each opening its details. */
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
                            <TableCell>{field('criticality')}</TableCell>
                            <TableCell>{field('sensorId')}</TableCell>
                            <TableCell align="right">
                                {field('value')}
                            </TableCell>
                            <TableCell>{field('date')}</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {alerts.map(a => {
                            const time = dates.dateTime(a.date);
                            const to = plantDetailsPath(measure, a.id);
                            return (
                                <TableRow key={a.id}>
                                    <TableCell>
                                        <CriticalityChip
                                            value={a.criticality}
                                        />
                                    </TableCell>
                                    <TableCell>{a.sensorName}</TableCell>
                                    <TableCell
                                        align="right"
                                        sx={{
                                            fontVariantNumeric: 'tabular-nums',
                                        }}
                                    >
                                        {`${number.format(a.value)} ${a.unit}`.trim()}
                                    </TableCell>
                                    <TableCell>
                                        {to ? (
                                            <Link
                                                to={to}
                                                aria-label={translate(
                                                    'app.dashboard.openReading',
                                                    {
                                                        sensor: a.sensorName,
                                                        time,
                                                    }
                                                )}
                                            >
                                                {time}
                                            </Link>
                                        ) : (
                                            time
                                        )}
                                    </TableCell>
                                </TableRow>
                            );
                        })}
                    </TableBody>
                </Table>
            )}
        </SectionCard>
    );
};
