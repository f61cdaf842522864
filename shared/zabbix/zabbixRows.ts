/**
 * Zabbix's rows turned into the client's values: Zabbix sends numbers as
 * strings, and numeric value types become numbers.
 */
import {
    ZABBIX_VALUE_TYPE,
    type ZabbixHistoryPoint,
    type ZabbixItem,
    type ZabbixTrendPoint,
} from './zabbixTypes';

const NUMERIC_TYPES: number[] = [
    ZABBIX_VALUE_TYPE.float,
    ZABBIX_VALUE_TYPE.unsigned,
];

export const toSeconds = (t: Date | number) =>
    t instanceof Date ? Math.floor(t.getTime() / 1000) : Math.floor(t);

export const toList = (ids: string | string[]) =>
    (Array.isArray(ids) ? ids : [ids]).map(String);

function parseValue(raw: unknown, valueType: number): number | string {
    const text = String(raw ?? '');
    return NUMERIC_TYPES.includes(valueType) ? Number(text) : text;
}

type Row = Record<string, string>;

/** item.get's `output`: what itemFromRow reads. */
export const ITEM_OUTPUT = [
    'itemid',
    'hostid',
    'name',
    'key_',
    'value_type',
    'units',
    'lastvalue',
    'lastclock',
    'history',
    'trends',
    'delay',
];

export function itemFromRow(row: Row): ZabbixItem {
    const valueType = Number(row.value_type);
    const lastClock = Number(row.lastclock);
    const hasValue = Number.isFinite(lastClock) && lastClock > 0;
    return {
        itemid: String(row.itemid),
        hostid: String(row.hostid),
        name: String(row.name ?? ''),
        key: String(row.key_ ?? ''),
        valueType,
        units: String(row.units ?? ''),
        lastValue: hasValue ? parseValue(row.lastvalue, valueType) : null,
        lastClock: hasValue ? lastClock : null,
        history: row.history,
        trends: row.trends,
        delay: row.delay,
    };
}

export function historyPointFromRow(
    row: Row,
    valueType: number
): ZabbixHistoryPoint {
    const clock = Number(row.clock);
    const ns = Number(row.ns ?? 0);
    return {
        itemid: String(row.itemid),
        clock,
        ns,
        time: clock * 1000 + Math.floor(ns / 1e6),
        value: parseValue(row.value, valueType),
    };
}

/** trend.get's `output` (6.0): what trendPointFromRow reads. */
export const TREND_OUTPUT = [
    'itemid',
    'clock',
    'num',
    'value_min',
    'value_avg',
    'value_max',
];

export function trendPointFromRow(row: Row): ZabbixTrendPoint {
    const clock = Number(row.clock);
    return {
        itemid: String(row.itemid),
        clock,
        time: clock * 1000,
        num: Number(row.num),
        min: Number(row.value_min),
        avg: Number(row.value_avg),
        max: Number(row.value_max),
    };
}

/** Inclusive time bounds as Zabbix's `time_from` / `time_till`. */
export const timeBounds = (query: {
    timeFrom?: Date | number;
    timeTill?: Date | number;
}): Record<string, number> => ({
    ...(query.timeFrom !== undefined
        ? { time_from: toSeconds(query.timeFrom) }
        : {}),
    ...(query.timeTill !== undefined
        ? { time_till: toSeconds(query.timeTill) }
        : {}),
});
