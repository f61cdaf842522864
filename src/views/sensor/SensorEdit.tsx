import Stack from '@mui/material/Stack';
import { useGetOne, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router';
import { ResourceEdit } from '@/builders/form/ResourceEdit';
import { SensorChartCard } from '@/charts/SensorChartCard';
import type { ResourceViewProps } from '@/builders/viewProps';
import { ALERTS_PAGE } from '@/providers/monitoring/alertsApi';
import { useCanReachPage } from '@/session/hooks';
import { chartWindowFrom } from './chartWindow';
import { SensorAlerts } from './SensorAlerts';
import { SensorLatest } from './SensorLatest';

/**
 * A sensor's details with its latest reading, its open alerts and its time
 * series under them, each following the plant's push;
 * a link may ask for the chart's window and a moment to mark (an alert's
 * reading: `?from=&to=&mark=`).
 */
export const SensorEdit = (props: ResourceViewProps) => {
    const translate = useTranslate();
    const params = useParams<'id'>();
    const [search] = useSearchParams();
    const id = props.id ?? params.id;
    const alerts = useCanReachPage(ALERTS_PAGE);
    // The same query the form makes: react-query answers both with one request.
    const { data: sensor } = useGetOne('sensor', { id });
    const asked = chartWindowFrom(search);
    return (
        <Stack spacing={2}>
            <ResourceEdit
                definition={props.definition}
                basePath={props.paths.list}
                readOnly={props.readOnly}
                id={id}
            />
            {id !== undefined ? <SensorLatest sensorId={id} /> : null}
            {alerts && id !== undefined ? (
                <SensorAlerts
                    sensorId={id}
                    sensorName={String(sensor?.name ?? '')}
                />
            ) : null}
            {sensor && (
                <SensorChartCard
                    // Another window asked for (a second alert's link) draws afresh.
                    key={
                        asked
                            ? `${asked.range.from}-${asked.range.to}`
                            : 'preset'
                    }
                    sensor={sensor}
                    initial={
                        asked
                            ? { choice: 'custom', range: asked.range }
                            : undefined
                    }
                    marks={
                        asked?.mark !== undefined
                            ? [
                                  {
                                      time: asked.mark,
                                      label: translate('app.alerts.chartMark'),
                                  },
                              ]
                            : undefined
                    }
                />
            )}
        </Stack>
    );
};
