import { SelectInput } from 'react-admin';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '@shared/domain/outbox';

const choices = (prefix: string, values: readonly string[]) =>
    values.map(id => ({ id, name: `${prefix}.${id}` }));

/**
 * The outbox's filters, always shown: the state of a message (waiting,
 * sent, failed, kept) and its channel. Values go to the API as they are.
 */
export const outboxFilters = [
    <SelectInput
        key="status"
        source="status"
        label="app.alerts.outbox.fields.status"
        choices={choices('app.alerts.delivery.status', OUTBOX_STATUSES)}
        alwaysOn
    />,
    <SelectInput
        key="channel"
        source="channel"
        label="app.alerts.outbox.fields.channel"
        choices={choices('app.alerts.delivery.channel', OUTBOX_CHANNELS)}
        alwaysOn
    />,
];
