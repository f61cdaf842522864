import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { InspectionField } from '@shared/domain/inspectionAnswers';
import { INSPECTION_FIELD_TYPE as T } from '@shared/domain/inspectionFields';
import { LocationAnswer } from './LocationAnswer';
import { PhotoAnswer } from './PhotoAnswer';

export interface AnswerControlProps {
    field: InspectionField;
    /** The field's position: names the input. */
    index: number;
    /** The answer as it travels (text). */
    value: string;
    onChange: (value: string) => void;
    onBlur?: () => void;
    readOnly?: boolean;
    /** The form builder's preview: nothing is sent (no photo upload). */
    preview?: boolean;
    /** A translated message when the answer fails its rule. */
    error?: ReactNode;
}

/** The title the inspector reads; a field still without one is named by its position. */
export const useFieldTitle = () => {
    const translate = useTranslate();
    return (field: InspectionField, index: number) =>
        field.title?.trim() ||
        translate('app.inspection.builder.untitled', { n: index + 1 });
};

/**
 * One answer's input, drawn by its field's type, as the inspector sees it:
 * the register form binds it to the form's values, the builder's preview
 * to a scratch state.
 */
export const AnswerControl = ({
    field,
    index,
    value,
    onChange,
    onBlur,
    readOnly,
    preview,
    error,
}: AnswerControlProps) => {
    const translate = useTranslate();
    const title = useFieldTitle()(field, index);
    const required = field.isRequired === true;
    const helper = error ?? (field.description || undefined);
    const common = {
        id: `answer-${index}`,
        label: title,
        value,
        required,
        error: !!error,
        helperText: helper,
        onBlur,
        onChange: (e: { target: { value: string } }) =>
            onChange(e.target.value),
        fullWidth: true,
        // Drawn like the generated read-only inputs around it (react-admin disables them).
        disabled: readOnly,
        sx: { mb: 2 },
    };
    const input = (extra: object) => ({
        htmlInput: { readOnly, ...extra },
    });
    switch (Number(field.fieldType)) {
        case T.integer:
            return (
                <TextField
                    {...common}
                    slotProps={input({ inputMode: 'numeric' })}
                />
            );
        case T.decimal:
            return (
                <TextField
                    {...common}
                    slotProps={input({ inputMode: 'decimal' })}
                />
            );
        case T.switch:
            return (
                <Stack sx={{ mb: 2 }}>
                    <FormControlLabel
                        label={`${title}${required ? ' *' : ''}`}
                        control={
                            <Switch
                                id={common.id}
                                checked={value === 'true'}
                                onChange={e =>
                                    !readOnly &&
                                    onChange(
                                        e.target.checked ? 'true' : 'false'
                                    )
                                }
                                onBlur={onBlur}
                                disabled={readOnly}
                                slotProps={{ input: { readOnly } }}
                            />
                        }
                    />
                    {helper && (
                        <FormHelperText error={!!error}>
                            {helper}
                        </FormHelperText>
                    )}
                </Stack>
            );
        case T.date:
            return (
                <TextField
                    {...common}
                    type="date"
                    slotProps={{
                        ...input({}),
                        inputLabel: { shrink: true },
                    }}
                />
            );
        case T.options:
            return (
                <TextField
                    {...common}
                    select
                    slotProps={{ select: { readOnly } }}
                >
                    <MenuItem value="">
                        <em>{translate('app.inspection.register.noAnswer')}</em>
                    </MenuItem>
                    {(field.options ?? []).map((o, i) => (
                        <MenuItem key={`${i}-${o.value}`} value={o.value ?? ''}>
                            {o.label || o.value}
                        </MenuItem>
                    ))}
                </TextField>
            );
        case T.photo:
            return (
                <PhotoAnswer
                    field={title}
                    label={title}
                    value={value}
                    onChange={onChange}
                    readOnly={readOnly}
                    disabled={preview}
                    error={error}
                    required={required}
                />
            );
        case T.location:
            return (
                <LocationAnswer
                    field={title}
                    value={value}
                    onChange={onChange}
                    readOnly={readOnly}
                    error={error}
                    helperText={field.description || undefined}
                    required={required}
                />
            );
        default:
            return <TextField {...common} multiline slotProps={input({})} />;
    }
};
