import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { PhotoAnswerProps } from '@/inspectionAnswers/PhotoAnswer';
import { getPhoto, LOCAL_PHOTO, putPhoto } from '@/providers/deviceStore';
import { compressPhoto } from './compressPhoto';
import { newClientId } from '../sync/newClientId';
import { useFieldContext } from '../useFieldContext';

/** The picture a photo answer holds on the device, as an object URL. */
const useLocalPhoto = (value: string) => {
    const [url, setUrl] = useState<string>();
    useEffect(() => {
        if (!value.startsWith(LOCAL_PHOTO)) return undefined;
        let made: string | undefined;
        let gone = false;
        void getPhoto(value.slice(LOCAL_PHOTO.length)).then(photo => {
            if (gone || !photo) return;
            made = URL.createObjectURL(photo.blob);
            setUrl(made);
        });
        return () => {
            gone = true;
            if (made) URL.revokeObjectURL(made);
            setUrl(undefined);
        };
    }, [value]);
    return url;
};

/**
 * A photo answer of the field app: the picture (from the camera on a
 * phone) made smaller on the device and kept there (IndexedDB) until its
 * register is sent; the answer holds `local:<key>`. Nothing needs the
 * network.
 */
export const FieldPhotoInput = ({
    field,
    label,
    value,
    onChange,
    readOnly,
    error,
    required,
}: PhotoAnswerProps) => {
    const translate = useTranslate();
    const { userId } = useFieldContext();
    const input = useRef<HTMLInputElement>(null);
    const id = useId();
    const [busy, setBusy] = useState(false);
    const [problem, setProblem] = useState<string>();
    const url = useLocalPhoto(value);
    const pick = async (file: File | undefined) => {
        if (!file) return;
        setProblem(undefined);
        setBusy(true);
        try {
            const blob = await compressPhoto(file);
            if (!blob) return setProblem('app.inspection.photo.wrongType');
            const key = newClientId();
            await putPhoto({
                key,
                userId,
                blob,
                createdAt: new Date().toISOString(),
            });
            onChange(`${LOCAL_PHOTO}${key}`);
        } catch {
            setProblem('app.field.photoNotKept');
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
            {url && (
                <Box
                    component="img"
                    src={url}
                    alt={translate('app.inspection.photo.thumbnail', { field })}
                    sx={{
                        display: 'block',
                        maxWidth: 200,
                        maxHeight: 150,
                        objectFit: 'contain',
                        borderRadius: 1,
                        border: 1,
                        borderColor: 'divider',
                    }}
                />
            )}
            {!readOnly && (
                <Stack direction="row" spacing={1} alignItems="center">
                    <Button
                        variant="outlined"
                        disabled={busy}
                        sx={{ minHeight: 48 }}
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
                            disabled={busy}
                            sx={{ minHeight: 48 }}
                            onClick={() => onChange('')}
                        >
                            {translate('app.inspection.photo.remove', {
                                field,
                            })}
                        </Button>
                    )}
                    {busy && (
                        <Typography variant="body2" role="status">
                            {translate('app.field.photoKeeping')}
                        </Typography>
                    )}
                    <input
                        ref={input}
                        type="file"
                        hidden
                        accept="image/*"
                        capture="environment"
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
