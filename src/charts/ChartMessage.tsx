import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { SeriesError } from '@/providers/monitoring/series';

/** Why no chart is drawn: still loading, failed, no Zabbix item, or no points. */
export type ChartState =
    | { kind: 'loading' }
    | { kind: 'failed'; error: unknown; retry: () => void }
    | { kind: 'noItem' }
    | { kind: 'empty' };

const failureKey = (error: unknown) =>
    `app.charts.failures.${error instanceof SeriesError ? error.failure : 'failed'}`;
const failureParams = (error: unknown) =>
    error instanceof SeriesError ? error.params : {};

/** The message in the chart's place, each cause in its own words. */
export const ChartMessage = ({ state }: { state: ChartState }) => {
    const translate = useTranslate();
    switch (state.kind) {
        case 'loading':
            return (
                <Stack
                    role="status"
                    direction="row"
                    spacing={1}
                    sx={{ justifyContent: 'center' }}
                >
                    <CircularProgress size={20} />
                    <Typography>{translate('app.charts.loading')}</Typography>
                </Stack>
            );
        case 'failed':
            return (
                <Alert
                    severity="error"
                    action={
                        <Button
                            color="inherit"
                            size="small"
                            onClick={state.retry}
                        >
                            {translate('app.charts.retry')}
                        </Button>
                    }
                >
                    {translate(
                        failureKey(state.error),
                        failureParams(state.error)
                    )}
                </Alert>
            );
        case 'noItem':
            return (
                <Alert severity="info">
                    {translate('app.charts.failures.noItem')}
                </Alert>
            );
        case 'empty':
            return (
                <Typography role="status" sx={{ textAlign: 'center' }}>
                    {translate('app.charts.empty')}
                </Typography>
            );
    }
};
