/**
 * Alerts as the API answers them (docs/api.md, "Alerts") and the
 * dataProvider's alert methods (src/providers/dataProvider.ts): acknowledge,
 * close, a sensor's silence, and "retry now" of a notification.
 */
import { useDataProvider, type DataProvider } from 'react-admin';
import type {
    Alert,
    AlertEvent,
    AlertMessage,
    SensorSilence,
} from '@shared/domain/alerts';
import type { OutboxMessage } from '@shared/domain/outbox';

/** The page that grants the alerts screen (its URL is the permission key). */
export const ALERTS_PAGE = '/alerts';
/** The page of the plant's notifications and what became of them. */
export const OUTBOX_PAGE = '/outbox';
/** The outbox's list (`GET /api/alert-outbox/search`). */
export const OUTBOX_RESOURCE = 'alert-outbox';

export const alertDetailsPath = (id: number | string): string =>
    `${ALERTS_PAGE}/details/${id}`;

/**
 * The open alerts nobody acknowledged, newest first: the shell counts them
 * in the tab's title and the dashboard lists the first ones, from this
 * one query (one request for both).
 */
export const PENDING_ALERTS = {
    pagination: { page: 1, perPage: 5 },
    sort: { field: 'openedAt', order: 'DESC' as const },
    filter: { state: 'open', acknowledged: false },
};

/** An alert as the API answers it; `history` only on the one-record answer. */
export type AlertRecord = Alert;
export type AlertHistoryEntry = AlertEvent;
export type { AlertMessage, OutboxMessage };

export type { SensorSilence };

/** The query of a sensor's silence (the alert screens refresh it too). */
export const sensorSilenceKey = (sensorId: number | string) => [
    // Under 'alert': every alert push (ALERT_QUERY_KEYS) asks again.
    'alert',
    'sensorSilence',
    String(sensorId),
];

export interface AlertsDataProvider extends DataProvider {
    acknowledgeAlert: (
        id: number,
        comment?: string
    ) => Promise<{ data: AlertRecord }>;
    closeAlert: (id: number, reason: string) => Promise<{ data: AlertRecord }>;
    muteSensor: (
        sensorId: number,
        body: { until: string; reason: string }
    ) => Promise<{ data: SensorSilence }>;
    /** The silence holding now, or null. */
    getSensorSilence: (
        sensorId: number
    ) => Promise<{ data: SensorSilence | null }>;
    endSensorSilence: (sensorId: number) => Promise<{ data: null }>;
    /** A failed or waiting message is tried again at once. */
    retryOutboxMessage: (id: number) => Promise<{ data: OutboxMessage }>;
}

export const useAlertsApi = () => useDataProvider<AlertsDataProvider>();
