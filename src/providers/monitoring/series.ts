/**
 * A sensor's time series, from the API's proxy or from Zabbix itself as
 * `/config.json` says (docs/zabbix.md). Either way the chart gets the same
 * shape, and a failure says what went wrong in words the chart can name.
 */
import { retryImport } from '../retryImport';
import type { Series, SeriesPoint } from '@shared/domain/series';
import type { HttpClient } from '../httpClient';
import type {
    ZabbixClient,
    ZabbixClientOptions,
} from '@shared/zabbix/zabbixClient';

/** How series are read (`/config.json`'s `zabbix`). */
export type SeriesMode =
    | { mode: 'proxy' }
    | ({ mode: 'direct' } & Pick<
          ZabbixClientOptions,
          'url' | 'token' | 'authMode' | 'timeoutMs'
      >);

export type { Series, SeriesPoint };

export interface SeriesRange {
    from: number;
    to: number;
}

export interface SeriesSensor {
    id: number | string;
    zabbixItemId?: string | null;
    unit?: string | null;
}

/**
 * Why a series could not be read, as the chart says it (docs/zabbix.md,
 * "What the chart says"). `noItem` is a sensor without a Zabbix item;
 * `missingItem` is Zabbix answering no item for it, which it does alike for
 * an id it does not have and for a host the token may not read.
 */
export type SeriesFailure =
    | 'unreachable'
    | 'blocked'
    | 'refused'
    | 'headerMode'
    | 'denied'
    | 'timeout'
    | 'noItem'
    | 'missingItem'
    | 'config'
    | 'binding'
    | 'address'
    | 'addressOf'
    | 'tooLarge'
    | 'rangeRefused'
    | 'failed';

export class SeriesError extends Error {
    override readonly name = 'SeriesError';
    constructor(
        readonly failure: SeriesFailure,
        message: string,
        options?: {
            cause?: unknown;
            /** Interpolated into the chart's message (item, version, seconds, method). */
            params?: Record<string, string | number>;
        }
    ) {
        super(message, options);
        this.params = options?.params ?? {};
    }
    readonly params: Record<string, string | number>;
}

export type SeriesSource = (
    sensor: SeriesSensor,
    range: SeriesRange,
    signal?: AbortSignal
) => Promise<Series>;

/** Zabbix's own answers for a token it will not take (docs/zabbix.md). */
const REFUSALS = [
    'Not authorised.',
    'Not authorized.',
    'API token expired.',
    'Session terminated, re-login, please.',
    'Invalid parameter "/auth": cannot be empty.',
];

/** JSON-RPC's code for a call Zabbix took and failed ("Application error."). */
const APPLICATION_ERROR = -32500;
/** The calls that read a series' values. */
const SERIES_METHODS = ['history.get', 'trend.get'];

/** What Zabbix's answer (or the proxy's account of it) means for the chart. */
export interface FailureFacts {
    kind?: unknown;
    /** The JSON-RPC error's code. */
    code?: unknown;
    data?: unknown;
    method?: unknown;
    version?: unknown;
    timeoutMs?: unknown;
    itemId?: unknown;
    /** A refused address's host: told to administrators only. */
    host?: unknown;
}

export const failureOf = (
    facts: FailureFacts,
    /** Direct mode against another origin: a network error may be CORS. */
    crossOrigin = false
): { failure: SeriesFailure; params: Record<string, string | number> } => {
    const { kind, data } = facts;
    const seconds = Math.round(Number(facts.timeoutMs ?? 10_000) / 1000);
    const plain = (failure: SeriesFailure) => ({ failure, params: {} });
    if (kind === 'timeout') return { failure: 'timeout', params: { seconds } };
    if (kind === 'item')
        return {
            failure: 'missingItem',
            params: { item: String(facts.itemId ?? '') },
        };
    if (kind === 'authMode')
        return {
            failure: 'headerMode',
            params: { version: String(facts.version ?? '') },
        };
    if (kind === 'config') return plain('config');
    if (kind === 'binding') return plain('binding');
    if (kind === 'tooLarge') return plain('tooLarge');
    if (kind === 'address')
        return typeof facts.host === 'string' && facts.host
            ? { failure: 'addressOf', params: { host: facts.host } }
            : plain('address');
    if (kind === 'rpc') {
        if (REFUSALS.includes(String(data))) return plain('refused');
        if (/^No permissions to call /.test(String(data ?? '')))
            return {
                failure: 'denied',
                params: { method: String(facts.method ?? '') },
            };
        // Zabbix took the call and could not answer it for this range
        // (an application error: too many values to read, say): its own
        // words, and what to try.
        if (
            facts.code === APPLICATION_ERROR &&
            SERIES_METHODS.includes(String(facts.method)) &&
            typeof data === 'string' &&
            data.trim()
        )
            return {
                failure: 'rangeRefused',
                params: { reason: data.trim() },
            };
        return plain('failed');
    }
    if (kind === 'network')
        return plain(crossOrigin ? 'blocked' : 'unreachable');
    if (kind === 'http' || kind === 'protocol') return plain('unreachable');
    return plain('failed');
};

/** The API's account of a Zabbix failure (`zabbix` in its body) as a SeriesError; any other error as it is. */
export function seriesErrorOf(err: unknown): unknown {
    const body = (err as { body?: { zabbix?: FailureFacts } } | null)?.body;
    if (!body?.zabbix) return err;
    const { failure, params } = failureOf(body.zabbix);
    return new SeriesError(failure, (err as Error).message, {
        cause: err,
        params,
    });
}

const proxied =
    (http: HttpClient): SeriesSource =>
    async (sensor, range, signal) => {
        const query = new URLSearchParams({
            from: String(range.from),
            to: String(range.to),
        });
        try {
            const { json } = await http<{ data: Series }>(
                `/sensor/${encodeURIComponent(String(sensor.id))}/series`,
                { query, signal }
            );
            return json.data;
        } catch (err) {
            throw seriesErrorOf(err);
        }
    };

const direct = (
    config: Extract<SeriesMode, { mode: 'direct' }>
): SeriesSource => {
    // Loaded with the first chart: the client is not part of the first screen.
    let client: Promise<ZabbixClient> | undefined;
    const zabbixClient = () =>
        (client ??= retryImport(
            () => import('@shared/zabbix/zabbixClient')
        )().then(
            m => m.createZabbixClient(config),
            (error: unknown) => {
                client = undefined;
                throw error;
            }
        ));
    const timeoutMs = config.timeoutMs ?? 10_000;
    // A browser reports a CORS refusal exactly as a server that is down (a
    // TypeError, nothing more): against another origin it may be either.
    // (`globalThis`: the server type-checks this file without the DOM.)
    const here = (globalThis as { location?: { href: string; origin: string } })
        .location;
    const crossOrigin =
        here !== undefined &&
        new URL(config.url, here.href).origin !== here.origin;
    return async (sensor, range, signal) => {
        const base: Series = {
            sensorId: Number(sensor.id),
            itemId: sensor.zabbixItemId ?? null,
            unit: sensor.unit ?? '',
            ...range,
            kind: 'history',
            truncated: false,
            points: [],
        };
        if (!base.itemId) return base;
        const [{ ZabbixError }, { readSeriesPoints }, units] =
            await Promise.all([
                retryImport(() => import('@shared/zabbix/zabbixError'))(),
                retryImport(() => import('@shared/zabbix/readSeries'))(),
                retryImport(() => import('@shared/domain/units'))(),
            ]);
        // One deadline for the whole chart: version check, item.get and
        // history.get/trend.get together, as in proxy mode.
        const deadline = AbortSignal.timeout(timeoutMs);
        const within = signal ? AbortSignal.any([signal, deadline]) : deadline;
        try {
            const zabbix = await zabbixClient();
            const [item] = await zabbix.getItems(base.itemId, within);
            if (!item)
                throw new SeriesError(
                    'missingItem',
                    `Zabbix returned no item ${base.itemId}`,
                    { params: { item: base.itemId } }
                );
            const read = await readSeriesPoints(zabbix, item, range, {
                signal: within,
            });
            const aligned = units.alignUnits(item.units, base.unit);
            return {
                ...base,
                ...read,
                unit: aligned.unit,
                ...(item.units ? { zabbixUnit: item.units } : {}),
                ...(aligned.kind === 'mismatch' ? { unitMismatch: true } : {}),
                points: units.pointsInUnit(read.points, aligned),
            };
        } catch (err) {
            if (err instanceof ZabbixError) {
                const { failure, params } = failureOf(
                    { ...err, kind: err.kind, timeoutMs },
                    crossOrigin
                );
                throw new SeriesError(failure, err.message, {
                    cause: err,
                    params,
                });
            }
            throw err;
        }
    };
};

export const createSeriesSource = (
    zabbix: SeriesMode,
    http: HttpClient
): SeriesSource => (zabbix.mode === 'direct' ? direct(zabbix) : proxied(http));
