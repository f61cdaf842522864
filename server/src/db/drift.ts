/**
 * What the database lacks compared with the declarations, and the migration
 * that adds it. `npm run db:migration <name>` writes that migration; the
 * drift test fails while anything is missing. Only additions are written:
 * a column whose type changed needs a migration written by hand (the data
 * must be converted), so it is reported, never guessed.
 */
import type { FieldDefinition } from '@shared/domain/fields.ts';
import type { Resource } from '@shared/declarations/index.ts';
import type { Database } from './index.ts';
import {
    columnName,
    createTableSql,
    expectedColumns,
    quoteIdent,
    sortIndexes,
    storedFields,
    type IndexDef,
    tableName,
    uniqueColumns,
    uniqueIndexName,
} from './schema.ts';

export type Drift =
    | { kind: 'table'; def: Resource }
    | { kind: 'column'; def: Resource; field: FieldDefinition }
    | {
          kind: 'type';
          def: Resource;
          column: string;
          want: string;
          have: string;
      }
    | { kind: 'index'; def: Resource; index: IndexDef };

/** The columns of every table of the current schema. */
async function actualColumns(
    db: Database
): Promise<Map<string, Map<string, string>>> {
    const { rows } = await db.query<{
        table_name: string;
        column_name: string;
        data_type: string;
    }>(
        `SELECT table_name, column_name, data_type FROM information_schema.columns
         WHERE table_schema = current_schema()`
    );
    const tables = new Map<string, Map<string, string>>();
    for (const r of rows) {
        const t = tables.get(r.table_name) ?? new Map<string, string>();
        t.set(r.column_name, r.data_type);
        tables.set(r.table_name, t);
    }
    return tables;
}

/** Names of the indexes of the current schema. */
async function actualIndexes(db: Database): Promise<Set<string>> {
    const { rows } = await db.query<{ indexname: string }>(
        `SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()`
    );
    return new Set(rows.map(r => r.indexname));
}

export async function schemaDrift(
    db: Database,
    defs: readonly Resource[]
): Promise<Drift[]> {
    const tables = await actualColumns(db);
    const indexes = await actualIndexes(db);
    return defs.flatMap((def): Drift[] => {
        const table = tables.get(tableName(def.name));
        // A new table's sort indexes come with its CREATE TABLE.
        if (!table) return [{ kind: 'table', def }];
        const missingIndexes = sortIndexes(def)
            .filter(index => !indexes.has(index.name))
            .map((index): Drift => ({ kind: 'index', def, index }));
        const fields = storedFields(def);
        const columns = [...expectedColumns(def)].flatMap(
            ([column, want]): Drift[] => {
                const have = table.get(column);
                if (have === want) return [];
                const field = fields.find(f => columnName(f.source) === column);
                if (have === undefined && field)
                    return [{ kind: 'column', def, field }];
                return [
                    { kind: 'type', def, column, want, have: have ?? 'none' },
                ];
            }
        );
        return [...columns, ...missingIndexes];
    });
}

export const describeDrift = (d: Drift): string =>
    d.kind === 'table'
        ? `${d.def.name}: no table ${tableName(d.def.name)}`
        : d.kind === 'column'
          ? `${d.def.name}.${d.field.source}: no column ${columnName(d.field.source)}`
          : d.kind === 'index'
            ? `${d.def.name}: no sort index ${d.index.name}`
            : `${d.def.name}.${d.column}: want ${d.want}, have ${d.have}`;

/** ALTER TABLE ... ADD COLUMN, with the default and index the declaration asks for. */
function addColumnSql(def: Resource, f: FieldDefinition): string[] {
    const table = quoteIdent(tableName(def.name));
    // The column line CREATE TABLE would write, so both paths agree.
    const line = createTableSql({ ...def, fields: [f] })
        .split('\n')
        .find(l => l.trim().startsWith(quoteIdent(columnName(f.source))))!
        .trim()
        .replace(/,$/, '');
    // Existing rows have no value: NOT NULL only where a default fills them.
    const column =
        line.includes('NOT NULL') && !line.includes('DEFAULT')
            ? `${line.replace(' NOT NULL', '')} -- required by the API; existing rows stay null`
            : line;
    const out = [`ALTER TABLE ${table} ADD COLUMN ${column};`];
    if (f.unique) {
        const cols = uniqueColumns(def, f).map(quoteIdent).join(', ');
        const where = def.hasStatus ? ` WHERE status <> 'deleted'` : '';
        out.push(
            `CREATE UNIQUE INDEX ${uniqueIndexName(def, f)} ON ${table} (${cols})${where};`
        );
    } else if (f.type === 'reference') {
        out.push(
            `CREATE INDEX ${tableName(def.name)}_${columnName(f.source)}_idx ON ${table} (${quoteIdent(columnName(f.source))});`
        );
    }
    return out;
}

/**
 * The SQL that removes the drift, or an error listing what cannot be
 * written automatically.
 */
export function migrationSql(drift: readonly Drift[]): string {
    const manual = drift.filter(d => d.kind === 'type');
    if (manual.length)
        throw new Error(
            `write this migration by hand (a type changed):\n${manual.map(describeDrift).join('\n')}`
        );
    return drift
        .flatMap(d =>
            d.kind === 'table'
                ? [`-- ${d.def.name}`, createTableSql(d.def)]
                : d.kind === 'column'
                  ? addColumnSql(d.def, d.field)
                  : d.kind === 'index'
                    ? [d.index.sql]
                    : []
        )
        .join('\n');
}
