import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Refresh from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';

/** When the figures were last updated, with pause and update-now buttons. */
export const RefreshBar = ({
    updatedAt,
    paused,
    onPause,
    onRefresh,
    fetching,
    timeZone,
}: {
    /** Epoch ms of the last answer, 0 before the first. */
    updatedAt: number;
    paused: boolean;
    onPause: (paused: boolean) => void;
    onRefresh: () => void;
    fetching: boolean;
    timeZone?: string | null;
}) => {
    const translate = useTranslate();
    const dates = useDateTimeFormat(timeZone);
    return (
        <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
            <Typography
                variant="body2"
                color="text.secondary"
                role="status"
                data-testid="updated-at"
            >
                {updatedAt
                    ? translate('app.monitoring.updatedAt', {
                          time: dates.time(updatedAt),
                      })
                    : translate('app.monitoring.notYet')}
                {paused ? ` · ${translate('app.monitoring.paused')}` : ''}
            </Typography>
            <Button
                size="small"
                startIcon={paused ? <PlayArrow /> : <Pause />}
                aria-pressed={paused}
                onClick={() => onPause(!paused)}
            >
                {translate(
                    paused ? 'app.monitoring.resume' : 'app.monitoring.pause'
                )}
            </Button>
            <Button
                size="small"
                startIcon={<Refresh />}
                onClick={onRefresh}
                disabled={fetching}
            >
                {translate('app.monitoring.refresh')}
            </Button>
        </Stack>
    );
};
