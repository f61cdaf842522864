/**
 * `/alerts/details/:id`: one alert with everything about it (level,
 * device, reading, times on the plant's clock, who acknowledged and
 * closed it, the silence on its sensor), its whole history, the actions
 * the profile may take, and a link to its sensor's chart around it.
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import ShowChart from '@mui/icons-material/ShowChart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
    Link,
    Loading,
    Title,
    useGetOne,
    useLocale,
    useTranslate,
} from 'react-admin';
import { useParams } from 'react-router';
import { CriticalityChip } from '@/builders/CriticalityChip';
import { PageHeading } from '@/builders/PageHeading';
import { isViewOnly } from '@/providers/access';
import {
    ALERTS_PAGE,
    type AlertRecord,
} from '@/providers/monitoring/alertsApi';
import { useSession } from '@/session/hooks';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';
import { AlertAcknowledgement } from './AlertAcknowledgement';
import { AlertActions } from './AlertActions';
import { sensorChartPath } from './alertLinks';
import { AlertStateLabel } from './AlertStateLabel';
import { AlertTimeline } from './AlertTimeline';
import { alertValue } from './alertValue';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
    <>
        <Typography component="dt" color="text.secondary">
            {label}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
            {children}
        </Typography>
    </>
);

export const AlertDetailsScreen = () => {
    const translate = useTranslate();
    const locale = useLocale();
    const dates = useDateTimeFormat();
    const session = useSession();
    const { id } = useParams<'id'>();
    // Asked afresh on every visit: the list's rows fill react-admin's
    // one-record cache with the row as first seen (no history, and maybe
    // acknowledged since); the event stream refreshes it while shown.
    const { data, isPending, error } = useGetOne<AlertRecord>(
        'alert',
        { id: Number(id) },
        { staleTime: 0 }
    );
    const back = (
        <Link to={ALERTS_PAGE}>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <ArrowBack fontSize="small" aria-hidden />
                <span>{translate('app.alerts.details.back')}</span>
            </Stack>
        </Link>
    );
    if (isPending) return <Loading />;
    if (error || !data)
        return (
            <Stack spacing={2} sx={{ my: 2 }}>
                <Title title="app.pages.alerts" />
                <PageHeading>{translate('app.pages.alerts')}</PageHeading>
                <Alert severity="warning">
                    {translate('app.alerts.details.notFound')}
                </Alert>
                {back}
            </Stack>
        );
    const alert = data;
    const title = translate('app.alerts.details.title', {
        device: alert.deviceName,
    });
    const field = (name: string) => translate(`app.alerts.fields.${name}`);
    const chart = sensorChartPath(alert);
    const readOnly = isViewOnly(session, ALERTS_PAGE);
    return (
        <Stack spacing={2} sx={{ my: 2 }}>
            <Title title={title} />
            {back}
            <PageHeading>{title}</PageHeading>
            <Card variant="outlined">
                <CardContent>
                    <Box
                        component="dl"
                        sx={{
                            display: 'grid',
                            gridTemplateColumns: 'max-content minmax(0, 1fr)',
                            columnGap: 2,
                            rowGap: 1,
                            m: 0,
                        }}
                    >
                        <Row label={field('level')}>
                            <CriticalityChip value={alert.level} />
                        </Row>
                        <Row label={field('state')}>
                            <AlertStateLabel state={alert.state} />
                        </Row>
                        <Row label={field('device')}>{alert.deviceName}</Row>
                        <Row label={field('cause')}>
                            {translate(`app.alerts.cause.${alert.cause}`)}
                        </Row>
                        <Row label={field('value')}>
                            {alertValue(alert, locale) ??
                                translate('app.alerts.noValue')}
                        </Row>
                        <Row label={field('openedAt')}>
                            {dates.dateTime(alert.openedAt)}
                        </Row>
                        <Row label={field('updatedAt')}>
                            {dates.dateTime(alert.updatedAt)}
                        </Row>
                        <Row label={field('acknowledged')}>
                            <AlertAcknowledgement
                                alert={alert}
                                dates={dates}
                                withComment
                            />
                        </Row>
                        {alert.closedAt ? (
                            <>
                                <Row label={field('closedAt')}>
                                    {alert.closedBy
                                        ? translate(
                                              'app.alerts.acknowledgedBy',
                                              {
                                                  name: alert.closedBy.name,
                                                  time: dates.dateTime(
                                                      alert.closedAt
                                                  ),
                                              }
                                          )
                                        : dates.dateTime(alert.closedAt)}
                                </Row>
                                <Row label={field('closeReason')}>
                                    {alert.closeReason === 'auto'
                                        ? translate('app.alerts.autoClosed')
                                        : alert.closeReason}
                                </Row>
                            </>
                        ) : null}
                    </Box>
                    {alert.mutedUntil ? (
                        <Typography sx={{ mt: 1 }} data-testid="alert-muted">
                            {translate('app.alerts.mutedUntil', {
                                time: dates.dateTime(alert.mutedUntil),
                            })}
                        </Typography>
                    ) : null}
                </CardContent>
            </Card>
            {readOnly ? (
                <Alert severity="info">
                    {translate('app.alerts.details.viewOnly')}
                </Alert>
            ) : (
                <AlertActions alert={alert} dates={dates} />
            )}
            {chart ? (
                <Box>
                    <Link to={chart}>
                        <Stack
                            direction="row"
                            spacing={0.5}
                            sx={{ alignItems: 'center' }}
                        >
                            <ShowChart fontSize="small" aria-hidden />
                            <span>{translate('app.alerts.details.chart')}</span>
                        </Stack>
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                        {translate('app.alerts.details.chartHelp')}
                    </Typography>
                </Box>
            ) : null}
            {alert.history ? (
                <AlertTimeline alert={alert} dates={dates} />
            ) : (
                <Loading />
            )}
        </Stack>
    );
};
