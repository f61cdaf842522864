/**
 * The dashboard's one summary (`GET /api/dashboard/summary`), shared by the
 * server that computes it and the screen that shows it: everything an
 * operator arriving on shift needs to see first about the selected plant.
 */
import type { AlertThresholds } from './criticality';
import type { DeviceState } from './deviceState';
import type { Criticality } from './fields';
import type { IntegrationHealth } from './integrationHealth';
import type { DeliveryWarnings } from './outbox';

/** The window of the reading counts and the latest alerts. */
export const SUMMARY_WINDOW_HOURS = 24;
/** How many of the latest high and critical readings the summary lists. */
export const LATEST_ALERTS = 10;

export interface SummarySensor {
    id: number;
    name: string;
    sensorType: string;
    unit: string;
    zabbixItemId: string | null;
    lastSeenAt: string | null;
    /** The plant's no-data timeout for the sensor's type (alertConfig), or the default. */
    noDataTimeoutMin: number;
    /** Online, offline, never seen, or unknown while its integration fails. */
    state: DeviceState;
    /** Offline or never heard (not unknown: the integration's warning says why). */
    silent: boolean;
}

export interface SummaryGateway {
    id: number;
    name: string;
    lastSeenAt: string | null;
    state: DeviceState;
}

export interface SummaryAlert {
    id: number;
    sensorId: number;
    sensorName: string;
    value: number;
    unit: string;
    criticality: Criticality;
    date: string;
}

/** What a chart needs of the plant, when the screen already has it. */
export interface PlantChartContext {
    alertConfig: AlertThresholds[];
    /** IANA zone of the plant's company (settings), for every date shown. */
    timeZone: string | null;
}

export interface DashboardSummary {
    plantId: number;
    /** When the server computed it. */
    at: string;
    /** Start of the window of `readings` and `latestAlerts`. */
    since: string;
    /** The plant's alert thresholds and its company's time zone: what a chart needs. */
    plant: PlantChartContext;
    /** Readings in the window by criticality (every level present, 0 when none). */
    readings: Record<Criticality, number>;
    /** The plant's company's Zabbix integration: failing, since when and why. */
    integration: IntegrationHealth;
    /** The plant's active sensors, silent ones first. */
    sensors: SummarySensor[];
    /** The plant's active gateways, offline ones first. */
    gateways: SummaryGateway[];
    /** The latest high and critical readings in the window, newest first. */
    latestAlerts: SummaryAlert[];
    /**
     * Notifications of the plant that failed in the window, or wait
     * longer than the server's threshold: a warning of its own.
     */
    deliveries: DeliveryWarnings;
}
