import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import { Loading, useGetOne } from 'react-admin';
import { useParams } from 'react-router';
import { ResourceEdit } from '@/builders/ResourceEdit';
import type { ResourceViewProps } from '@/routes/resourceViewProps';

// The chart library loads after the form: the details show first.
const SensorSeriesPanel = lazy(() =>
    import('@/charts/SensorSeriesPanel').then(m => ({
        default: m.SensorSeriesPanel,
    }))
);

/** A sensor's details with its time series under them. */
export const SensorEdit = (props: ResourceViewProps) => {
    const params = useParams<'id'>();
    const id = props.id ?? params.id;
    // The same query the form makes: react-query answers both with one request.
    const { data: sensor } = useGetOne('sensor', { id });
    return (
        <Stack spacing={2}>
            <ResourceEdit
                definition={props.definition}
                basePath={props.paths.list}
                readOnly={props.readOnly}
                id={id}
            />
            {sensor && (
                <Card variant="outlined">
                    <CardContent>
                        <Suspense fallback={<Loading />}>
                            <SensorSeriesPanel
                                sensors={[
                                    {
                                        id: sensor.id,
                                        name: String(sensor.name),
                                        zabbixItemId: sensor.zabbixItemId as
                                            string | null,
                                        unit: sensor.unit as string,
                                        sensorType: sensor.sensorType as string,
                                    },
                                ]}
                            />
                        </Suspense>
                    </CardContent>
                </Card>
            )}
        </Stack>
    );
};
