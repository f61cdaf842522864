/**
 * `/dashboard`: the selected plant at a glance. One summary request feeds
 * the figures (readings by criticality over 24 h, silent sensors, gateways
 * not reporting, the latest high and critical readings; the open alerts
 * waiting for an answer come with the shell's title count); the chart of the
 * sensor the user picks (remembered per plant) is the second. Notifications
 * that failed or wait too long are a warning of their own. Refreshes
 * every minute, pausable, quiet while the tab is hidden. The figures are
 * drawn first, the rest once they have been painted.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { usePaintedOnce } from '@/builders/afterPaint';
import { CRITICALITIES } from '@shared/domain/fields';
import { DEFAULT_NO_DATA_TIMEOUT_MIN } from '@shared/domain/deviceState';
import { ALERTS_PAGE } from '@/providers/monitoring/alertsApi';
import { useCanReachPage, useSelectedPlant } from '@/session/hooks';
import { AlertList } from './AlertList';
import { CriticalityCount } from './CriticalityCount';
import { DeliveryWarning } from './DeliveryWarning';
import { IntegrationWarning } from '@/builders/IntegrationWarning';
import { DeviceList } from './DeviceList';
import { useMonitoringApi } from '@/providers/monitoring/monitoringApi';
import { MonitoringScreen } from './MonitoringScreen';
import { OpenAlerts } from './OpenAlerts';
import { SensorChartPicker } from './SensorChartPicker';
import { DASHBOARD_QUERY_KEY } from './dashboardQuery';
import { useAutoRefresh } from './useAutoRefresh';

export const DashboardScreen = () => {
    const translate = useTranslate();
    const api = useMonitoringApi();
    const plant = useSelectedPlant();
    const alerts = useCanReachPage(ALERTS_PAGE);
    // Not keyed by plant: switching plants invalidates every query on
    // screen (useSelectPlant), which asks again with the new plant. Until
    // it answers, the previous plant's figures are not shown.
    const summary = useAutoRefresh(
        DASHBOARD_QUERY_KEY,
        async () => (await api.getDashboardSummary()).data,
        plant !== undefined
    );
    const data = summary.data?.plantId === plant?.id ? summary.data : undefined;
    const timeZone = data?.plant.timeZone ?? undefined;
    // The figures first: the lists, the alerts and the chart once they
    // have been painted.
    const figuresPainted = usePaintedOnce(data !== undefined);
    const silent = data?.sensors.filter(s => s.silent) ?? [];
    // Unknown (integration failing) is not down: the integration's warning says why.
    const down =
        data?.gateways.filter(
            g => g.state === 'offline' || g.state === 'never-seen'
        ) ?? [];
    return (
        <MonitoringScreen
            titleKey="app.pages.dashboard"
            plantName={plant?.name}
            query={summary}
            ready={data !== undefined}
            timeZone={timeZone}
        >
            {data ? (
                <>
                    <Box component="section" aria-labelledby="readings-title">
                        <Typography
                            id="readings-title"
                            variant="h6"
                            component="h2"
                            gutterBottom
                        >
                            {translate('app.dashboard.readings')}
                        </Typography>
                        <Box
                            sx={{
                                display: 'grid',
                                gap: 1,
                                gridTemplateColumns: {
                                    xs: 'repeat(2, minmax(0, 1fr))',
                                    md: 'repeat(4, minmax(0, 1fr))',
                                },
                            }}
                        >
                            {CRITICALITIES.map(level => (
                                <CriticalityCount
                                    key={level}
                                    level={level}
                                    count={data.readings[level]}
                                />
                            ))}
                        </Box>
                    </Box>
                    {figuresPainted ? (
                        <>
                            <IntegrationWarning
                                where="dashboard"
                                health={data.integration}
                                unknown={
                                    data.sensors.filter(
                                        s => s.state === 'unknown'
                                    ).length
                                }
                                timeZone={timeZone}
                            />
                            <DeliveryWarning deliveries={data.deliveries} />
                            <Box
                                sx={{
                                    display: 'grid',
                                    gap: 2,
                                    gridTemplateColumns: {
                                        xs: 'minmax(0, 1fr)',
                                        md: 'repeat(2, minmax(0, 1fr))',
                                    },
                                }}
                            >
                                <DeviceList
                                    kind="sensor"
                                    title={translate(
                                        'app.dashboard.silentSensors'
                                    )}
                                    summary={translate(
                                        'app.dashboard.silentOf',
                                        {
                                            silent: silent.length,
                                            total: data.sensors.length,
                                        }
                                    )}
                                    help={translate(
                                        'app.dashboard.silentHelp',
                                        {
                                            minutes:
                                                DEFAULT_NO_DATA_TIMEOUT_MIN,
                                        }
                                    )}
                                    empty={translate(
                                        'app.dashboard.noneSilent'
                                    )}
                                    total={data.sensors.length}
                                    items={silent.map(s => ({
                                        id: s.id,
                                        name: s.name,
                                        lastSeenAt: s.lastSeenAt,
                                        state: s.state,
                                    }))}
                                    timeZone={timeZone}
                                />
                                <DeviceList
                                    kind="gateway"
                                    title={translate(
                                        'app.dashboard.offlineGateways'
                                    )}
                                    summary={translate(
                                        'app.dashboard.offlineOf',
                                        {
                                            offline: down.length,
                                            total: data.gateways.length,
                                        }
                                    )}
                                    empty={translate(
                                        'app.dashboard.noneOffline'
                                    )}
                                    total={data.gateways.length}
                                    items={down}
                                    timeZone={timeZone}
                                />
                            </Box>
                            {alerts ? <OpenAlerts timeZone={timeZone} /> : null}
                            <AlertList
                                alerts={data.latestAlerts}
                                timeZone={timeZone}
                            />
                            <Card variant="outlined">
                                <CardContent>
                                    <SensorChartPicker
                                        plantId={data.plantId}
                                        sensors={data.sensors}
                                        plant={data.plant}
                                        refreshedAt={summary.dataUpdatedAt}
                                    />
                                </CardContent>
                            </Card>
                        </>
                    ) : null}
                </>
            ) : null}
        </MonitoringScreen>
    );
};
