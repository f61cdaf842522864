/** What select and multiSelect share: their words, their filter, their chips. */
import { Stack } from '@mui/material';
import type { ReactElement } from 'react';
import { SelectInput } from 'react-admin';
import type { FieldDefinition } from '@shared/domain/fields';
import { CriticalityChip, isCriticality } from '../../CriticalityChip';
import { optionLabelKey } from '../../labelKeys';
import { optionChoices } from '../../form/optionChoices';
import type { Cell, Filters, TextContext } from '../parts';

/** One option by its translated word. */
export const optionText = (
    value: unknown,
    field: FieldDefinition,
    { resource, translate }: TextContext
) =>
    typeof value === 'string' || typeof value === 'number'
        ? translate(optionLabelKey(resource, field.source, field, value))
        : '';

export const optionFilters: Filters = (resource, field, common) => [
    <SelectInput
        key={field.source}
        {...common}
        choices={optionChoices(resource, field.source, field)}
    />,
];

/** Criticality options are chips (text and colour, never colour alone). */
export const criticalityOr =
    (chips: (source: string) => ReactElement): Cell =>
    field =>
        field.optionSet === 'criticality' ? chips(field.source) : 'text';

export const CriticalityChips = ({ values }: { values: unknown }) => (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
        {(Array.isArray(values) ? values : []).filter(isCriticality).map(v => (
            <CriticalityChip key={v} value={v} />
        ))}
    </Stack>
);
