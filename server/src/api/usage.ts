/**
 * Where a hard-deleted record (a resource without status) may still be
 * referenced, so that its delete can be refused instead of leaving others
 * pointing at nothing: plain reference fields, `references` lists, and
 * references nested in lists and groups (a profile's pages).
 */
import type { FieldDefinition } from '@shared/domain/fields.ts';
import { resources, type Resource } from '@shared/declarations/index.ts';
import type { Database } from '../db/index.ts';
import { filterableFields, repositoryFor } from '../db/repository.ts';
import { ApiError } from './errors.ts';

/** Paths to `target` in `fields`: `['pages', 'pageId']` for profile.pages[].pageId. */
const pathsTo = (
    fields: readonly FieldDefinition[],
    target: string,
    prefix: string[] = []
): string[][] =>
    fields.flatMap(f => {
        const path = [...prefix, f.source];
        if (f.reference === target) return [path];
        return f.fields ? pathsTo(f.fields, target, path) : [];
    });

/** Every value at `path`, walking into lists on the way. */
const valuesAt = (value: unknown, path: string[]): unknown[] => {
    if (Array.isArray(value)) return value.flatMap(v => valuesAt(v, path));
    if (path.length === 0) return [value];
    if (value === null || typeof value !== 'object') return [];
    const [head = '', ...rest] = path;
    return valuesAt((value as Record<string, unknown>)[head], rest);
};

const refersTo = (record: unknown, path: string[], id: number) =>
    valuesAt(record, path).some(v => v !== null && Number(v) === id);

export async function assertUnused(
    db: Database,
    def: Resource,
    id: number
): Promise<void> {
    if (def.hasStatus) return;
    for (const other of resources) {
        const paths = pathsTo(other.fields, def.name);
        if (paths.length === 0) continue;
        const repository = repositoryFor(db, other.name);
        const filterable = new Set(filterableFields(other));
        // A filterable scalar reference is one indexed query; the rest
        // (lists, nested, unfiltered) is read and walked: these tables are
        // small (profiles, pages) and deletes are rare.
        const direct = paths.filter(
            p =>
                p.length === 1 &&
                filterable.has(p[0] ?? '') &&
                other.fields.find(f => f.source === p[0])?.type === 'reference'
        );
        let total = 0;
        for (const [source = ''] of direct) {
            total += (
                await repository.search({
                    filters: { [source]: id },
                    includeDeleted: true,
                    limit: 1,
                })
            ).total;
        }
        const walked = paths.filter(p => !direct.includes(p));
        if (total === 0 && walked.length > 0) {
            const { rows } = await repository.search({
                includeDeleted: true,
                limit: null,
            });
            total = rows.filter(r =>
                walked.some(p => refersTo(r, p, id))
            ).length;
        }
        if (total > 0) {
            throw new ApiError(
                409,
                `${def.name} ${id} is used by ${total} ${other.name} record(s)`
            );
        }
    }
}
