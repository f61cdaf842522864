import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';

/**
 * The form's version, as text: the server sets it (a change of the fields
 * makes the next one), so it is never drawn as an input that looks as if
 * it could be typed into.
 */
export const FormVersion = () => {
    const translate = useTranslate();
    const record = useRecordContext();
    const version = Number(record?.version);
    if (!Number.isInteger(version) || version < 1) return null;
    return (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.inspection.builder.version', {
                version,
                next: version + 1,
            })}
        </Typography>
    );
};
