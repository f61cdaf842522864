import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';

/** When the data shown was taken, said when it comes from the device's copy. */
export const DataAge = ({
    savedAt,
    fromDevice,
}: {
    savedAt: string;
    fromDevice: boolean;
}) => {
    const translate = useTranslate();
    const dates = useDateTimeFormat();
    if (!fromDevice) return null;
    return (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('app.field.keptFrom', {
                date: dates.dateTime(Date.parse(savedAt)),
            })}
        </Typography>
    );
};
