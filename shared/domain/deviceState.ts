/**
 * Whether a sensor or gateway is heard from, shared by every screen that
 * says so and by the server that derives it. Shown as words, never as a
 * colour alone.
 */
export const DEVICE_STATES = ['online', 'offline', 'never-seen'] as const;
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

const parse = (at: string | null | undefined): number =>
    typeof at === 'string' ? Date.parse(at) : NaN;

/** A gateway is offline after two silent stats intervals (LoRaWAN gateways report stats every 30 s by default). */
export const gatewayState = (
    lastSeenAt: string | null | undefined,
    statsIntervalSec: number | null | undefined,
    now = Date.now()
): DeviceState => {
    const seen = parse(lastSeenAt);
    if (Number.isNaN(seen)) return 'never-seen';
    const interval = Number(statsIntervalSec) || 30;
    return now - seen > 2 * interval * 1000 ? 'offline' : 'online';
};

/** A sensor is offline when silent longer than its plant's no-data timeout. */
export const sensorState = (
    lastSeenAt: string | null | undefined,
    noDataTimeoutMin: number,
    now = Date.now()
): DeviceState => {
    const seen = parse(lastSeenAt);
    if (Number.isNaN(seen)) return 'never-seen';
    return now - seen > noDataTimeoutMin * 60_000 ? 'offline' : 'online';
};
