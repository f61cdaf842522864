import { ReferenceInput, SelectInput } from 'react-admin';
import { CRITICALITIES } from '@shared/domain/fields';

const choices = (prefix: string, values: readonly string[]) =>
    values.map(id => ({ id, name: `${prefix}.${id}` }));

/**
 * The alert list's filters, always shown (few, and the point of the
 * screen): state, level, sensor, acknowledged or not. Values go to the API
 * as they are (`state=open`, `acknowledged=false`).
 */
export const alertFilters = [
    <SelectInput
        key="state"
        source="state"
        label="app.alerts.fields.state"
        choices={choices('app.alerts.state', ['open', 'closed'])}
        alwaysOn
    />,
    <SelectInput
        key="level"
        source="level"
        label="app.alerts.fields.level"
        choices={choices('app.options.criticality', CRITICALITIES)}
        alwaysOn
    />,
    <ReferenceInput
        key="sensorId"
        source="sensorId"
        reference="sensor"
        perPage={100}
        sort={{ field: 'name', order: 'ASC' }}
        alwaysOn
    >
        <SelectInput label="app.alerts.fields.sensor" optionText="name" />
    </ReferenceInput>,
    <SelectInput
        key="acknowledged"
        source="acknowledged"
        label="app.alerts.fields.acknowledged"
        choices={choices('app.alerts.acknowledgedChoice', ['true', 'false'])}
        alwaysOn
    />,
];
