import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { RefreshBar } from './RefreshBar';
import type { useAutoRefresh } from './useAutoRefresh';

/**
 * The frame of a monitoring screen: its title (with the plant's name), when
 * it was last updated with pause and update-now, a warning when an update
 * failed, and a wait until there is something to show.
 */
export const MonitoringScreen = ({
    titleKey,
    plantName,
    query,
    ready,
    timeZone,
    children,
}: {
    titleKey: string;
    plantName?: string;
    query: Pick<
        ReturnType<typeof useAutoRefresh>,
        | 'dataUpdatedAt'
        | 'paused'
        | 'setPaused'
        | 'refetch'
        | 'isFetching'
        | 'isError'
    >;
    /** Whether the screen has its data (for the selected plant). */
    ready: boolean;
    timeZone?: string;
    children: ReactNode;
}) => {
    const translate = useTranslate();
    const title = translate(titleKey);
    return (
        <Stack
            component="section"
            spacing={2}
            // Wide tables scroll inside their cards, never the page.
            sx={{ my: 2, minWidth: 0, maxWidth: '100%' }}
        >
            <Title title={titleKey} />
            <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ justifyContent: 'space-between' }}
            >
                <Typography variant="h5" component="h1">
                    {plantName ? `${title} · ${plantName}` : title}
                </Typography>
                <RefreshBar
                    updatedAt={query.dataUpdatedAt}
                    paused={query.paused}
                    onPause={query.setPaused}
                    onRefresh={() => void query.refetch()}
                    fetching={query.isFetching}
                    timeZone={timeZone}
                />
            </Stack>
            {query.isError ? (
                <Alert severity="warning">
                    {translate('app.monitoring.loadError')}
                </Alert>
            ) : null}
            {ready ? children : query.isError ? null : <Loading />}
        </Stack>
    );
};
