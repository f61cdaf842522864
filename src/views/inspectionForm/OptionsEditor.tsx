import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { TextInput, ValidationError, useTranslate } from 'react-admin';
import { Fieldset } from '@/builders/form/Fieldset';
import {
    settingLabelKey,
    useOptionValidator,
    useSettingValidator,
} from './settingValidators';

interface OptionRowProps {
    index: number;
    option: number;
    readOnly: boolean;
    onRemove: () => void;
}

const OptionRow = ({ index, option, readOnly, onRemove }: OptionRowProps) => {
    const translate = useTranslate();
    const validateLabel = useOptionValidator('label', index, option);
    const validateValue = useOptionValidator('value', index, option);
    const base = `fields.${index}.options.${option}`;
    return (
        <Stack
            direction="row"
            spacing={2}
            alignItems="flex-start"
            flexWrap="wrap"
            useFlexGap
            role="group"
            aria-label={translate('app.inspection.builder.option', {
                n: option + 1,
            })}
        >
            {/* Wide enough to read what is typed (labels up to 80 characters). */}
            <TextInput
                source={`${base}.label`}
                label={settingLabelKey('options.label')}
                validate={validateLabel}
                readOnly={readOnly}
                fullWidth={false}
                sx={{ minWidth: 260, flex: '2 1 260px' }}
            />
            <TextInput
                source={`${base}.value`}
                label={settingLabelKey('options.value')}
                validate={validateValue}
                readOnly={readOnly}
                fullWidth={false}
                sx={{ minWidth: 180, flex: '1 1 180px' }}
            />
            {!readOnly && (
                <IconButton
                    onClick={onRemove}
                    aria-label={translate(
                        'app.inspection.builder.removeOption',
                        {
                            n: option + 1,
                        }
                    )}
                    title={translate('app.inspection.builder.removeOption', {
                        n: option + 1,
                    })}
                    sx={{ mt: 1 }}
                >
                    <DeleteIcon />
                </IconButton>
            )}
        </Stack>
    );
};

/** The options of an options field: label and value, at least one, values all different. */
export const OptionsEditor = ({
    index,
    readOnly,
}: {
    index: number;
    readOnly: boolean;
}) => {
    const translate = useTranslate();
    const name = `fields.${index}.options`;
    const validate = useSettingValidator('options', index);
    const { getValues } = useFormContext();
    const { fields, append, remove } = useFieldArray({
        name,
        rules: {
            validate: () => {
                const error = validate(getValues(name), getValues(), {
                    source: name,
                });
                return error ? `@@react-admin@@${JSON.stringify(error)}` : true;
            },
        },
    });
    const { errors } = useFormState({ name });
    const own = (
        errors.fields as
            | Record<number, { options?: { root?: { message?: string } } }>
            | undefined
    )?.[index]?.options?.root?.message;
    return (
        <Fieldset
            legend={translate(
                'resources.inspection-form.fieldGroups.fields.options'
            )}
            borderColor={own ? 'error.main' : 'divider'}
        >
            {fields.map((f, option) => (
                <OptionRow
                    key={f.id}
                    index={index}
                    option={option}
                    readOnly={readOnly}
                    onRemove={() => remove(option)}
                />
            ))}
            {own && (
                <FormHelperText error>
                    <ValidationError error={own} />
                </FormHelperText>
            )}
            {!readOnly && (
                <Button
                    onClick={() => append({ label: '', value: '' })}
                    sx={{ mt: 1 }}
                >
                    {translate('app.inspection.builder.addOption')}
                </Button>
            )}
        </Fieldset>
    );
};
