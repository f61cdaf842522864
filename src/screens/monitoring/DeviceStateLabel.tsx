import CloudDone from '@mui/icons-material/CloudDone';
import CloudOff from '@mui/icons-material/CloudOff';
import HelpOutline from '@mui/icons-material/HelpOutline';
import SyncProblem from '@mui/icons-material/SyncProblem';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import type { DeviceState } from '@shared/domain/deviceState';

const ICONS = {
    online: CloudDone,
    offline: CloudOff,
    'never-seen': HelpOutline,
    unknown: SyncProblem,
} as const;
const COLORS = {
    online: 'success.main',
    offline: 'error.main',
    'never-seen': 'text.secondary',
    unknown: 'warning.dark',
} as const;

/** Online, offline, never seen or unknown (integration failing): an icon and the word, never colour alone. */
export const DeviceStateLabel = ({ state }: { state: DeviceState }) => {
    const translate = useTranslate();
    const Icon = ICONS[state];
    return (
        <Box
            component="span"
            data-state={state}
            sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                color: COLORS[state],
                fontWeight: 500,
            }}
        >
            <Icon fontSize="inherit" aria-hidden />
            {translate(`app.options.deviceState.${state}`)}
        </Box>
    );
};
