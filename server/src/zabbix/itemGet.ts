/**
 * item.get over the catalog: enough of Zabbix's item object for a client to
 * learn an item's name, unit and value type (which `history` it must ask
 * history.get for) and its last value.
 */
import {
    allCatalogItems,
    catalogItem,
    formatValue,
    sampleClocks,
    sampleNs,
    sampleValue,
    SAMPLE_PERIOD,
    type CatalogItem,
} from './catalog.ts';
import {
    readFilter,
    readFlag,
    readIds,
    readInt,
    readOutput,
    readParams,
    readSortfield,
    readSortorder,
} from './params.ts';

const PARAMS = [
    'itemids',
    'hostids',
    'groupids',
    'templateids',
    'output',
    'filter',
    'search',
    'searchByAny',
    'startSearch',
    'excludeSearch',
    'searchWildcardsEnabled',
    'limit',
    'countOutput',
    'sortfield',
    'sortorder',
    'preservekeys',
    'webitems',
    'monitored',
    'templated',
    'inherited',
    'editable',
] as const;

const OUTPUT_FIELDS = [
    'itemid',
    'type',
    'hostid',
    'name',
    'key_',
    'delay',
    'history',
    'trends',
    'status',
    'value_type',
    'units',
    'description',
    'state',
    'lastclock',
    'lastns',
    'lastvalue',
    'prevvalue',
] as const;

const FILTER_FIELDS = OUTPUT_FIELDS.filter(
    f => !['lastclock', 'lastns', 'lastvalue', 'prevvalue'].includes(f)
);
const SORT_FIELDS = [
    'itemid',
    'name',
    'key_',
    'delay',
    'history',
    'trends',
    'type',
    'status',
];
const SEARCH_FIELDS = ['name', 'key_', 'description', 'units'];
const INT32_MAX = 2147483647;

type ItemObject = Record<(typeof OUTPUT_FIELDS)[number], string>;

function toObject(item: CatalogItem, now: number): ItemObject {
    // The two newest samples (slots can be empty: look back a little further).
    const [last = now, prev = now] = sampleClocks(
        item.itemid,
        now - 10 * SAMPLE_PERIOD,
        now,
        true
    );
    return {
        itemid: String(item.itemid),
        // 2 = Zabbix trapper: the plant's data logger pushes the values.
        type: '2',
        hostid: String(item.hostid),
        name: item.name,
        key_: item.key,
        delay: '0',
        history: '90d',
        trends: '365d',
        status: '0',
        value_type: String(item.valueType),
        units: item.units,
        description: `Simulated ${item.kind} series, about one value every 5 minutes.`,
        state: '0',
        lastclock: String(last),
        lastns: String(sampleNs(item.itemid, last)),
        lastvalue: formatValue(item, sampleValue(item, last)),
        prevvalue: formatValue(item, sampleValue(item, prev)),
    };
}

export function itemGet(
    raw: unknown,
    now: number
): Record<string, string>[] | Record<string, Record<string, string>> | string {
    const p = readParams(raw, PARAMS);
    const itemids = readIds(p.itemids, '/itemids');
    const hostids = readIds(p.hostids, '/hostids');
    readIds(p.groupids, '/groupids');
    readIds(p.templateids, '/templateids');
    const output = readOutput(p.output, '/output', OUTPUT_FIELDS);
    const filter = readFilter(p.filter, '/filter', FILTER_FIELDS);
    const search = readFilter(p.search, '/search', SEARCH_FIELDS);
    const searchByAny = readFlag(p.searchByAny, '/searchByAny');
    for (const flag of [
        'startSearch',
        'excludeSearch',
        'searchWildcardsEnabled',
        'webitems',
        'monitored',
        'inherited',
        'editable',
    ]) {
        readFlag(p[flag], `/${flag}`);
    }
    const templated = readFlag(p.templated, '/templated');
    const limit = readInt(p.limit, '/limit', { min: 1, max: INT32_MAX });
    const countOutput = readFlag(p.countOutput, '/countOutput');
    const preservekeys = readFlag(p.preservekeys, '/preservekeys');
    const sortfield = readSortfield(p.sortfield, '/sortfield', SORT_FIELDS);
    const sortorder = readSortorder(p.sortorder, '/sortorder');

    const items = itemids
        ? [...new Set(itemids)]
              .map(id => catalogItem(Number(id)))
              .filter((item): item is CatalogItem => item !== undefined)
        : allCatalogItems();
    // templated=true asks for template items; the simulator has none.
    let rows = templated ? [] : items.map(i => toObject(i, now));
    if (hostids) rows = rows.filter(r => hostids.includes(r.hostid));
    if (filter) {
        rows = rows.filter(r =>
            [...filter].every(([f, values]) =>
                values.includes(r[f as keyof ItemObject])
            )
        );
    }
    if (search && search.size > 0) {
        const hit = (r: ItemObject, f: string, values: string[]) =>
            values.some(v =>
                r[f as keyof ItemObject].toLowerCase().includes(v.toLowerCase())
            );
        const checks = [...search];
        rows = rows.filter(r =>
            searchByAny
                ? checks.some(([f, v]) => hit(r, f, v))
                : checks.every(([f, v]) => hit(r, f, v))
        );
    }
    if (countOutput) return String(rows.length);

    rows.sort((a, b) => Number(a.itemid) - Number(b.itemid));
    if (sortfield.length > 0) {
        rows.sort((a, b) => {
            for (let i = 0; i < sortfield.length; i++) {
                const f = sortfield[i] as keyof ItemObject;
                const diff =
                    f === 'itemid'
                        ? Number(a[f]) - Number(b[f])
                        : a[f].localeCompare(b[f]);
                if (diff !== 0) return sortorder(i) === 'DESC' ? -diff : diff;
            }
            return 0;
        });
    }
    if (limit !== null) rows = rows.slice(0, limit);

    const shaped = rows.map(r => {
        const out: Record<string, string> = {};
        for (const f of output) out[f] = r[f as keyof ItemObject];
        return out;
    });
    if (!preservekeys) return shaped;
    return Object.fromEntries(shaped.map((o, i) => [rows[i]?.itemid ?? '', o]));
}
