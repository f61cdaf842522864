import { useMemo } from 'react';
import { ArrayInput, SimpleFormIterator, useTranslate } from 'react-admin';
import { groupLabelKey } from '@/builders/labelKeys';
import { defaultValuesFor } from '@/builders/form/writableValues';
import { validatorFor } from '@/validation/validators';
import { AlertEntry } from './AlertEntry';
import { alertConfigField } from './plantFields';

/**
 * The plant's alert configuration: one entry per sensor type, each with
 * its thresholds on a scale. The list's own rules (at most one entry per
 * sensor type) are the declaration's.
 */
export const AlertConfigEditor = ({ readOnly }: { readOnly: boolean }) => {
    const translate = useTranslate();
    const key = groupLabelKey('subsidiary', 'alertConfig');
    const name = translate(key);
    const validate = useMemo(
        () => validatorFor(alertConfigField, name),
        [name]
    );
    return (
        <ArrayInput source="alertConfig" label={key} validate={validate}>
            <SimpleFormIterator
                fullWidth
                readOnly={readOnly}
                disableAdd={readOnly}
                disableRemove={readOnly}
                disableReordering
                disableClear
                getItemDefaults={(item?: unknown) =>
                    item ?? defaultValuesFor(alertConfigField.fields ?? [])
                }
            >
                <AlertEntry readOnly={readOnly} />
            </SimpleFormIterator>
        </ArrayInput>
    );
};
