/**
 * history.get over the generated series. As in Zabbix, `history` selects
 * the value-type table (default 3, numeric unsigned), so an item is only
 * found with its own value type; `time_from`/`time_till` are inclusive;
 * rows without `sortfield` come in storage order (here itemid, clock).
 */
import {
    allCatalogItems,
    catalogItem,
    countSamples,
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
import { pacer, type Pacer } from './pace.ts';
import type { RpcBudget } from './budget.ts';

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
 * The most samples a query must read whole may read: one with a `filter`,
 * or sorted by `ns` before `clock` (random within a series, so every row
 * is generated and sorted). Past it: Zabbix's application error.
 */
export const MAX_SCANNED_SAMPLES = 50_000;

export interface HistoryRow {
    itemid: number;
    clock: number;
    ns: number;
    value: number;
    item: CatalogItem;
}

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

const tooMany = (what: string, n: number, max: number, hint: string) =>
    new RpcError(
        'application',
        `Too many history values to read (${n}, at most ${max}${what}): ${hint}`
    );

const NARROW = 'narrow "time_from"/"time_till" or "itemids", or set "limit".';

/**
 * history.get, bounded as a real server is by its data: the answer holds
 * at most the rows the week of history holds, counted before any is made
 * (`countSamples`); `countOutput` is that count; an answer larger than
 * the budget (`budget.ts`, per call and per batch) is refused before any
 * row is made; rows are made in answer order, only those answered, with
 * a pause every few thousand.
 */
export async function historyGet(
    raw: unknown,
    rules: ZabbixVersionRules,
    now: number,
    user: ZabbixUser = CONSOLE_USER,
    retention?: Retention,
    budget?: RpcBudget
): Promise<Record<string, string>[] | string> {
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
    const filter = matcherOf(readFilter(p.filter, '/filter', filterFields));
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
    const hosts = hostids && new Set(hostids);
    const unique = [
        ...new Map(candidates.map(item => [item.itemid, item])).values(),
    ].filter(
        item =>
            item.valueType === valueType &&
            canSeeHost(user, item.hostid) &&
            (!hosts || hosts.has(String(item.hostid)))
    );
    unique.sort((a, b) => a.itemid - b.itemid);

    const from = Math.max(
        timeFrom ?? -Infinity,
        firstSampleClock(now, retention)
    );
    const till = Math.min(timeTill ?? Infinity, now);
    const pace = pacer();

    if (filter === null) {
        // What the data holds, counted without making a row.
        let held = 0;
        for (const item of unique) {
            held += countSamples(item.itemid, from, till);
            await pace.step(10);
        }
        if (countOutput) return String(held);
        const answered = Math.min(held, limit ?? Infinity);
        const allowed = budget?.rows ?? Infinity;
        if (answered > allowed) {
            throw tooMany(
                budget && budget.rows < budget.maxRows
                    ? ' left in this batch'
                    : ' in one answer',
                answered,
                allowed,
                NARROW
            );
        }
        if (budget) budget.rows -= answered;
        const ordered = await firstRows(
            unique,
            from,
            till,
            answered,
            sortfield,
            sortorder,
            pace,
            null
        );
        if (ordered) return outputRows(ordered, output, pace);
    }

    // A filter, or ns sorted before clock: every row in range is read.
    const scanned = unique.length * sampleSlots(from, till);
    if (scanned > MAX_SCANNED_SAMPLES) {
        throw tooMany('', scanned, MAX_SCANNED_SAMPLES, NARROW);
    }
    if (budget) {
        if (scanned > budget.scanned)
            throw tooMany(
                ' left in this batch',
                scanned,
                budget.scanned,
                NARROW
            );
        budget.scanned -= scanned;
    }
    const ordered =
        filter && limit !== null && !countOutput
            ? await firstRows(
                  unique,
                  from,
                  till,
                  limit,
                  sortfield,
                  sortorder,
                  pace,
                  filter
              )
            : null;
    if (ordered) return outputRows(ordered, output, pace);
    let rows: HistoryRow[] = [];
    for (const item of unique) {
        for (const clock of sampleClocks(item.itemid, from, till, false)) {
            const row = rowOf(item, clock);
            if (!filter || matches(row, filter)) rows.push(row);
            await pace.step();
        }
    }
    if (countOutput) return String(rows.length);
    if (sortfield.length > 0) {
        rows.sort((a, b) => compare(a, b, sortfield, sortorder));
    }
    if (limit !== null) rows = rows.slice(0, limit);
    return outputRows(rows, output, pace);
}

async function outputRows(
    rows: HistoryRow[],
    output: readonly string[],
    pace: Pacer
) {
    const out: Record<string, string>[] = [];
    for (const row of rows) {
        out.push(outputRow(row, output));
        await pace.step();
    }
    return out;
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
 * The first `limit` rows in the asked order (those passing `filter`),
 * reading only those, when the order allows it: storage order or item
 * first (item by item, each in clock order), or clock first (slot by slot
 * across the items: a slot's samples all come before the next slot's,
 * since a sample arrives at most SAMPLE_JITTER after its slot). Null when
 * the order needs every row (ns before clock, which is random within a
 * series).
 */
async function firstRows(
    items: CatalogItem[],
    from: number,
    till: number,
    limit: number,
    fields: string[],
    orderOf: (index: number) => SortOrder,
    pace: Pacer,
    filter: Matcher | null
): Promise<HistoryRow[] | null> {
    const at = (f: SortField) => fields.indexOf(f);
    const desc = (f: SortField) => at(f) >= 0 && orderOf(at(f)) === 'DESC';
    const rows: HistoryRow[] = [];
    const keep = (row: HistoryRow) => !filter || matches(row, filter);
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
                const row = rowOf(item, clock);
                if (keep(row)) rows.push(row);
                await pace.step();
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
            if (clock !== null && clock >= from && clock <= till) {
                const row = rowOf(item, clock);
                if (keep(row)) inSlot.push(row);
            }
        }
        await pace.step(items.length);
        inSlot.sort((a, b) => compare(a, b, fields, orderOf));
        rows.push(...inSlot.slice(0, limit - rows.length));
    }
    return rows;
}

/** A filter's values per field, as numbers in a set: one lookup per field and row. */
type Matcher = Map<string, Set<number>>;

function matcherOf(filter: Map<string, string[]> | null): Matcher | null {
    if (!filter) return null;
    const matcher: Matcher = new Map();
    for (const [field, values] of filter)
        matcher.set(
            field,
            // NaN equals nothing, in a set as with ===.
            new Set(values.map(Number).filter(n => !Number.isNaN(n)))
        );
    return matcher;
}

function matches(row: HistoryRow, filter: Matcher) {
    for (const [field, values] of filter) {
        const actual = field === 'value' ? row.value : row[field as SortField];
        if (!values.has(actual)) return false;
    }
    return true;
}
