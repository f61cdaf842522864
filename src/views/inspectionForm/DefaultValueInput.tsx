import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { INSPECTION_FIELD_TYPE as T } from '@shared/domain/inspectionFields';
import { settingLabelKey, useSettingValidator } from './settingValidators';

const HINTED = new Set<number>([T.switch, T.date, T.options]);

/**
 * The default value, a text setting whatever the type: typed as the type's
 * answer is (a number, 'true'/'false', an ISO date, an option's value), so
 * the choice inputs offer exactly what the rules accept.
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
    if (type === T.date)
        return (
            <TextInput
                {...common}
                type="date"
                slotProps={{ inputLabel: { shrink: true } }}
            />
        );
    return (
        <TextInput
            {...common}
            slotProps={
                type === T.integer || type === T.decimal
                    ? { htmlInput: { inputMode: 'decimal' } }
                    : {}
            }
        />
    );
};
