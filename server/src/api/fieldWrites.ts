/**
 * The field write rules of the declarations (shared/domain/fieldWrite.ts)
 * on a write: a field the caller may not write is refused with 403 and
 * the rule `adminOnly` at the field, before any other check, unless the
 * body only repeats what the record holds (react-admin and hand-made
 * clients echo fields back) or, on a create, what the server would set.
 */
import { isDeepStrictEqual } from 'node:util';
import { ErrorCode } from '@shared/domain/errorCodes.ts';
import { fieldsNotWritable } from '@shared/domain/fieldWrite.ts';
import type { DbRecord } from '../db/repository.ts';
import type { Access } from './access.ts';
import { ApiError } from './errors.ts';

const has = (o: object, key: string) =>
    Object.prototype.hasOwnProperty.call(o, key);

/**
 * Checks the fields `body` (as sent) sets against the caller's rights;
 * `value` is the validated body, from which a repeated value is dropped.
 */
export function refuseFieldWrites(
    access: Access,
    body: unknown,
    value: Record<string, unknown>,
    current: DbRecord | undefined
): void {
    if (typeof body !== 'object' || body === null) return;
    const refused: string[] = [];
    for (const field of fieldsNotWritable(access.def, access.caller.isAdmin)) {
        const key = field.source;
        if (!has(body, key)) continue;
        const allowed = current
            ? current[key]
            : (access.forced[key] ?? field.defaultValue);
        if (has(value, key) && isDeepStrictEqual(value[key], allowed)) {
            if (current) delete value[key];
            continue;
        }
        refused.push(key);
    }
    if (!refused.length) return;
    throw new ApiError(
        403,
        `Only administrators may change ${refused.join(', ')}`,
        refused.map(field => ({
            field,
            code: ErrorCode.invalid,
            rule: 'adminOnly',
        }))
    );
}
