import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import {
    MAX_PHOTO_BYTES,
    PHOTO_KEEP_MS,
    PHOTO_TYPES,
} from '@shared/domain/photos';
import { sentenceKeyOf } from '@/providers/apiErrors';
import { useInspectionPhotoApi } from '@/providers/inspectionPhotos';
import { PhotoThumbnail } from './PhotoThumbnail';

export interface PhotoAnswerProps {
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
 * sending; the server checks them again by the file's bytes. A refusal
 * the server words (a quota reached, a full disk) is shown in its words.
 * Until the register is saved no register names the photo, and the
 * server removes such photos after a while: the form says every
 * PHOTO_KEEP_MS that it still holds the one it sent.
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
    /** The photo this answer sent, which no saved register names yet. */
    const [sent, setSent] = useState<string>();
    const held = !readOnly && !disabled && sent !== undefined && value === sent;
    // The form draws again as the user types: the timer must not start
    // over each time, so it reads the latest handlers from here.
    const latest = useRef({ api, onChange });
    useEffect(() => {
        latest.current = { api, onChange };
    });
    useEffect(() => {
        if (!held) return undefined;
        const timer = setInterval(() => {
            latest.current.api
                .keepInspectionPhoto(sent)
                .catch((error: unknown) => {
                    // Gone (kept too late): said now, not when saving.
                    if (error instanceof HttpError && error.status === 404) {
                        setSent(undefined);
                        setProblem('app.inspection.photo.gone');
                        latest.current.onChange('');
                    }
                });
        }, PHOTO_KEEP_MS);
        return () => clearInterval(timer);
    }, [held, sent]);
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
            setSent(String(data.id));
            onChange(String(data.id));
        } catch (error) {
            setProblem(sentenceKeyOf(error) ?? 'app.inspection.photo.failed');
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
