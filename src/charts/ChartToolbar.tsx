import Download from '@mui/icons-material/Download';
import Refresh from '@mui/icons-material/Refresh';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import ZoomOutMap from '@mui/icons-material/ZoomOutMap';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';

interface ChartToolbarProps {
    /** Nothing drawn: nothing to zoom into or download. */
    empty: boolean;
    zoomed: boolean;
    onZoom: (factor: number) => void;
    onResetZoom: () => void;
    onRefresh: () => void;
    onDownload: () => void;
    /** When the data shown was read, already formatted; empty before. */
    updated: string;
}

/** The chart's actions, each a named button, and when its data was read. */
export const ChartToolbar = ({
    empty,
    zoomed,
    onZoom,
    onResetZoom,
    onRefresh,
    onDownload,
    updated,
}: ChartToolbarProps) => {
    const translate = useTranslate();
    const action = (
        key: string,
        icon: ReactElement,
        onClick: () => void,
        disabled = false
    ) => (
        <Tooltip title={translate(key)}>
            <IconButton
                aria-label={translate(key)}
                onClick={onClick}
                disabled={disabled}
            >
                {icon}
            </IconButton>
        </Tooltip>
    );
    return (
        <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
            {action('app.charts.zoomIn', <ZoomIn />, () => onZoom(0.5), empty)}
            {action(
                'app.charts.zoomOut',
                <ZoomOut />,
                () => onZoom(2),
                !zoomed
            )}
            {action(
                'app.charts.resetZoom',
                <ZoomOutMap />,
                onResetZoom,
                !zoomed
            )}
            {action('app.charts.refresh', <Refresh />, onRefresh)}
            <Button
                size="small"
                startIcon={<Download />}
                onClick={onDownload}
                disabled={empty}
            >
                {translate('app.charts.download')}
            </Button>
            {updated && (
                <Typography
                    variant="body2"
                    color="text.secondary"
                    role="status"
                >
                    {translate('app.charts.lastUpdated', { time: updated })}
                </Typography>
            )}
        </Stack>
    );
};
