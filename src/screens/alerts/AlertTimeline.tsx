import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import NotificationsOff from '@mui/icons-material/NotificationsOff';
import NotificationsPaused from '@mui/icons-material/NotificationsPaused';
import Send from '@mui/icons-material/Send';
import TaskAlt from '@mui/icons-material/TaskAlt';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import type { DateTimeFormats } from '@shared/domain/dateTime';
import { numberFormat } from '@shared/domain/numberFormat';
import type {
    AlertHistoryEntry,
    AlertRecord,
} from '@/providers/monitoring/alertsApi';
import { AlertMessages, deliveryCounts } from './AlertMessages';

const ICONS: Record<string, ComponentType<{ fontSize: 'small' }>> = {
    opened: ErrorOutline,
    raised: TrendingUp,
    acknowledged: CheckCircleOutline,
    closed: TaskAlt,
    notified: Send,
    escalated: Send,
    muted: NotificationsOff,
    held: NotificationsPaused,
    released: NotificationsActive,
};

/**
 * What happened to an alert, oldest first, each step in words with its
 * time on the plant's clock: opened, raised, acknowledged (by whom, the
 * comment), closed (by whom or automatically, the reason), messages
 * queued for its contacts and what became of each (sent, waiting, failed
 * and why), a notification held by a mute and sent when it ended.
 */
export const AlertTimeline = ({
    alert,
    dates,
}: {
    alert: AlertRecord;
    dates: DateTimeFormats;
}) => {
    const translate = useTranslate();
    const locale = useLocale();
    const number = numberFormat(locale, 4);
    const level = (e: AlertHistoryEntry) =>
        translate(`app.options.criticality.${e.level ?? alert.level}`);
    const name = (e: AlertHistoryEntry) =>
        e.by?.name ?? translate('app.alerts.history.someone');
    const headline = (e: AlertHistoryEntry) => {
        switch (e.type) {
            case 'opened':
            case 'raised':
                return translate(`app.alerts.history.${e.type}`, {
                    level: level(e),
                });
            case 'acknowledged':
                return translate('app.alerts.history.acknowledged', {
                    name: name(e),
                });
            case 'closed':
                return e.by
                    ? translate('app.alerts.history.closed', { name: name(e) })
                    : translate('app.alerts.history.closedAuto');
            case 'notified':
                // Queued is all the step itself says: what each message
                // became is said under it, never "notified" in advance.
                return translate('app.alerts.history.notified', {
                    smart_count: e.messages?.length ?? (Number(e.comment) || 0),
                });
            case 'held':
                return translate('app.alerts.history.held', {
                    time:
                        e.comment && Number.isFinite(Date.parse(e.comment))
                            ? dates.dateTime(e.comment)
                            : '',
                });
            case 'released':
                return translate('app.alerts.history.released');
            case 'escalated':
                return translate('app.alerts.history.escalated', {
                    count: e.comment ?? '',
                });
            case 'muted': {
                // '<until> <reason>', or 'ended' (docs/api.md, "Alerts").
                if (!e.comment || e.comment === 'ended')
                    return translate('app.alerts.history.unmuted');
                const [until = '', ...reason] = e.comment.split(' ');
                return translate('app.alerts.history.muted', {
                    time: Number.isFinite(Date.parse(until))
                        ? dates.dateTime(until)
                        : until,
                    reason: reason.join(' '),
                });
            }
            default:
                return translate('app.alerts.history.other', { type: e.type });
        }
    };
    /** The comment said under the step: a person's words, not the server's codes. */
    const said = (e: AlertHistoryEntry) => {
        if (!e.comment) return undefined;
        if (e.type === 'acknowledged')
            return translate('app.alerts.history.comment', {
                comment: e.comment,
            });
        if (e.type === 'closed' && e.comment !== 'auto')
            return translate('app.alerts.history.reason', {
                reason: e.comment,
            });
        return undefined;
    };
    const entries = [...(alert.history ?? [])].sort(
        (a, b) => Date.parse(a.at) - Date.parse(b.at)
    );
    return (
        <Box component="section" aria-labelledby="alert-history-title">
            <Typography id="alert-history-title" variant="h6" component="h2">
                {translate('app.alerts.history.title')}
            </Typography>
            <Stack
                component="ol"
                spacing={1.5}
                sx={{ listStyle: 'none', p: 0 }}
            >
                {entries.map((e, i) => {
                    const Icon = ICONS[e.type] ?? ErrorOutline;
                    const value =
                        typeof e.value === 'number'
                            ? `${number.format(e.value)} ${alert.unit ?? ''}`.trim()
                            : undefined;
                    return (
                        <Stack
                            component="li"
                            key={`${e.at}-${e.type}-${i}`}
                            direction="row"
                            spacing={1}
                            data-history={e.type}
                        >
                            <Icon fontSize="small" aria-hidden />
                            <Box>
                                <Typography>
                                    <strong>{headline(e)}</strong>
                                    {' · '}
                                    <time dateTime={e.at}>
                                        {dates.dateTime(e.at)}
                                    </time>
                                </Typography>
                                {value ? (
                                    <Typography variant="body2">
                                        {translate('app.alerts.history.value', {
                                            value,
                                        })}
                                    </Typography>
                                ) : null}
                                {said(e) ? (
                                    <Typography variant="body2">
                                        {said(e)}
                                    </Typography>
                                ) : null}
                                {e.messages?.length ? (
                                    <>
                                        <Typography variant="body2">
                                            {deliveryCounts(
                                                e.messages,
                                                translate
                                            )}
                                        </Typography>
                                        <AlertMessages
                                            messages={e.messages}
                                            dates={dates}
                                        />
                                    </>
                                ) : null}
                            </Box>
                        </Stack>
                    );
                })}
            </Stack>
        </Box>
    );
};
