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
    type Retention,
    DEFAULT_RETENTION,
} from './catalog.ts';
import { canSeeHost, CONSOLE_USER, type ZabbixUser } from './users.ts';
import { RpcError } from './errors.ts';
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

/**
 * item.get's select* parameters (Zabbix 6.0–7.2) and the key each adds to
 * an item: what the simulator knows (its host, the multiplier step of its
 * float items) is answered, the rest empty, as for an item without them.
 */
const SELECTS = [
    ['selectHosts', 'hosts'],
    ['selectInterfaces', 'interfaces'],
    ['selectTriggers', 'triggers'],
    ['selectGraphs', 'graphs'],
    ['selectDiscoveryRule', 'discoveryRule'],
    ['selectItemDiscovery', 'itemDiscovery'],
    ['selectPreprocessing', 'preprocessing'],
    ['selectTags', 'tags'],
    ['selectValueMap', 'valuemap'],
] as const;
const SELECT_FIELDS: Record<string, readonly string[]> = {
    selectHosts: ['hostid', 'host', 'name', 'status'],
    selectPreprocessing: [
        'type',
        'params',
        'error_handler',
        'error_handler_params',
    ],
    selectTags: ['tag', 'value'],
};
/** Selects that also take "count" (answered as a number in a string). */
const COUNTABLE = new Set(['selectTriggers', 'selectGraphs', 'selectTags']);

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
    'limitSelects',
    ...SELECTS.map(([param]) => param),
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
/** Item × search value comparisons one item.get may make. */
export const MAX_SEARCH_CHECKS = 100_000;
const INT32_MAX = 2147483647;

type ItemObject = Record<(typeof OUTPUT_FIELDS)[number], string>;

function toObject(
    item: CatalogItem,
    now: number,
    retention: Retention
): ItemObject {
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
        history: `${retention.historyDays}d`,
        trends: `${retention.trendsDays}d`,
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

/** What an item is related to, for the select* parameters. */
function relatedOf(r: ItemObject, key: string): Record<string, string>[] {
    if (key === 'hosts')
        return [
            {
                hostid: r.hostid,
                host: `plant-${r.hostid}`,
                name: `Plant ${r.hostid}`,
                status: '0',
            },
        ];
    // Float items are integer counts times a custom multiplier (catalog.ts).
    if (key === 'preprocessing' && r.value_type === '0')
        return [
            {
                type: '1',
                params: String(
                    10 ** -(catalogItem(Number(r.itemid))?.decimals ?? 0)
                ),
                error_handler: '0',
                error_handler_params: '',
            },
        ];
    return [];
}

export function itemGet(
    raw: unknown,
    now: number,
    user: ZabbixUser = CONSOLE_USER,
    retention: Retention = DEFAULT_RETENTION
):
    | Record<string, unknown>[]
    | Record<string, Record<string, unknown>>
    | string {
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

    const items = (
        itemids
            ? [...new Set(itemids)]
                  .map(id => catalogItem(Number(id)))
                  .filter((item): item is CatalogItem => item !== undefined)
            : allCatalogItems()
    ).filter(item => canSeeHost(user, item.hostid));
    // templated=true asks for template items; the simulator has none.
    let rows = templated ? [] : items.map(i => toObject(i, now, retention));
    if (hostids) {
        const hosts = new Set(hostids);
        rows = rows.filter(r => hosts.has(r.hostid));
    }
    if (filter) {
        const sets = [...filter].map(
            ([f, values]) => [f as keyof ItemObject, new Set(values)] as const
        );
        rows = rows.filter(r => sets.every(([f, values]) => values.has(r[f])));
    }
    if (search && search.size > 0) {
        const checks = [...search].map(
            ([f, values]) => [f, values.map(v => v.toLowerCase())] as const
        );
        // A substring is looked for in each item: the work is items
        // times values, bounded before it starts.
        const work = rows.length * checks.reduce((n, [, v]) => n + v.length, 0);
        if (work > MAX_SEARCH_CHECKS)
            throw new RpcError(
                'application',
                `Too many search comparisons (${work}, at most ${MAX_SEARCH_CHECKS}): narrow "itemids" or "hostids", or send fewer "search" values.`
            );
        const hit = (r: ItemObject, f: string, values: readonly string[]) => {
            const text = r[f as keyof ItemObject].toLowerCase();
            return values.some(v => text.includes(v));
        };
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

    const selects = SELECTS.flatMap(([param, key]) => {
        const value = p[param];
        if (value === undefined) return [];
        if (value === 'count' && COUNTABLE.has(param))
            return [{ key, count: true, fields: [] as readonly string[] }];
        const fields = readOutput(
            value,
            `/${param}`,
            SELECT_FIELDS[param] ?? []
        );
        return [{ key, count: false, fields }];
    });
    readInt(p.limitSelects, '/limitSelects', { min: 0, max: INT32_MAX });

    const shaped = rows.map(r => {
        const out: Record<string, unknown> = {};
        for (const f of output) out[f] = r[f as keyof ItemObject];
        for (const { key, count, fields } of selects) {
            const related = relatedOf(r, key);
            out[key] = count
                ? String(related.length)
                : related.map(o =>
                      Object.fromEntries(fields.map(f => [f, o[f] ?? '']))
                  );
        }
        return out;
    });
    if (!preservekeys) return shaped;
    return Object.fromEntries(shaped.map((o, i) => [rows[i]?.itemid ?? '', o]));
}
