/**
 * Alerts as the API answers them (docs/api.md, "Alerts"; the lifecycle in
 * docs/monitoring.md, "Alerts"). Shared by the server and the SPA.
 */
import { CRITICALITIES, type Criticality } from './fields';
import type { OutboxMessage, OutboxStatus } from './outbox';

/** A reading's criticality past normal, or no data past the device's timeout. */
export const ALERT_CAUSES = ['criticality', 'silence'] as const;
export type AlertCause = (typeof ALERT_CAUSES)[number];

export const ALERT_STATES = ['open', 'closed'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

export const ALERT_EVENT_TYPES = [
    'opened',
    'raised',
    'acknowledged',
    'closed',
    'notified',
    'escalated',
    'muted',
    // A notification held by a mute of its sensor, then sent when it ended.
    'held',
    'released',
] as const;
export type AlertEventType = (typeof ALERT_EVENT_TYPES)[number];

/**
 * The scale has no "normal" level: `low` is where every reading starts
 * (shared/domain/criticality.ts), so a reading opens an alert from
 * `medium` up and reads as normal at `low`.
 */
export const NORMAL_LEVEL: Criticality = 'low';
/** The level of an alert for a silent sensor or gateway. */
export const SILENCE_LEVEL: Criticality = 'high';

export const levelRank = (level: string): number =>
    CRITICALITIES.indexOf(level as Criticality);

export const isAbnormal = (level: unknown): level is Criticality =>
    typeof level === 'string' && levelRank(level) > levelRank(NORMAL_LEVEL);

export interface UserRef {
    id: number;
    name: string;
}

/** A sensor's notifications muted until a time (docs/monitoring.md, "Silences"). */
export interface SensorSilence {
    id: number;
    sensorId: number;
    startsAt: string;
    until: string;
    reason: string;
    createdBy: UserRef | null;
}

export interface AlertEvent {
    at: string;
    type: AlertEventType;
    level?: Criticality;
    by?: UserRef;
    comment?: string;
    measureId?: number;
    value?: number;
    /**
     * On 'notified' (for profiles with the alerts or outbox page): each
     * message it queued and what became of it.
     */
    messages?: AlertMessage[];
}

/** One message of an alert's notification, as its timeline shows it. */
export type AlertMessage = Pick<
    OutboxMessage,
    | 'id'
    | 'channel'
    | 'recipient'
    | 'contactName'
    | 'status'
    | 'attempts'
    | 'lastError'
    | 'lastAttemptAt'
    | 'nextAttemptAt'
    | 'sentAt'
    | 'createdAt'
>;

export interface Alert {
    id: number;
    subsidiaryId: number;
    sensorId: number | null;
    gatewayId: number | null;
    deviceName: string;
    cause: AlertCause;
    level: Criticality;
    state: AlertState;
    openedAt: string;
    updatedAt: string;
    closedAt: string | null;
    closedBy: UserRef | null;
    /** 'auto': cleared after the configured time back at normal (or the device heard from again). */
    closeReason: string | null;
    measureId: number | null;
    value: number | null;
    unit: string | null;
    acknowledgedAt: string | null;
    acknowledgedBy: UserRef | null;
    acknowledgeComment: string | null;
    /** A silence on its sensor covers now: notifications are muted until then. */
    mutedUntil: string | null;
    /** How many times an unacknowledged critical alert was sent again. */
    escalations: number;
    /** Only on `GET /api/alert/{id}`. */
    history?: AlertEvent[];
}

export type AlertChange =
    | 'opened'
    | 'raised'
    | 'acknowledged'
    | 'closed'
    | 'muted'
    // One of its messages was sent, failed, waits after a failed try, or is retried.
    | 'delivery';

/** One `event: alert` of `GET /api/events`. */
export interface AlertPush {
    id: number;
    subsidiaryId: number;
    state: AlertState;
    level: Criticality;
    acknowledged: boolean;
    change: AlertChange;
    /** On 'delivery': the message's new status. */
    delivery?: OutboxStatus;
}

/** Longest acknowledgement comment, close reason or silence reason. */
export const ALERT_TEXT_MAX = 500;
