import type { FieldTypeModule } from '../parts';
import { dateRange } from './dateRange';

export const date: FieldTypeModule = {
    input: inputs => inputs.DateInput,
    filters: dateRange(false),
    text: (value, _field, { dates }) => dates.date(String(value)),
    // A calendar day as stored (`2026-11-25`): no zone, any spreadsheet reads it.
    csv: value => String(value),
};
