/**
 * The simulator's items and their history. Every item 10001–10999 exists,
 * twenty per host; within a host the kinds follow SENSOR_TYPES in order
 * (kind = ((itemid - 10001) % 20) % 9), the layout of the seeded sensors.
 * Values are a pure
 * function of (itemid, clock): the same query always answers the same rows.
 */
import { SENSOR_TYPES } from '@shared/declarations/sensorTypes.ts';
// Units and ranges are the seed's, so history matches the sensors' alerts.
import { SENSOR_PROFILES } from '../seed/catalog.ts';

export type SensorKind = (typeof SENSOR_TYPES)[number];

export const ITEM_ID_MIN = 10001;
export const ITEM_ID_MAX = 10999;
/**
 * About one sample every five minutes, as a real agent's: each arrives up
 * to `SAMPLE_JITTER` seconds after its slot, and about one slot in fifty
 * has none (a lost packet, a busy poller). `ZABBIX_SAMPLE_SECONDS` (read
 * once, when the simulator loads; docs/zabbix.md) shortens the period for
 * a test that must see values arrive within seconds; the jitter shrinks
 * with it (15 % of the period, at most 45 s).
 */
export const samplePeriodFrom = (raw: string | undefined): number => {
    const seconds = Math.floor(Number(raw));
    return Number.isFinite(seconds) && seconds >= 1 ? seconds : 300;
};
export const SAMPLE_PERIOD = samplePeriodFrom(
    process.env.ZABBIX_SAMPLE_SECONDS
);
export const SAMPLE_JITTER = Math.min(45, Math.floor(SAMPLE_PERIOD * 0.15));
/**
 * One slot in each block of fifty has no sample (2 %), at a hashed place
 * within the block: the gaps look random, yet how many samples a range
 * holds is arithmetic (`countSamples`), so `countOutput` and the answer
 * bounds never generate a sample (docs/robustness.md).
 */
const MISSING_BLOCK = 50;
/**
 * How far back the simulator keeps values, as a Zabbix server's
 * housekeeper does: history (every value) for `historyDays`, then only
 * trends (hourly min/avg/max) up to `trendsDays`. Zabbix's item defaults
 * are 90d and 365d; the demo keeps a week of history, a common setting on
 * a busy server, so that long ranges need trends as they do in the field.
 */
export interface Retention {
    historyDays: number;
    trendsDays: number;
}
export const DEFAULT_RETENTION: Retention = { historyDays: 7, trendsDays: 365 };
export const TREND_PERIOD = 3600;
/** Zabbix value types: 0 float, 1 character, 2 log, 3 unsigned, 4 text. */
export const VALUE_TYPE_FLOAT = 0;
export const VALUE_TYPE_UNSIGNED = 3;

interface KindProfile {
    name: string;
    key: string;
    valueType: number;
    decimals: number;
}

const PROFILES: Record<SensorKind, KindProfile> = {
    level: {
        name: 'Nível do reservatório',
        key: 'level',
        valueType: VALUE_TYPE_FLOAT,
        decimals: 3,
    },
    flow: {
        name: 'Vazão turbinada',
        key: 'flow',
        valueType: VALUE_TYPE_FLOAT,
        decimals: 2,
    },
    rainfall: {
        name: 'Precipitação',
        key: 'rainfall',
        valueType: VALUE_TYPE_FLOAT,
        decimals: 1,
    },
    'piezometric-pressure': {
        name: 'Pressão piezométrica',
        key: 'piezometric_pressure',
        valueType: VALUE_TYPE_FLOAT,
        decimals: 2,
    },
    displacement: {
        name: 'Deslocamento',
        key: 'displacement',
        valueType: VALUE_TYPE_FLOAT,
        decimals: 3,
    },
    temperature: {
        name: 'Temperatura do mancal',
        key: 'temperature',
        valueType: VALUE_TYPE_FLOAT,
        decimals: 2,
    },
    voltage: {
        name: 'Tensão do gerador',
        key: 'voltage',
        valueType: VALUE_TYPE_FLOAT,
        decimals: 3,
    },
    current: {
        name: 'Corrente do gerador',
        key: 'current',
        valueType: VALUE_TYPE_UNSIGNED,
        decimals: 0,
    },
    power: {
        name: 'Potência ativa',
        key: 'power',
        valueType: VALUE_TYPE_FLOAT,
        decimals: 2,
    },
};

/** Items per monitored host: one plant's data logger, as the seed lays out. */
export const ITEMS_PER_HOST = 20;

export interface CatalogItem {
    itemid: number;
    kind: SensorKind;
    name: string;
    key: string;
    units: string;
    valueType: number;
    hostid: number;
    decimals: number;
    base: number;
    swing: number;
    noise: number;
}

/** 32-bit integer hash of a few integers, mapped to [0, 1). */
export function hash01(...parts: number[]): number {
    let h = 0x811c9dc5;
    for (const part of parts) {
        h = Math.imul(h ^ (part | 0), 0x01000193);
        h = Math.imul(h ^ Math.floor(part / 0x100000000), 0x01000193);
        h ^= h >>> 15;
        h = Math.imul(h, 0x2c1b3c6d);
        h ^= h >>> 12;
    }
    return (h >>> 0) / 0x100000000;
}

export function isCatalogItemId(itemid: number): boolean {
    return (
        Number.isInteger(itemid) &&
        itemid >= ITEM_ID_MIN &&
        itemid <= ITEM_ID_MAX
    );
}

/**
 * Kinds repeat every nine items within each host of twenty, so the seed's
 * sensors (20 per plant, kinds in SENSOR_TYPES order, items from 10001)
 * get items of their own type, unit and range.
 */
export function catalogItem(itemid: number): CatalogItem | undefined {
    if (!isCatalogItemId(itemid)) return undefined;
    const index = itemid - ITEM_ID_MIN;
    const slot = index % ITEMS_PER_HOST;
    const kind = SENSOR_TYPES[slot % SENSOR_TYPES.length] as SensorKind;
    const profile = PROFILES[kind];
    const range = SENSOR_PROFILES[kind];
    const seq = Math.floor(slot / SENSOR_TYPES.length) + 1;
    return {
        itemid,
        kind,
        name: `${profile.name} ${String(seq).padStart(2, '0')}`,
        key: `hydro.${profile.key}[${itemid}]`,
        units: range.unit,
        valueType: profile.valueType,
        hostid: 10501 + Math.floor(index / ITEMS_PER_HOST),
        decimals: profile.decimals,
        base: range.base + (hash01(itemid, 1) - 0.5) * range.spread * 0.5,
        swing: range.spread * 0.5,
        noise: range.spread * 0.15,
    };
}

let catalog: readonly CatalogItem[] | undefined;

/** Every item, made once: a call over all items used to rebuild them (8 ms). */
export function allCatalogItems(): readonly CatalogItem[] {
    if (!catalog) {
        const items: CatalogItem[] = [];
        for (let id = ITEM_ID_MIN; id <= ITEM_ID_MAX; id++) {
            items.push(catalogItem(id) as CatalogItem);
        }
        catalog = items;
    }
    return catalog;
}

const BRT_OFFSET = -3 * 3600;

/** The value an item reports at a clock: daily cycle plus hashed noise. */
export function sampleValue(item: CatalogItem, clock: number): number {
    let value: number;
    if (item.kind === 'rainfall') {
        // Rain falls in three-hour storms that hit about one block in seven.
        const storm = hash01(item.itemid, Math.floor(clock / 10800), 7);
        const intensity = (item.base + item.swing * 2) * 2;
        // Between storms the gauge reports its noise floor: traces of a
        // few micrometres, which Zabbix prints in exponent form (4.2E-6).
        value =
            storm < 0.15
                ? intensity * hash01(item.itemid, clock, 2) ** 2
                : storm < 0.3
                  ? Math.round(hash01(item.itemid, clock, 4) * 90 + 10) * 1e-7
                  : 0;
        if (value > 0 && value < 1e-4) return value;
    } else {
        const dayFraction = (((clock + BRT_OFFSET) % 86400) + 86400) / 86400;
        const phase = hash01(item.itemid, 3) * 0.1;
        const cycle = Math.sin(2 * Math.PI * (dayFraction - 0.5 + phase));
        const jitter = hash01(item.itemid, clock, 2) * 2 - 1;
        value = item.base + item.swing * cycle + item.noise * jitter;
    }
    // The agent reports integer counts that a "custom multiplier"
    // preprocessing step scales, as many field devices do: multiplying by
    // 0.001 leaves binary tails (413.27000000000004), as Zabbix stores them.
    const factor = 10 ** item.decimals;
    const rounded = Math.round(value * factor) * (1 / factor);
    return item.valueType === VALUE_TYPE_UNSIGNED
        ? Math.max(0, Math.round(rounded))
        : rounded;
}

/**
 * Zabbix sends values as strings, as the database prints them: integers
 * for unsigned items, the shortest decimal form for floats.
 */
export function formatValue(item: CatalogItem, value: number): string {
    return item.valueType === VALUE_TYPE_UNSIGNED
        ? String(Math.trunc(value))
        : phpFloat(value);
}

/**
 * A float as PHP prints it (shortest round-trip digits): exponent form
 * below 1e-4 and from 1e15 on, with a capital E and a decimal in the
 * mantissa (`4.2E-6`, `1.0E+20`), plain digits otherwise.
 */
export function phpFloat(value: number): string {
    const abs = Math.abs(value);
    if (value === 0 || (abs >= 1e-4 && abs < 1e15)) return String(value);
    const [mantissa = '', exponent = ''] = value.toExponential().split('e');
    const m = mantissa.includes('.') ? mantissa : `${mantissa}.0`;
    return `${m}E${exponent.startsWith('-') ? exponent : `+${exponent.replace('+', '')}`}`;
}

/** Nanoseconds within the second the value arrived, stable per sample. */
export function sampleNs(itemid: number, clock: number): number {
    return Math.floor(hash01(itemid, clock, 5) * 1e9);
}

/** Newest sample clock at or before `now` (seconds). */
/** When the sample of a slot arrived, or null when the slot has none. */
const missingOf = (itemid: number, block: number) =>
    block * MISSING_BLOCK +
    Math.floor(hash01(itemid, block, 13) * MISSING_BLOCK);

/** How many slots of [a, b] (inclusive) have no sample. */
function missingBetween(itemid: number, a: number, b: number): number {
    if (b < a) return 0;
    const first = Math.floor(a / MISSING_BLOCK);
    const last = Math.floor(b / MISSING_BLOCK);
    const inRange = (block: number) => {
        const slot = missingOf(itemid, block);
        return slot >= a && slot <= b ? 1 : 0;
    };
    if (first === last) return inRange(first);
    return inRange(first) + inRange(last) + (last - first - 1);
}

export function sampleClock(itemid: number, slot: number): number | null {
    if (missingOf(itemid, Math.floor(slot / MISSING_BLOCK)) === slot)
        return null;
    return (
        slot * SAMPLE_PERIOD +
        Math.floor(hash01(itemid, slot, 11) * (SAMPLE_JITTER + 1))
    );
}

/** The item's samples from `from` to `till` (seconds, inclusive), newest first when `desc`. */
export function* sampleClocks(
    itemid: number,
    from: number,
    till: number,
    desc: boolean
): Generator<number> {
    const first = Math.ceil((from - SAMPLE_JITTER) / SAMPLE_PERIOD);
    const last = Math.floor(till / SAMPLE_PERIOD);
    for (let k = 0; k <= last - first; k++) {
        const clock = sampleClock(itemid, desc ? last - k : first + k);
        if (clock !== null && clock >= from && clock <= till) yield clock;
    }
}

/**
 * How many samples the item has in [from, till] (seconds, inclusive),
 * without generating them: the slots in between, less the missing ones,
 * less the two end slots when their sample falls outside (only they can:
 * a sample arrives less than a period after its slot).
 */
export function countSamples(
    itemid: number,
    from: number,
    till: number
): number {
    if (!Number.isFinite(from) || !Number.isFinite(till) || till < from)
        return 0;
    const first = Math.ceil((from - SAMPLE_JITTER) / SAMPLE_PERIOD);
    const last = Math.floor(till / SAMPLE_PERIOD);
    if (last < first) return 0;
    const inside = (slot: number) => {
        const clock = sampleClock(itemid, slot);
        return clock !== null && clock >= from && clock <= till ? 1 : 0;
    };
    if (last - first < 2) {
        let n = 0;
        for (let slot = first; slot <= last; slot++) n += inside(slot);
        return n;
    }
    return (
        inside(first) +
        inside(last) +
        (last - first - 1) -
        missingBetween(itemid, first + 1, last - 1)
    );
}

/** How many sample slots can fall in [from, till] (seconds, inclusive), for any item. */
export function sampleSlots(from: number, till: number): number {
    if (!Number.isFinite(from) || !Number.isFinite(till)) return 0;
    const first = Math.ceil((from - SAMPLE_JITTER) / SAMPLE_PERIOD);
    const last = Math.floor(till / SAMPLE_PERIOD);
    return Math.max(0, last - first + 1);
}

/** The slot of the newest sample an item can have at `now`. */
export function lastSampleClock(now: number): number {
    return Math.floor(now / SAMPLE_PERIOD) * SAMPLE_PERIOD;
}

/** Oldest sample clock still kept in history at `now`. */
export function firstSampleClock(
    now: number,
    retention: Retention = DEFAULT_RETENTION
): number {
    return lastSampleClock(now) - retention.historyDays * 86400 + SAMPLE_PERIOD;
}

/** The oldest hour still kept in trends at `now` (its clock, seconds). */
export function firstTrendClock(
    now: number,
    retention: Retention = DEFAULT_RETENTION
): number {
    return (
        Math.ceil((now - retention.trendsDays * 86400) / TREND_PERIOD) *
        TREND_PERIOD
    );
}

/**
 * The newest hour in trends: Zabbix writes an hour's trend when the hour
 * is over, so the hour under way has none yet.
 */
export function lastTrendClock(now: number): number {
    return Math.floor(now / TREND_PERIOD) * TREND_PERIOD - TREND_PERIOD;
}

export interface TrendRow {
    clock: number;
    num: number;
    min: number;
    avg: number;
    max: number;
}

/** The trend of one hour (`clock` aligned to the hour), from the item's samples; null without any. */
export function trendOf(item: CatalogItem, clock: number): TrendRow | null {
    let num = 0;
    let sum = 0;
    let min = Infinity;
    let max = -Infinity;
    for (const at of sampleClocks(
        item.itemid,
        clock,
        clock + TREND_PERIOD - 1,
        false
    )) {
        const v = sampleValue(item, at);
        num++;
        sum += v;
        if (v < min) min = v;
        if (v > max) max = v;
    }
    if (num === 0) return null;
    // trends_uint keeps an integer average (the server divides integers).
    const avg =
        item.valueType === VALUE_TYPE_UNSIGNED
            ? Math.floor(sum / num)
            : sum / num;
    return { clock, num, min, avg, max };
}
