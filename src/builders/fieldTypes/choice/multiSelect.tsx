import { FunctionField, type RaRecord } from 'react-admin';
import type { FieldTypeModule } from '../parts';
import {
    CriticalityChips,
    criticalityOr,
    optionFilters,
    optionText,
} from './options';

export const multiSelect: FieldTypeModule = {
    input: inputs => inputs.OptionsInput,
    cell: criticalityOr(source => (
        <FunctionField
            source={source}
            render={(r: RaRecord) => <CriticalityChips values={r[source]} />}
        />
    )),
    // A record matches when its list holds the chosen option.
    filters: optionFilters,
    text: (value, field, context) =>
        Array.isArray(value)
            ? value.map(v => optionText(v, field, context)).join(', ')
            : '',
};
