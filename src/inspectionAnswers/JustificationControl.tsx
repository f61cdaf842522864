import TextField from '@mui/material/TextField';
import type { ComponentType, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { InspectionField } from '@shared/domain/inspectionAnswers';
import { PhotoAnswer, type PhotoAnswerProps } from './PhotoAnswer';

interface JustificationControlProps {
    field: InspectionField;
    title: string;
    index: number;
    value: string;
    onChange: (value: string) => void;
    onBlur?: () => void;
    readOnly?: boolean;
    preview?: boolean;
    error?: ReactNode;
    /** The photo input (see AnswerControl's). */
    PhotoInput?: ComponentType<PhotoAnswerProps>;
}

/** The justification a field asks for: a text, or a photo. Nothing when it asks for none. */
export const JustificationControl = ({
    field,
    title,
    index,
    value,
    onChange,
    onBlur,
    readOnly,
    preview,
    error,
    PhotoInput = PhotoAnswer,
}: JustificationControlProps) => {
    const translate = useTranslate();
    if (field.justify === 'photo')
        return (
            <PhotoInput
                field={title}
                label={translate('app.inspection.register.justificationPhoto', {
                    field: title,
                })}
                value={value}
                onChange={onChange}
                readOnly={readOnly}
                disabled={preview}
                error={error}
            />
        );
    if (field.justify !== 'text') return null;
    return (
        <TextField
            id={`justification-${index}`}
            label={translate('app.inspection.register.justification', {
                field: title,
            })}
            value={value}
            onChange={e => onChange(e.target.value)}
            onBlur={onBlur}
            error={!!error}
            helperText={error}
            multiline
            fullWidth
            disabled={readOnly}
            slotProps={{ htmlInput: { readOnly } }}
            sx={{ mb: 2, ml: { sm: 4 }, width: { sm: 'calc(100% - 32px)' } }}
        />
    );
};
