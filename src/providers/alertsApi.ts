/**
 * Alerts as the API answers them (docs/api.md, "Alerts") and the
 * dataProvider's alert methods (src/providers/dataProvider.ts): acknowledge,
 * close, and a sensor's silence.
 */
import { useDataProvider, type DataProvider } from 'react-admin';
import type { Criticality } from '@shared/domain/fields';

/** The page that grants the alerts screen (its URL is the permission key). */
export const ALERTS_PAGE = '/alerts';

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

export interface UserRef {
    id: number;
    name: string;
}

export type AlertChange =
    'opened' | 'raised' | 'acknowledged' | 'closed' | 'notified' | 'escalated';

export interface AlertHistoryEntry {
    at: string;
    type: AlertChange | string;
    level?: Criticality;
    by?: UserRef | null;
    comment?: string | null;
    measureId?: number | null;
    value?: number | null;
}

export interface AlertRecord {
    id: number;
    subsidiaryId: number;
    sensorId: number | null;
    gatewayId: number | null;
    deviceName: string;
    cause: 'criticality' | 'silence';
    level: Criticality;
    state: 'open' | 'closed';
    openedAt: string;
    updatedAt: string;
    closedAt: string | null;
    closedBy: UserRef | null;
    /** `auto`: cleared after the plant's configured normal time. */
    closeReason: string | null;
    measureId: number | null;
    value: number | null;
    unit: string | null;
    acknowledgedAt: string | null;
    acknowledgedBy: UserRef | null;
    acknowledgeComment: string | null;
    mutedUntil: string | null;
    /** Only on the one-record answer. */
    history?: AlertHistoryEntry[];
}

export interface SensorSilence {
    sensorId: number;
    until: string;
    reason: string;
    by?: UserRef | null;
}

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
}

export const useAlertsApi = () => useDataProvider<AlertsDataProvider>();
