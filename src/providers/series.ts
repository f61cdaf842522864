/**
 * A sensor's time series, from the API's proxy or from Zabbix itself as
 * `/config.json` says (docs/zabbix.md). Either way the chart gets the same
 * shape, and a failure says what went wrong in words the chart can name.
 */
import { retryImport } from './retryImport';
import type { Series, SeriesPoint } from '@shared/domain/series';
import type { HttpClient } from './httpClient';
import type {
    ZabbixClient,
    ZabbixClientOptions,
} from '@shared/zabbix/zabbixClient';

/** How series are read (`/config.json`'s `zabbix`). */
export type SeriesMode =
    | { mode: 'proxy' }
    | ({ mode: 'direct' } & Pick<
          ZabbixClientOptions,
          'url' | 'token' | 'authMode'
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

/** Why a series could not be read, as the chart says it. */
export type SeriesFailure =
    'unreachable' | 'refused' | 'timeout' | 'noItem' | 'failed';

export class SeriesError extends Error {
    override readonly name = 'SeriesError';
    constructor(
        readonly failure: SeriesFailure,
        message: string,
        options?: { cause?: unknown }
    ) {
        super(message, options);
    }
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

const failureOf = (kind: unknown, data: unknown): SeriesFailure => {
    if (kind === 'timeout') return 'timeout';
    if (kind === 'item') return 'noItem';
    if (kind === 'rpc')
        return REFUSALS.includes(String(data)) ? 'refused' : 'failed';
    if (kind === 'network' || kind === 'http' || kind === 'protocol')
        return 'unreachable';
    return 'failed';
};

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
            const body = (
                err as { body?: { zabbix?: Record<string, unknown> } }
            ).body;
            if (!body?.zabbix) throw err;
            throw new SeriesError(
                failureOf(body.zabbix.kind, body.zabbix.data),
                (err as Error).message,
                { cause: err }
            );
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
        const [{ ZabbixError }, { readSeriesPoints }] = await Promise.all([
            retryImport(() => import('@shared/zabbix/zabbixError'))(),
            retryImport(() => import('@shared/zabbix/readSeries'))(),
        ]);
        try {
            const zabbix = await zabbixClient();
            const [item] = await zabbix.getItems(base.itemId, signal);
            if (!item)
                throw new SeriesError('noItem', `No item ${base.itemId}`);
            const read = await readSeriesPoints(zabbix, item, range, {
                signal,
            });
            return { ...base, unit: item.units || base.unit, ...read };
        } catch (err) {
            if (err instanceof ZabbixError)
                throw new SeriesError(
                    failureOf(err.kind, err.data),
                    err.message,
                    { cause: err }
                );
            throw err;
        }
    };
};

export const createSeriesSource = (
    zabbix: SeriesMode,
    http: HttpClient
): SeriesSource => (zabbix.mode === 'direct' ? direct(zabbix) : proxied(http));
