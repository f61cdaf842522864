/**
 * `/outbox`: every message to the plant's contacts (alerts' and drills'),
 * newest first, filtered by state and channel: when it was queued, to
 * whom and how, its state in an icon and a word, its tries and what
 * happened (sent when, waiting why, failed why), the alert it is about,
 * and "Retry now" for a failed or waiting one (for profiles that may
 * write on the page). Refreshed by the plant's event stream when a
 * message is sent or fails.
 */
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable, Link, List, useTranslate } from 'react-admin';
import { EmptyText } from '@/builders/list/EmptyText';
import { ListError } from '@/builders/list/ListError';
import { ListPagination } from '@/builders/list/ListPagination';
import { PageHeading } from '@/builders/PageHeading';
import { isViewOnly } from '@/providers/access';
import {
    alertDetailsPath,
    OUTBOX_PAGE,
    OUTBOX_RESOURCE,
    type OutboxMessage,
} from '@/providers/monitoring/alertsApi';
import { useSession } from '@/session/hooks';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';
import { deliveryDetail } from './deliveryText';
import { DeliveryStatusLabel } from './DeliveryStatusLabel';
import { outboxFilters } from './outboxFilters';
import { RetryButton } from './RetryButton';

const Col = DataTable.Col<OutboxMessage>;

const retriable = (m: OutboxMessage) =>
    m.status === 'failed' || m.status === 'queued';

export const OutboxScreen = () => {
    const translate = useTranslate();
    const dates = useDateTimeFormat();
    const session = useSession();
    const readOnly = isViewOnly(session, OUTBOX_PAGE);
    const title = translate('app.pages.outbox');
    const field = (name: string) => `app.alerts.outbox.fields.${name}`;
    return (
        <>
            <Stack spacing={1} sx={{ mt: 2 }}>
                <PageHeading>{title}</PageHeading>
                <Typography variant="body2" color="text.secondary">
                    {translate('app.alerts.outbox.help')}
                </Typography>
                {readOnly ? (
                    <Alert severity="info">
                        {translate('app.alerts.outbox.viewOnly')}
                    </Alert>
                ) : null}
            </Stack>
            <List
                resource={OUTBOX_RESOURCE}
                title={title}
                // The route already checked the page (RouteElement).
                disableAuthentication
                sort={{ field: 'id', order: 'DESC' }}
                perPage={25}
                filters={outboxFilters}
                actions={false}
                exporter={false}
                pagination={<ListPagination />}
                empty={false}
                error={<ListError />}
                sx={{
                    '& .RaList-main': { minWidth: 0 },
                    '& .RaList-content': { overflowX: 'auto' },
                }}
            >
                <DataTable
                    rowClick={false}
                    bulkActionButtons={false}
                    empty={<EmptyText />}
                >
                    <Col
                        source="createdAt"
                        label={field('createdAt')}
                        render={m => (
                            <time dateTime={m.createdAt}>
                                {dates.dateTime(m.createdAt)}
                            </time>
                        )}
                    />
                    <Col
                        source="contactName"
                        label={field('contact')}
                        disableSort
                        render={m => (
                            <Stack spacing={0.25}>
                                {m.contactName ? (
                                    <span>{m.contactName}</span>
                                ) : null}
                                <Typography variant="body2">
                                    {m.recipient}
                                </Typography>
                            </Stack>
                        )}
                    />
                    <Col
                        source="channel"
                        label={field('channel')}
                        disableSort
                        render={m =>
                            translate(
                                `app.alerts.delivery.channel.${m.channel}`,
                                { _: m.channel }
                            )
                        }
                    />
                    <Col
                        source="status"
                        label={field('status')}
                        disableSort
                        render={m => <DeliveryStatusLabel status={m.status} />}
                    />
                    <Col
                        source="attempts"
                        label={field('attempts')}
                        disableSort
                    />
                    <Col
                        source="lastError"
                        label={field('detail')}
                        disableSort
                        render={m => deliveryDetail(m, translate, dates)}
                    />
                    <Col
                        source="alertId"
                        label={field('about')}
                        disableSort
                        render={m =>
                            m.alertId !== null ? (
                                <Link to={alertDetailsPath(m.alertId)}>
                                    {translate('app.alerts.outbox.alert', {
                                        id: m.alertId,
                                    })}
                                </Link>
                            ) : m.simulationId !== null ? (
                                translate('app.alerts.outbox.drill', {
                                    id: m.simulationId,
                                })
                            ) : null
                        }
                    />
                    {readOnly ? null : (
                        <Col
                            label="app.crud.actions"
                            disableSort
                            render={m =>
                                retriable(m) ? (
                                    <RetryButton message={m} />
                                ) : null
                            }
                        />
                    )}
                </DataTable>
            </List>
        </>
    );
};
