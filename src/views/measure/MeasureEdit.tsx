import Stack from '@mui/material/Stack';
import { useGetOne } from 'react-admin';
import { useParams } from 'react-router';
import { ResourceEdit } from '@/builders/form/ResourceEdit';
import { isCriticality } from '@/builders/CriticalityChip';
import { SensorChartCard } from '@/charts/SensorChartCard';
import type { ResourceViewProps } from '@/builders/viewProps';
import { CriticalityExplanation } from './CriticalityExplanation';
import { PreviousReadings } from './PreviousReadings';

const HOUR = 3_600_000;

/**
 * A reading's details: the record (with the rule that gave its
 * criticality), its sensor's chart from 12 h before to 12 h after it, and
 * the earlier readings the plant's configuration compares it with.
 */
export const MeasureEdit = (props: ResourceViewProps) => {
    const params = useParams<'id'>();
    const id = props.id ?? params.id;
    const { data: measure } = useGetOne('measure', { id });
    const { data: sensor } = useGetOne(
        'sensor',
        { id: measure?.sensorId },
        { enabled: measure?.sensorId != null }
    );
    const at = measure ? Date.parse(String(measure.date)) : NaN;
    return (
        <Stack spacing={2}>
            {measure && <CriticalityExplanation measure={measure} />}
            <ResourceEdit
                // The rule reads better as the sentence above than as a group of empty boxes.
                definition={{
                    ...props.definition,
                    fields: props.definition.fields.filter(
                        f => f.source !== 'criticalityRule'
                    ),
                }}
                basePath={props.paths.list}
                readOnly={props.readOnly}
                id={id}
            />
            {measure && sensor && Number.isFinite(at) && (
                <>
                    <SensorChartCard
                        sensor={sensor}
                        initial={{
                            choice: 'custom',
                            range: { from: at - 12 * HOUR, to: at + 12 * HOUR },
                        }}
                        markedReading={{
                            id: measure.id,
                            seriesId: String(sensor.id),
                            time: at,
                            value: Number(measure.value),
                            criticality: isCriticality(measure.criticality)
                                ? measure.criticality
                                : null,
                        }}
                    />
                    <PreviousReadings
                        measure={measure}
                        detailsPath={props.paths.details}
                    />
                </>
            )}
        </Stack>
    );
};
