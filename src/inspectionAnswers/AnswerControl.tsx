import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ComponentType, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import {
    checkAnswer,
    type InspectionField,
} from '@shared/domain/inspectionAnswers';
import { INSPECTION_FIELD_TYPE as T } from '@shared/domain/inspectionFields';
import { DateTextField } from '@/builders/form/DateInputs';
import { NumberTextField } from '@/builders/form/NumberInputs';
import {
    isUnreadNumber,
    unreadMessage,
    type UnreadNumber,
} from '@/builders/form/numberText';
import { messageFor, type ValidationMessage } from '@/validation/validators';
import { LocationAnswer } from './LocationAnswer';
import { PhotoAnswer, type PhotoAnswerProps } from './PhotoAnswer';

/**
 * An answer in a form: the text it travels as, or, while a number typed in
 * it is no number in the user's language, what was typed (never sent).
 */
export type AnswerValue = string | UnreadNumber;

/** The message of the first rule an answer fails, as the server would refuse it. */
export const answerMessage = (
    field: InspectionField,
    value: unknown,
    title: string
): ValidationMessage | undefined => {
    if (isUnreadNumber(value)) return unreadMessage(value, title);
    const failure = checkAnswer(field, value);
    return failure ? messageFor(failure, title) : undefined;
};

export interface AnswerControlProps {
    field: InspectionField;
    /** The field's position: names the input. */
    index: number;
    /** The answer as it travels (text), or a number box's unread text. */
    value: AnswerValue;
    onChange: (value: AnswerValue) => void;
    onBlur?: () => void;
    readOnly?: boolean;
    /** The form builder's preview: nothing is sent (no photo upload). */
    preview?: boolean;
    /** A translated message when the answer fails its rule. */
    error?: ReactNode;
    /**
     * The photo input: the field app keeps the picture on the device
     * instead of sending it at once (src/field/FieldPhotoInput.tsx).
     */
    PhotoInput?: ComponentType<PhotoAnswerProps>;
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
    PhotoInput = PhotoAnswer,
}: AnswerControlProps) => {
    const translate = useTranslate();
    const title = useFieldTitle()(field, index);
    const required = field.isRequired === true;
    const helper = error ?? (field.description || undefined);
    const text = typeof value === 'string' ? value : '';
    const common = {
        id: `answer-${index}`,
        label: title,
        value: text,
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
        // Numbers and dates typed and shown in the user's language; the
        // answer travels as plain decimal text and an ISO date.
        case T.integer:
        case T.decimal:
            return (
                <NumberTextField
                    {...common}
                    value={value}
                    onChange={v => onChange(v as AnswerValue)}
                    store="text"
                    decimals={
                        Number(field.fieldType) === T.integer
                            ? 0
                            : (field.decimalPlaces ?? undefined)
                    }
                    readOnly={readOnly}
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
                                checked={text === 'true'}
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
                <DateTextField
                    {...common}
                    onChange={onChange}
                    readOnly={readOnly}
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
                <PhotoInput
                    field={title}
                    label={title}
                    value={text}
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
