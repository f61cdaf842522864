/**
 * Which columns a list sorts on, shared by the list (sortable headings),
 * the API (any other `sort` is refused, code 03) and the database (an
 * index per sortable column, so that every sort a user can ask for is read
 * in index order instead of sorting the table: server/src/db/schema.ts).
 */
import type { FieldDefinition, ResourceDefinition } from './fields';
import { fieldTypesWhere } from './fieldTypes';

/** Scalar types with an order people expect; references sort by id, so not offered. */
const SORTABLE_TYPES = new Set(fieldTypesWhere(t => t.sortable));

const isSortableType = (f: FieldDefinition): boolean =>
    SORTABLE_TYPES.has(f.type) && f.derived !== true;

/** A list column whose heading sorts the list. */
export const isSortableColumn = (f: FieldDefinition): boolean =>
    f.list === true && isSortableType(f);

/**
 * Every `sort` the API accepts for a resource: the id, the list's default
 * sort, the record's name (reference inputs order their options by it)
 * and the sortable list columns.
 */
export const sortableSources = (def: ResourceDefinition): string[] => {
    const scalar = new Set(
        def.fields.filter(isSortableType).map(f => f.source)
    );
    const named = [def.defaultSort.field, def.recordRepresentation].filter(s =>
        scalar.has(s)
    );
    return [
        ...new Set([
            'id',
            ...named,
            ...def.fields.filter(isSortableColumn).map(f => f.source),
        ]),
    ];
};
