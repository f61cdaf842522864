import type { Resource } from '@shared/declarations/index.ts';
import { storedFields, uniqueIndexName } from './schema.ts';

/**
 * A unique field's value is already used by a live record: the API answers
 * 400 with `{ field, code: '07' }`.
 */
export class UniqueViolation extends Error {
    readonly code = '07' as const;
    constructor(readonly field: string) {
        super(`${field} already in use`);
        this.name = 'UniqueViolation';
    }
}

interface PgErrorLike {
    code?: unknown;
    constraint?: unknown;
    message?: unknown;
}

/** The UniqueViolation for a PostgreSQL 23505 on one of def's unique indexes, else null. */
export function mapUniqueViolation(
    err: unknown,
    def: Resource
): UniqueViolation | null {
    if (typeof err !== 'object' || err === null) return null;
    const e = err as PgErrorLike;
    if (e.code !== '23505') return null;
    const constraint = typeof e.constraint === 'string' ? e.constraint : '';
    const message = typeof e.message === 'string' ? e.message : '';
    for (const f of storedFields(def)) {
        if (!f.unique) continue;
        const name = uniqueIndexName(def, f);
        // PGlite may not fill `constraint`; its message names the index.
        if (constraint === name || message.includes(`"${name}"`))
            return new UniqueViolation(f.source);
    }
    return null;
}
