/**
 * history.get over the generated series. As in Zabbix, `history` selects
 * the value-type table (default 3, numeric unsigned), so an item is only
 * found with its own value type; `time_from`/`time_till` are inclusive;
 * rows without `sortfield` come in storage order (here itemid, clock).
 */
import {
    allCatalogItems,
    catalogItem,
    SAMPLE_JITTER,
    SAMPLE_PERIOD,
    firstSampleClock,
    formatValue,
    sampleClock,
    sampleNs,
    sampleSlots,
    sampleValue,
    sampleClocks,
    VALUE_TYPE_UNSIGNED,
    type CatalogItem,
    type Retention,
} from './catalog.ts';
import { canSeeHost, CONSOLE_USER, type ZabbixUser } from './users.ts';
import { RpcError } from './errors.ts';
import {
    readFilter,
    readFlag,
    readIds,
    readInt,
    readOneOf,
    readOutput,
    readParams,
    readSortfield,
    readSortorder,
    type SortOrder,
} from './params.ts';
import type { ZabbixVersionRules } from './version.ts';

const PARAMS = [
    'history',
    'hostids',
    'itemids',
    'time_from',
    'time_till',
    'filter',
    'search',
    'searchByAny',
    'startSearch',
    'excludeSearch',
    'searchWildcardsEnabled',
    'output',
    'countOutput',
    'sortfield',
    'sortorder',
    'limit',
    'editable',
] as const;

const OUTPUT_FIELDS = ['itemid', 'clock', 'value', 'ns'] as const;
const INT32_MAX = 2147483647;

/**
 * The most samples one request may read. A real server is bounded by what
 * it stores; the simulator's history is generated, so without this one
 * request for every item's 90 days (26 million values) held the process
 * for seconds. Queries that can stop early (a `limit` in clock or item
 * order, the SPA's and most clients' kind) read only what they return;
 * the others are refused past the bound, with Zabbix's application error.
 */
export const MAX_SCANNED_SAMPLES = 200_000;

export interface HistoryRow {
    itemid: number;
    clock: number;
    ns: number;
    value: number;
    item: CatalogItem;
}

/** Sample clocks of one item in [from, till], oldest first. */
type SortField = 'itemid' | 'clock' | 'ns';

function compare(
    a: HistoryRow,
    b: HistoryRow,
    fields: string[],
    orderOf: (index: number) => SortOrder
): number {
    for (let i = 0; i < fields.length; i++) {
        const f = fields[i] as SortField;
        const diff = a[f] - b[f];
        if (diff !== 0) return orderOf(i) === 'DESC' ? -diff : diff;
    }
    return 0;
}

export function historyGet(
    raw: unknown,
    rules: ZabbixVersionRules,
    now: number,
    user: ZabbixUser = CONSOLE_USER,
    retention?: Retention
): Record<string, string>[] | string {
    const p = readParams(raw, PARAMS);
    const valueType = readOneOf(
        p.history,
        '/history',
        rules.valueTypes,
        VALUE_TYPE_UNSIGNED
    );
    const hostids = readIds(p.hostids, '/hostids');
    const itemids = readIds(p.itemids, '/itemids');
    const timeFrom = readInt(p.time_from, '/time_from');
    const timeTill = readInt(p.time_till, '/time_till');
    const filterFields =
        valueType === 1 || valueType === 4
            ? ['itemid', 'clock', 'ns']
            : ['itemid', 'clock', 'ns', 'value'];
    const filter = readFilter(p.filter, '/filter', filterFields);
    // Numeric tables have nothing to search in, as in Zabbix.
    readFilter(
        p.search,
        '/search',
        valueType === 1 || valueType === 4 ? ['value'] : []
    );
    readFlag(p.searchByAny, '/searchByAny');
    readFlag(p.startSearch, '/startSearch');
    readFlag(p.excludeSearch, '/excludeSearch');
    readFlag(p.searchWildcardsEnabled, '/searchWildcardsEnabled');
    readFlag(p.editable, '/editable');
    const output = readOutput(p.output, '/output', OUTPUT_FIELDS);
    const countOutput = readFlag(p.countOutput, '/countOutput');
    const sortfield = readSortfield(
        p.sortfield,
        '/sortfield',
        rules.historySortFields
    );
    const sortorder = readSortorder(p.sortorder, '/sortorder');
    const limit = readInt(p.limit, '/limit', { min: 1, max: INT32_MAX });

    const candidates = itemids
        ? itemids
              .map(id => catalogItem(Number(id)))
              .filter((item): item is CatalogItem => item !== undefined)
        : allCatalogItems();
    const unique = [
        ...new Map(candidates.map(item => [item.itemid, item])).values(),
    ].filter(
        item =>
            item.valueType === valueType &&
            canSeeHost(user, item.hostid) &&
            (!hostids || hostids.includes(String(item.hostid)))
    );
    unique.sort((a, b) => a.itemid - b.itemid);

    const from = Math.max(
        timeFrom ?? -Infinity,
        firstSampleClock(now, retention)
    );
    const till = Math.min(timeTill ?? Infinity, now);

    const early =
        limit !== null && filter === null && !countOutput
            ? firstRows(unique, from, till, limit, sortfield, sortorder)
            : null;
    if (early) return early.map(row => outputRow(row, output));

    const scanned = unique.length * sampleSlots(from, till);
    if (scanned > MAX_SCANNED_SAMPLES) {
        throw new RpcError(
            'application',
            `Too many history values to read (${scanned}, at most ${MAX_SCANNED_SAMPLES}): narrow "time_from"/"time_till" or "itemids", or set "limit".`
        );
    }

    // Each item contributes at most `limit` rows from the end the sort
    // reaches first, so a DESC query over 90 days stays cheap. Sorting by
    // ns (random within a series) before clock needs the whole range.
    const clockAt = sortfield.indexOf('clock');
    const nsAt = sortfield.indexOf('ns');
    const clockDesc = clockAt >= 0 && sortorder(clockAt) === 'DESC';
    const needsAll =
        filter !== null ||
        limit === null ||
        (nsAt >= 0 && (clockAt < 0 || nsAt < clockAt));
    const perItem = needsAll || countOutput ? Infinity : limit;
    let rows: HistoryRow[] = [];
    for (const item of unique) {
        let taken = 0;
        for (const clock of sampleClocks(item.itemid, from, till, clockDesc)) {
            if (taken++ >= perItem) break;
            rows.push({
                itemid: item.itemid,
                clock,
                ns: sampleNs(item.itemid, clock),
                value: sampleValue(item, clock),
                item,
            });
        }
    }
    if (filter) rows = rows.filter(row => matches(row, filter));
    if (countOutput) return String(rows.length);

    if (sortfield.length > 0) {
        rows.sort((a, b) => compare(a, b, sortfield, sortorder));
    }
    if (limit !== null) rows = rows.slice(0, limit);

    return rows.map(row => outputRow(row, output));
}

function outputRow(row: HistoryRow, output: readonly string[]) {
    const out: Record<string, string> = {};
    for (const f of output) {
        out[f] =
            f === 'value'
                ? formatValue(row.item, row.value)
                : String(row[f as SortField]);
    }
    return out;
}

const rowOf = (item: CatalogItem, clock: number): HistoryRow => ({
    itemid: item.itemid,
    clock,
    ns: sampleNs(item.itemid, clock),
    value: sampleValue(item, clock),
    item,
});

/**
 * The first `limit` rows in the asked order, reading only those, when the
 * order allows it: storage order or item first (item by item, each in
 * clock order), or clock first (slot by slot across the items: a slot's
 * samples all come before the next slot's, since a sample arrives at most
 * SAMPLE_JITTER after its slot). Null when the order needs every row (ns
 * before clock, which is random within a series).
 */
function firstRows(
    items: CatalogItem[],
    from: number,
    till: number,
    limit: number,
    fields: string[],
    orderOf: (index: number) => SortOrder
): HistoryRow[] | null {
    const at = (f: SortField) => fields.indexOf(f);
    const desc = (f: SortField) => at(f) >= 0 && orderOf(at(f)) === 'DESC';
    const rows: HistoryRow[] = [];
    if (fields.length === 0 || fields[0] === 'itemid') {
        // ns never decides within an item: one sample per clock.
        if (at('ns') >= 0 && (at('clock') < 0 || at('ns') < at('clock')))
            return null;
        const ordered = desc('itemid') ? [...items].reverse() : items;
        for (const item of ordered) {
            for (const clock of sampleClocks(
                item.itemid,
                from,
                till,
                desc('clock')
            )) {
                if (rows.length >= limit) return rows;
                rows.push(rowOf(item, clock));
            }
        }
        return rows;
    }
    if (fields[0] !== 'clock') return null;
    const slots = sampleSlots(from, till);
    const firstSlot = Math.ceil((from - SAMPLE_JITTER) / SAMPLE_PERIOD);
    for (let k = 0; k < slots && rows.length < limit; k++) {
        const slot = desc('clock') ? firstSlot + slots - 1 - k : firstSlot + k;
        const inSlot: HistoryRow[] = [];
        for (const item of items) {
            const clock = sampleClock(item.itemid, slot);
            if (clock !== null && clock >= from && clock <= till)
                inSlot.push(rowOf(item, clock));
        }
        inSlot.sort((a, b) => compare(a, b, fields, orderOf));
        rows.push(...inSlot.slice(0, limit - rows.length));
    }
    return rows;
}

function matches(row: HistoryRow, filter: Map<string, string[]>) {
    for (const [field, values] of filter) {
        const actual = field === 'value' ? row.value : row[field as SortField];
        if (!values.some(v => Number(v) === actual)) return false;
    }
    return true;
}
