/**
 * Whether a sensor or gateway is heard from, shared by every screen that
 * says so and by the server that derives it. Shown as words, never as a
 * colour alone.
 */
export const DEVICE_STATES = [
    'online',
    'offline',
    'never-seen',
    // Heard through a Zabbix integration that is failing (unreachable,
    // token refused, no rights on the items' hosts): whether the device
    // reports is not known, which is not the same as silent
    // (docs/monitoring.md, "When the integration fails").
    'unknown',
] as const;
export type DeviceState = (typeof DEVICE_STATES)[number];

/** How long a sensor may stay silent when its plant sets no timeout for its type. */
export const DEFAULT_NO_DATA_TIMEOUT_MIN = 60;

/** A configured no-data timeout in minutes, else (unset, not a positive integer) the default. */
export const noDataTimeout = (configured: unknown): number => {
    const min = Number(configured);
    return Number.isInteger(min) && min > 0 ? min : DEFAULT_NO_DATA_TIMEOUT_MIN;
};

/** The plant's no-data timeout for a sensor type (its alertConfig row), else the default. */
export const noDataTimeoutFor = (
    alertConfig: readonly { sensorType: string; noDataTimeoutMin?: unknown }[],
    sensorType: string
): number =>
    noDataTimeout(
        alertConfig.find(r => r.sensorType === sensorType)?.noDataTimeoutMin
    );

/**
 * The plant's timeout for a gateway: a gateway is heard whenever any of its
 * sensors is (LoRaWAN gateways are heard through their devices' traffic),
 * so it is silent only past the longest no-data timeout its plant sets, and
 * never before the default.
 */
export const gatewayTimeoutFor = (
    alertConfig: readonly { noDataTimeoutMin?: unknown }[]
): number =>
    Math.max(
        DEFAULT_NO_DATA_TIMEOUT_MIN,
        ...alertConfig
            .map(r => Number(r.noDataTimeoutMin))
            .filter(min => Number.isInteger(min) && min > 0)
    );

/**
 * The margin past a timeout before a device reads offline: a device that
 * reports about as often as its timeout would otherwise flap between online
 * and offline from one screen to the next. A tenth of the timeout; the alert
 * job's silence uses the same (server/src/alerts/lifecycle.ts).
 */
export const OFFLINE_MARGIN = { ratio: 0.1 } as const;

/** Minutes of silence after which a device with this timeout is offline. */
export const offlineAfterMin = (timeoutMin: number): number =>
    timeoutMin * (1 + OFFLINE_MARGIN.ratio);

const parse = (at: string | null | undefined): number =>
    typeof at === 'string' ? Date.parse(at) : NaN;

/**
 * The one rule for sensors and gateways alike: unknown while the
 * integration it is heard through fails, else never heard from, or
 * offline when silent longer than its timeout and the margin.
 */
export const deviceState = (
    lastSeenAt: string | null | undefined,
    timeoutMin: number,
    now = Date.now(),
    /** The company's Zabbix integration fails and the device is heard through it. */
    integrationFailing = false
): DeviceState => {
    if (integrationFailing) return 'unknown';
    const seen = parse(lastSeenAt);
    if (Number.isNaN(seen)) return 'never-seen';
    return now - seen > offlineAfterMin(timeoutMin) * 60_000
        ? 'offline'
        : 'online';
};
