import Stack from '@mui/material/Stack';
import { useGetOne } from 'react-admin';
import { useParams } from 'react-router';
import { ResourceEdit } from '@/builders/ResourceEdit';
import { SensorChartCard } from '@/charts/SensorChartCard';
import type { ResourceViewProps } from '@/builders/viewProps';

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
            {sensor && <SensorChartCard sensor={sensor} />}
        </Stack>
    );
};
