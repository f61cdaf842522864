import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { INSPECTION_FIELD_TYPE as T } from '@shared/domain/inspectionFields';
import { DateTextInput } from '@/builders/form/DateInputs';
import { NumberTextInput } from '@/builders/form/NumberInputs';
import { settingLabelKey, useSettingValidator } from './settingValidators';

const HINTED = new Set<number>([T.switch, T.options]);

/**
 * The default value, a text setting whatever the type: stored as the
 * type's answer is (a number's plain decimal text, 'true'/'false', an ISO
 * date, an option's value), so the choice inputs offer exactly what the
 * rules accept; numbers and dates are typed in the user's language.
 */
export const DefaultValueInput = ({
    index,
    type,
    readOnly,
}: {
    index: number;
    type: number;
    readOnly: boolean;
}) => {
    const translate = useTranslate();
    const validate = useSettingValidator('defaultValue', index);
    const options = (useWatch({ name: `fields.${index}.options` }) ?? []) as {
        label?: string;
        value?: string;
    }[];
    const common = {
        source: `fields.${index}.defaultValue`,
        label: settingLabelKey('defaultValue'),
        validate,
        readOnly,
        helperText: HINTED.has(type)
            ? translate(`app.inspection.builder.defaultHint.${type}`)
            : false,
        fullWidth: false,
        sx: { minWidth: 220 },
    } as const;
    if (type === T.switch)
        return (
            <SelectInput
                {...common}
                emptyText=""
                choices={[
                    { id: 'true', name: 'app.inspection.register.yes' },
                    { id: 'false', name: 'app.inspection.register.no' },
                ]}
            />
        );
    if (type === T.options)
        return (
            <SelectInput
                {...common}
                emptyText=""
                translateChoice={false}
                choices={options
                    .filter(o => o?.value)
                    .map(o => ({
                        id: o.value as string,
                        name: o.label || (o.value as string),
                    }))}
            />
        );
    // Typed in the user's language, stored as the answer travels (an ISO
    // date, a number's plain decimal text).
    if (type === T.date) return <DateTextInput {...common} />;
    if (type === T.integer || type === T.decimal)
        return <NumberTextInput {...common} store="text" />;
    return <TextInput {...common} />;
};
