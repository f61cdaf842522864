import Stack from '@mui/material/Stack';
import { NumberTextInput } from '@/builders/form/NumberInputs';
import { SETTINGS_BY_TYPE } from '@shared/domain/inspectionFields';
import { DefaultValueInput } from './DefaultValueInput';
import { OptionsEditor } from './OptionsEditor';
import { settingLabelKey, useSettingValidator } from './settingValidators';

const NumberSetting = ({
    index,
    setting,
    readOnly,
}: {
    index: number;
    setting: 'decimalPlaces' | 'minValue' | 'maxValue';
    readOnly: boolean;
}) => {
    const validate = useSettingValidator(setting, index);
    return (
        <NumberTextInput
            source={`fields.${index}.${setting}`}
            label={settingLabelKey(setting)}
            validate={validate}
            readOnly={readOnly}
            decimals={setting === 'decimalPlaces' ? 0 : 6}
            fullWidth={false}
            sx={{ minWidth: 180 }}
        />
    );
};

/** Only the settings the field's type uses (`SETTINGS_BY_TYPE`). */
export const FieldSettings = ({
    index,
    type,
    readOnly,
}: {
    index: number;
    type: number;
    readOnly: boolean;
}) => {
    const used = SETTINGS_BY_TYPE[type] ?? [];
    const numbers = (['decimalPlaces', 'minValue', 'maxValue'] as const).filter(
        s => used.includes(s)
    );
    return (
        <>
            <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
                {used.includes('defaultValue') && (
                    <DefaultValueInput
                        index={index}
                        type={type}
                        readOnly={readOnly}
                    />
                )}
                {numbers.map(s => (
                    <NumberSetting
                        key={s}
                        index={index}
                        setting={s}
                        readOnly={readOnly}
                    />
                ))}
            </Stack>
            {used.includes('options') && (
                <OptionsEditor index={index} readOnly={readOnly} />
            )}
        </>
    );
};
