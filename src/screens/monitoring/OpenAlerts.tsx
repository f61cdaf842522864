import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link, useGetList, useLocale, useTranslate } from 'react-admin';
import { CriticalityChip } from '@/builders/CriticalityChip';
import { SectionCard } from '@/layout/page/SectionCard';
import {
    ALERTS_PAGE,
    alertDetailsPath,
    PENDING_ALERTS,
    type AlertRecord,
} from '@/providers/monitoring/alertsApi';
import { alertValue } from '@/screens/alerts/alertValue';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';

/**
 * The open alerts nobody acknowledged yet, newest first, each opening its
 * alert, with the way to all alerts: what needs an answer, where the
 * readings below only say what happened. The shell's title count asks the
 * same query, so this costs the dashboard no request of its own; the
 * event stream refreshes it.
 */
export const OpenAlerts = ({ timeZone }: { timeZone?: string | null }) => {
    const translate = useTranslate();
    const locale = useLocale();
    const dates = useDateTimeFormat(timeZone);
    const { data, total } = useGetList<AlertRecord>('alert', PENDING_ALERTS);
    const field = (name: string) => translate(`app.alerts.fields.${name}`);
    return (
        <SectionCard title={translate('app.alerts.dashboard.title')}>
            <Stack spacing={1} data-testid="open-alerts">
                {data && data.length > 0 ? (
                    <>
                        <Typography role="status">
                            {translate('app.alerts.dashboard.pending', {
                                smart_count: total ?? data.length,
                            })}
                        </Typography>
                        <Table size="small">
                            <TableHead>
                                <TableRow>
                                    <TableCell>{field('level')}</TableCell>
                                    <TableCell>{field('device')}</TableCell>
                                    <TableCell align="right">
                                        {field('value')}
                                    </TableCell>
                                    <TableCell>{field('openedAt')}</TableCell>
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {data.map(a => (
                                    <TableRow key={a.id}>
                                        <TableCell>
                                            <CriticalityChip value={a.level} />
                                        </TableCell>
                                        <TableCell>{a.deviceName}</TableCell>
                                        <TableCell
                                            align="right"
                                            sx={{
                                                fontVariantNumeric:
                                                    'tabular-nums',
                                            }}
                                        >
                                            {alertValue(a, locale) ??
                                                translate(
                                                    `app.alerts.cause.${a.cause}`
                                                )}
                                        </TableCell>
                                        <TableCell>
                                            <Link
                                                to={alertDetailsPath(a.id)}
                                                aria-label={translate(
                                                    'app.alerts.openDetails',
                                                    {
                                                        device: a.deviceName,
                                                        time: dates.dateTime(
                                                            a.openedAt
                                                        ),
                                                    }
                                                )}
                                            >
                                                {dates.dateTime(a.openedAt)}
                                            </Link>
                                        </TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </>
                ) : data ? (
                    <Typography color="text.secondary">
                        {translate('app.alerts.dashboard.none')}
                    </Typography>
                ) : null}
                <Link to={ALERTS_PAGE}>
                    {translate('app.alerts.dashboard.seeAll')}
                </Link>
            </Stack>
        </SectionCard>
    );
};
