/**
 * What the Zabbix client is given and answers (docs/zabbix.md): options,
 * value types, items, history and trend points, and the client's methods.
 */
export type ZabbixAuthMode = 'header' | 'field' | 'auto';

export interface ZabbixClientOptions {
    /** Full URL of api_jsonrpc.php. */
    url: string;
    /** API token (Zabbix: Users → API tokens). */
    token: string;
    /** `auto` asks apiinfo.version once and picks header for 6.4+. */
    authMode?: ZabbixAuthMode;
    timeoutMs?: number;
    fetch?: typeof fetch;
}

/** Zabbix value types (item `value_type`, history.get `history`). */
export const ZABBIX_VALUE_TYPE = {
    float: 0,
    character: 1,
    log: 2,
    unsigned: 3,
    text: 4,
    binary: 5,
} as const;

export interface ZabbixItem {
    itemid: string;
    hostid: string;
    name: string;
    key: string;
    valueType: number;
    units: string;
    /** Number for numeric items, text otherwise; null before any value. */
    lastValue: number | string | null;
    /** Seconds since the epoch; null before any value. */
    lastClock: number | null;
    /** Storage periods and update interval as Zabbix prints them ("7d", "365d", "5m"; "0" for trapper items). */
    history?: string;
    trends?: string;
    delay?: string;
}

/** One hour of a numeric item, from trend.get. */
export interface ZabbixTrendPoint {
    itemid: string;
    /** The hour's start, seconds since the epoch. */
    clock: number;
    /** Milliseconds since the epoch, for charts. */
    time: number;
    /** How many values the hour held. */
    num: number;
    min: number;
    avg: number;
    max: number;
}

export interface ZabbixTrendQuery {
    itemids: string | string[];
    /** Inclusive bounds on the hour's clock: a Date or seconds since the epoch. */
    timeFrom?: Date | number;
    timeTill?: Date | number;
    limit?: number;
    signal?: AbortSignal;
}

export interface ZabbixHistoryPoint {
    itemid: string;
    /** Seconds since the epoch, as Zabbix counts. */
    clock: number;
    ns: number;
    /** Milliseconds since the epoch, for charts. */
    time: number;
    value: number | string;
}

export interface ZabbixHistoryQuery {
    itemids: string | string[];
    /** The items' value type; looked up with item.get when absent. */
    valueType?: number;
    /** Inclusive bounds: a Date or seconds since the epoch. */
    timeFrom?: Date | number;
    timeTill?: Date | number;
    limit?: number;
    signal?: AbortSignal;
}

export interface ZabbixClient {
    version(signal?: AbortSignal): Promise<string>;
    /** The authentication the client uses (asks the server in auto mode). */
    authMode(signal?: AbortSignal): Promise<'header' | 'field'>;
    getItems(
        itemids: string | string[],
        signal?: AbortSignal
    ): Promise<ZabbixItem[]>;
    /** Newest first: sortfield clock, sortorder DESC, limit 1000. */
    getHistory(query: ZabbixHistoryQuery): Promise<ZabbixHistoryPoint[]>;
    /** Hourly min/avg/max of numeric items (trend.get), oldest first. */
    getTrends(query: ZabbixTrendQuery): Promise<ZabbixTrendPoint[]>;
}

export const ZABBIX_TIMEOUT_MS = 10_000;
export const ZABBIX_HISTORY_LIMIT = 1000;
