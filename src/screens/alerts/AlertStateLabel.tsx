import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import type { AlertRecord } from '@/providers/monitoring/alertsApi';

/** Open or closed, as an icon and a word (never a colour alone). */
export const AlertStateLabel = ({ state }: { state: AlertRecord['state'] }) => {
    const translate = useTranslate();
    const Icon =
        state === 'open' ? NotificationsActiveOutlined : TaskAltOutlined;
    return (
        <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center' }}
            data-state={state}
        >
            <Icon fontSize="small" aria-hidden />
            <span>{translate(`app.alerts.state.${state}`)}</span>
        </Stack>
    );
};
