import type { FieldTypeModule } from '../parts';
import { dateRange } from './dateRange';
import { ZonedLabel } from './ZonedLabel';

export const datetime: FieldTypeModule = {
    input: inputs => inputs.DateTimeInput,
    columnLabel: labelKey => <ZonedLabel label={labelKey} />,
    filters: dateRange(true),
    text: (value, _field, { dates }) => dates.dateTime(String(value)),
    // On the plant's clock with its offset, which a spreadsheet reads.
    csv: (value, _field, file) =>
        typeof value === 'string' ? file.instant(value) : file.text(),
};
