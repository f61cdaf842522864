/**
 * One declaration's table as the repository sees it, and the mapping
 * between its rows and the records the API speaks: a row becomes a record
 * (camelCase, null / [] for unset fields, derived attributes), and a
 * record's values become statement parameters.
 */
import { deviceState } from '@shared/domain/deviceState.ts';
import type { Resource, ResourceName } from '@shared/declarations/index.ts';
import { FIELD_TYPES } from '@shared/domain/fieldTypes.ts';
import { sortableSources } from '@shared/domain/sorting.ts';
import type { TimeoutOf } from './plantTimeouts.ts';
import type { DbRecord } from './types.ts';
import {
    columnName,
    isJsonField,
    quoteIdent,
    storedFields,
    tableName,
} from '../schema.ts';

export type FieldDef = Resource['fields'][number];

export interface Table {
    readonly def: Resource;
    /** The quoted table name. */
    readonly name: string;
    /** The declared fields that have a column. */
    readonly fields: readonly FieldDef[];
    readonly byName: ReadonlyMap<string, FieldDef>;
    /** Plant-scoped: `subsidiary_id` is the plant of the call, not a field. */
    readonly plant: boolean;
    /** Has `subsidiary_id` (plant-scoped resources, and device's field). */
    readonly hasSubsidiary: boolean;
    /** The columns every SELECT and RETURNING lists. */
    readonly selectList: string;
    /** The `sort` values the API accepts (shared/domain/sorting.ts). */
    readonly sortable: ReadonlySet<string>;
    /** The attributes `search` honours as equality filters (filterableFields). */
    readonly filterable: ReadonlySet<string>;
    /** Its records need their plants' no-data timeouts (a device's state: plantTimeouts.ts). */
    readonly needsTimeouts: boolean;
    /** Each stored field's column and its value when the column is null (toRecord, once per field and row). */
    readonly columns: readonly {
        source: string;
        column: string;
        unset: null | [];
    }[];
}

/** Tables by declaration: worked out once (a repository is made per request). */
const tables = new WeakMap<Resource, Table>();

/** The table of a declaration (declarations do not change once loaded). */
export function tableOf(def: Resource): Table {
    let table = tables.get(def);
    if (!table) {
        table = makeTable(def);
        tables.set(def, table);
    }
    return table;
}

/** Attribute names `search` honours as filters for this resource. */
export function filterableFields(def: Resource): string[] {
    const names = new Set<string>(['id']);
    for (const f of def.fields)
        if (f.filter || f.source === 'status') names.add(f.source);
    if (def.scope === 'plant') names.add('subsidiaryId');
    return [...names];
}

function makeTable(def: Resource): Table {
    const fields = storedFields(def);
    const byName = new Map(fields.map(f => [f.source, f]));
    const plant = def.scope === 'plant';
    const cols = ['id', 'created_at', 'updated_at'];
    if (plant) cols.push('subsidiary_id');
    for (const f of fields) cols.push(quoteIdent(columnName(f.source)));
    // A register whose copy of its form is empty (the demo seed's before
    // it kept one) reads as its form's fields when the form is still at the
    // register's version: the same questions, so its answers have titles.
    // A form that changed since has no copy of that version left.
    if (def.name === 'inspection-register')
        cols.push(
            `(CASE WHEN "inspection_register".form_fields = '[]'::jsonb THEN
                 (SELECT f.fields FROM "inspection_form" f
                   WHERE f.id = "inspection_register".inspection_form_id
                     AND f.version = "inspection_register".form_version)
              END) AS form_fields_at_version`
        );
    return {
        def,
        name: quoteIdent(tableName(def.name)),
        fields,
        byName,
        plant,
        hasSubsidiary: plant || byName.has('subsidiaryId'),
        needsTimeouts: def.name === 'sensor' || def.name === 'gateway',
        selectList: cols.join(', '),
        sortable: new Set(sortableSources(def)),
        filterable: new Set(filterableFields(def)),
        columns: fields.map(f => ({
            source: f.source,
            column: columnName(f.source),
            unset: FIELD_TYPES[f.type].value === 'list' ? [] : null,
        })),
    };
}

/** The largest PostgreSQL `integer`. */
export const MAX_INT = 2147483647;

/** Whether `id` can be a row id (a positive PostgreSQL integer). */
export const isRowId = (id: number): boolean =>
    Number.isInteger(id) && id >= 1 && id <= MAX_INT;

/**
 * A row as the API's record. `timeoutOf` gives a sensor's state its
 * plant's no-data timeout (plantTimeouts.ts; `needsTimeouts`).
 */
export function toRecord(
    t: Table,
    row: Record<string, unknown>,
    timeoutOf?: TimeoutOf
): DbRecord {
    const out: Record<string, unknown> = {
        id: row.id,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
    };
    if (t.plant) out.subsidiaryId = row.subsidiary_id;
    for (const c of t.columns) {
        // A fresh [] per record: records are not shared.
        out[c.source] = row[c.column] ?? (c.unset && []);
    }
    derive(t.def.name, out, row, timeoutOf);
    return out as DbRecord;
}

/** Attributes computed on read rather than stored (fields declared `derived`). */
function derive(
    name: ResourceName,
    rec: Record<string, unknown>,
    row: Record<string, unknown>,
    timeoutOf: TimeoutOf | undefined
): void {
    const lastSeenAt =
        typeof rec.lastSeenAt === 'string' ? rec.lastSeenAt : null;
    if (name === 'sensor' || name === 'gateway') {
        if (!timeoutOf)
            throw new Error("a device's record needs its plant's timeouts");
        // A sensor is heard through Zabbix when it names an item; a
        // gateway through its sensors, so its company's Zabbix decides too.
        const throughZabbix =
            name === 'gateway' ||
            (typeof rec.zabbixItemId === 'string' && rec.zabbixItemId !== '');
        rec.state = deviceState(
            lastSeenAt,
            timeoutOf(
                rec.subsidiaryId,
                name === 'sensor' ? rec.sensorType : null
            ),
            Date.now(),
            throughZabbix && timeoutOf.integrationFailing(rec.subsidiaryId)
        );
    }
    if (
        name === 'inspection-register' &&
        Array.isArray(row.form_fields_at_version) &&
        Array.isArray(rec.formFields) &&
        rec.formFields.length === 0
    ) {
        rec.formFields = row.form_fields_at_version;
    }
}

/**
 * The stored fields a write sets, with their values: system attributes
 * (`id`, `createdAt`, `updatedAt`, a plant resource's `subsidiaryId`) and
 * undefined values are skipped; an undeclared key throws (a programming
 * error).
 */
export function writtenFields(
    t: Table,
    values: Record<string, unknown>
): [FieldDef, unknown][] {
    const out: [FieldDef, unknown][] = [];
    for (const [key, v] of Object.entries(values)) {
        if (key === 'id' || key === 'createdAt' || key === 'updatedAt')
            continue;
        if (key === 'subsidiaryId' && t.plant) continue;
        const f = t.byName.get(key);
        if (!f) throw new Error(`${t.def.name} has no stored field ${key}`);
        if (v === undefined) continue;
        out.push([f, v]);
    }
    return out;
}

/** A value as a statement parameter: JSON columns take JSON text. */
export function toParam(f: FieldDef, v: unknown): unknown {
    if (v === undefined) return null;
    return isJsonField(f) ? (v === null ? null : JSON.stringify(v)) : v;
}

/** The placeholder of parameter `n` for a field (`$n`, `$n::jsonb`). */
export function placeholder(f: FieldDef, n: number): string {
    return isJsonField(f) ? `$${n}::jsonb` : `$${n}`;
}
