import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { lazy, Suspense } from 'react';
import { retryImport } from '@/providers/retryImport';
import { Loading, type RaRecord } from 'react-admin';
import type { ChartReading } from './readingMarks';
import type { RangeChoice, TimeRange } from './ranges';
import type { ChartMark } from './chartTypes';

// The chart library loads after the page's own form: the details show first.
const SensorSeriesPanel = lazy(
    retryImport(() =>
        import('./SensorSeriesPanel').then(m => ({
            default: m.SensorSeriesPanel,
        }))
    )
);

/** A sensor record's chart in a card, for the details pages that show one. */
export const SensorChartCard = ({
    sensor,
    initial,
    markedReading,
    marks,
}: {
    sensor: RaRecord;
    initial?: { choice: RangeChoice; range?: TimeRange };
    /** A reading of this sensor, ringed on the chart (a reading's details). */
    markedReading?: ChartReading;
    /** Moments marked on the chart (an alert's reading). */
    marks?: readonly ChartMark[];
}) => (
    <Card variant="outlined">
        <CardContent>
            <Suspense fallback={<Loading />}>
                <SensorSeriesPanel
                    sensors={[
                        {
                            id: sensor.id,
                            name: String(sensor.name),
                            zabbixItemId: sensor.zabbixItemId as string | null,
                            unit: sensor.unit as string,
                            sensorType: sensor.sensorType as string,
                        },
                    ]}
                    initial={initial}
                    markedReading={markedReading}
                    marks={marks}
                />
            </Suspense>
        </CardContent>
    </Card>
);
