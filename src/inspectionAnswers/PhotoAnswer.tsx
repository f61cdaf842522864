import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { MAX_PHOTO_BYTES, PHOTO_TYPES } from '@shared/domain/photos';
import { useInspectionPhotoApi } from '@/providers/inspectionPhotos';
import { PhotoThumbnail } from './PhotoThumbnail';

interface PhotoAnswerProps {
    /** The field's title, for the buttons' and the picture's names. */
    field: string;
    /** A label above the buttons (a justification says what it justifies). */
    label: string;
    /** The stored photo's id, or '' when none. */
    value: string;
    onChange: (id: string) => void;
    readOnly?: boolean;
    /** The preview draws the button but sends nothing. */
    disabled?: boolean;
    error?: ReactNode;
    required?: boolean;
}

/**
 * A photo answer: pick a picture, which is sent at once (the answer keeps
 * its id), and see it as a thumbnail. Type and size are checked before
 * sending; the server checks them again by the file's bytes.
 */
export const PhotoAnswer = ({
    field,
    label,
    value,
    onChange,
    readOnly,
    disabled,
    error,
    required,
}: PhotoAnswerProps) => {
    const translate = useTranslate();
    const api = useInspectionPhotoApi();
    const input = useRef<HTMLInputElement>(null);
    const id = useId();
    const [busy, setBusy] = useState(false);
    const [problem, setProblem] = useState<string>();
    const pick = async (file: File | undefined) => {
        if (!file) return;
        setProblem(undefined);
        if (!(PHOTO_TYPES as readonly string[]).includes(file.type))
            return setProblem('app.inspection.photo.wrongType');
        if (file.size > MAX_PHOTO_BYTES)
            return setProblem('app.inspection.photo.tooLarge');
        setBusy(true);
        try {
            const { data } = await api.uploadInspectionPhoto(file);
            onChange(String(data.id));
        } catch {
            setProblem('app.inspection.photo.failed');
        } finally {
            setBusy(false);
            if (input.current) input.current.value = '';
        }
    };
    const shown = error ?? (problem ? translate(problem) : undefined);
    return (
        <Stack spacing={1} sx={{ mb: 2 }} role="group" aria-labelledby={id}>
            <Typography id={id} variant="body2" color="text.secondary">
                {label}
                {required ? ' *' : ''}
            </Typography>
            {value !== '' && (
                <PhotoThumbnail
                    id={value}
                    alt={translate('app.inspection.photo.thumbnail', {
                        field,
                    })}
                />
            )}
            {!readOnly && (
                <Stack direction="row" spacing={1} alignItems="center">
                    <Button
                        variant="outlined"
                        disabled={disabled || busy}
                        onClick={() => input.current?.click()}
                    >
                        {translate(
                            value === ''
                                ? 'app.inspection.photo.choose'
                                : 'app.inspection.photo.replace',
                            { field }
                        )}
                    </Button>
                    {value !== '' && (
                        <Button
                            disabled={disabled || busy}
                            onClick={() => onChange('')}
                        >
                            {translate('app.inspection.photo.remove', {
                                field,
                            })}
                        </Button>
                    )}
                    {busy && (
                        <Typography variant="body2" role="status">
                            {translate('app.inspection.photo.uploading')}
                        </Typography>
                    )}
                    <input
                        ref={input}
                        type="file"
                        hidden
                        disabled={disabled}
                        accept={PHOTO_TYPES.join(',')}
                        aria-label={translate('app.inspection.photo.choose', {
                            field,
                        })}
                        onChange={e => void pick(e.target.files?.[0])}
                    />
                </Stack>
            )}
            {shown && <FormHelperText error>{shown}</FormHelperText>}
        </Stack>
    );
};
