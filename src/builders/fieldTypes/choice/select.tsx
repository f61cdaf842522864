import { FunctionField, type RaRecord } from 'react-admin';
import { CriticalityChip, isCriticality } from '../../CriticalityChip';
import type { FieldTypeModule } from '../parts';
import { criticalityOr, optionFilters, optionText } from './options';

export const select: FieldTypeModule = {
    input: inputs => inputs.OptionInput,
    cell: criticalityOr(source => (
        <FunctionField
            source={source}
            render={(r: RaRecord) =>
                isCriticality(r[source]) ? (
                    <CriticalityChip value={r[source]} />
                ) : null
            }
        />
    )),
    filters: optionFilters,
    text: optionText,
};
