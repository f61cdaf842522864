/**
 * `/overview`: where the plant's sensors and gateways stand and how they
 * are, on a map (Leaflet, loaded in its own chunk) and in a table listing
 * the same items for keyboard and screen-reader users. One request,
 * refreshed every minute.
 */
import { lazy, Suspense } from 'react';
import { retryImport } from '@/providers/retryImport';
import { Loading, useLocale, useTranslate } from 'react-admin';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';
import { plantDetailsPath } from '@/builders/paths';
import type { OverviewItem } from '@shared/domain/overview';
import { useMonitoringApi } from '@/providers/monitoring/monitoringApi';
import { getResource } from '@shared/declarations';
import { useSelectedPlant } from '@/session/hooks';
import { MapLegend } from './MapLegend';
import { MonitoringScreen } from '../MonitoringScreen';
import { OverviewTable } from './OverviewTable';
import { useAutoRefresh } from '../useAutoRefresh';
import { numberFormat } from '@shared/domain/numberFormat';

const OverviewMap = lazy(
    retryImport(() =>
        import('./OverviewMap').then(m => ({ default: m.OverviewMap }))
    )
);

export const OverviewScreen = () => {
    const translate = useTranslate();
    const locale = useLocale();
    const api = useMonitoringApi();
    const plant = useSelectedPlant();
    // Not keyed by plant: see DashboardScreen.
    const query = useAutoRefresh(
        ['overview'],
        async () => (await api.getOverview()).data,
        plant !== undefined
    );
    const data = query.data?.plant.id === plant?.id ? query.data : undefined;
    const dates = useDateTimeFormat(data?.timeZone);
    const number = numberFormat(locale, 4);
    const reading = (i: OverviewItem) =>
        i.lastReading
            ? `${number.format(i.lastReading.value)} ${i.lastReading.unit} · ${dates.dateTime(i.lastReading.date)}`.trim()
            : '';
    const describe = (i: OverviewItem) =>
        [
            translate(`app.monitoring.kind.${i.kind}`),
            translate(`app.options.deviceState.${i.state}`),
            i.worst
                ? translate(`app.options.criticality.${i.worst}`)
                : translate('app.overview.noReading'),
            reading(i),
        ]
            .filter(Boolean)
            .join(' · ');
    const linkOf = (i: OverviewItem) =>
        plantDetailsPath(getResource(i.kind), i.id);
    return (
        <MonitoringScreen
            titleKey="app.pages.overview"
            plantName={plant?.name}
            query={query}
            ready={data !== undefined}
            timeZone={data?.timeZone ?? undefined}
        >
            {data ? (
                <>
                    <Suspense fallback={<Loading />}>
                        <OverviewMap
                            data={data}
                            describe={describe}
                            linkOf={linkOf}
                        />
                    </Suspense>
                    <MapLegend />
                    <OverviewTable
                        items={data.items}
                        linkOf={linkOf}
                        reading={reading}
                    />
                </>
            ) : null}
        </MonitoringScreen>
    );
};
