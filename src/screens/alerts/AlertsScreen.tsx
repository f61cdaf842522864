/**
 * `/alerts`: the plant's alerts, open and recent, newest first, filtered
 * by state, level, sensor and acknowledgement. Each row opens the alert
 * (its history and actions); the device links to its sensor's chart
 * around the reading. The list refreshes itself when the server pushes a
 * change (src/providers/monitoring/PlantEvents.tsx).
 */
import Stack from '@mui/material/Stack';
import type { MouseEvent } from 'react';
import Typography from '@mui/material/Typography';
import {
    DataTable,
    ExportButton,
    Link,
    List,
    TopToolbar,
    useBasename,
    useLocale,
    useTranslate,
} from 'react-admin';
import { CriticalityChip } from '@/builders/CriticalityChip';
import { EmptyText } from '@/builders/list/EmptyText';
import { ListError } from '@/builders/list/ListError';
import { ListPagination } from '@/builders/list/ListPagination';
import { PageHeading } from '@/builders/PageHeading';
import {
    alertDetailsPath,
    type AlertRecord,
} from '@/providers/monitoring/alertsApi';
import { usePlantEventsStatus } from '@/providers/monitoring/PlantEvents';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';
import { AlertAcknowledgement } from './AlertAcknowledgement';
import { alertFilters } from './alertFilters';
import { sensorChartPath } from './alertLinks';
import { AlertStateLabel } from './AlertStateLabel';
import { alertValue } from './alertValue';
import { EXPORT_MAX_ROWS } from '@/builders/list/useResourceExporter';
import { useAlertExporter } from './useAlertExporter';

const Col = DataTable.Col<AlertRecord>;

// A link in a row opens where it says, not the row's alert.
const stopRowClick = (e: MouseEvent) => e.stopPropagation();

export const AlertsScreen = () => {
    const translate = useTranslate();
    const locale = useLocale();
    const dates = useDateTimeFormat();
    const basename = useBasename();
    const status = usePlantEventsStatus();
    const exporter = useAlertExporter();
    const title = translate('app.pages.alerts');
    return (
        <>
            {/* The list below puts the title in the header: one title only. */}
            <Stack
                direction={{ xs: 'column', sm: 'row' }}
                sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
            >
                <PageHeading>{title}</PageHeading>
                {status === 'live' || status === 'polling' ? (
                    <Typography variant="body2" color="text.secondary">
                        {translate(`app.alerts.stream.${status}`)}
                    </Typography>
                ) : null}
            </Stack>
            <List
                resource="alert"
                title={title}
                // The route already checked the page (RouteElement); the
                // alert is no entity of the registry, which canAccess knows.
                disableAuthentication
                sort={{ field: 'openedAt', order: 'DESC' }}
                perPage={25}
                filters={alertFilters}
                actions={
                    <TopToolbar>
                        <ExportButton maxResults={EXPORT_MAX_ROWS} />
                    </TopToolbar>
                }
                pagination={<ListPagination />}
                empty={false}
                error={<ListError />}
                exporter={exporter}
                sx={{
                    '& .RaList-main': { minWidth: 0 },
                    '& .RaList-content': { overflowX: 'auto' },
                }}
            >
                <DataTable
                    rowClick={id => `${basename}${alertDetailsPath(id)}`}
                    bulkActionButtons={false}
                    empty={<EmptyText />}
                >
                    <Col
                        source="level"
                        label="app.alerts.fields.level"
                        render={a => <CriticalityChip value={a.level} />}
                    />
                    <Col
                        source="deviceName"
                        label="app.alerts.fields.device"
                        disableSort
                        render={a => {
                            const chart = sensorChartPath(a);
                            return chart ? (
                                <Link to={chart} onClick={stopRowClick}>
                                    {a.deviceName}
                                </Link>
                            ) : (
                                a.deviceName
                            );
                        }}
                    />
                    <Col
                        source="value"
                        label="app.alerts.fields.value"
                        disableSort
                        render={a =>
                            alertValue(a, locale) ??
                            translate(`app.alerts.cause.${a.cause}`)
                        }
                    />
                    <Col
                        source="state"
                        label="app.alerts.fields.state"
                        disableSort
                        render={a => (
                            <Stack spacing={0.25}>
                                <AlertStateLabel state={a.state} />
                                {a.mutedUntil ? (
                                    <Typography variant="body2">
                                        {translate('app.alerts.mutedUntil', {
                                            time: dates.dateTime(a.mutedUntil),
                                        })}
                                    </Typography>
                                ) : null}
                            </Stack>
                        )}
                    />
                    <Col
                        source="openedAt"
                        label="app.alerts.fields.openedAt"
                        render={a => (
                            <Link
                                to={alertDetailsPath(a.id)}
                                aria-label={translate(
                                    'app.alerts.openDetails',
                                    {
                                        device: a.deviceName,
                                        time: dates.dateTime(a.openedAt),
                                    }
                                )}
                                onClick={stopRowClick}
                            >
                                {dates.dateTime(a.openedAt)}
                            </Link>
                        )}
                    />
                    <Col
                        source="updatedAt"
                        label="app.alerts.fields.updatedAt"
                        render={a => dates.dateTime(a.updatedAt)}
                    />
                    <Col
                        source="acknowledgedAt"
                        label="app.alerts.fields.acknowledged"
                        disableSort
                        render={a => (
                            <AlertAcknowledgement
                                alert={a}
                                dates={dates}
                                withComment
                            />
                        )}
                    />
                </DataTable>
            </List>
        </>
    );
};
