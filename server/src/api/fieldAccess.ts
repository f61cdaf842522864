/**
 * Requests of the field app (docs/field-app.md, "On the server"): a
 * request carrying `profile-type: mobile` is checked against the user's
 * mobile profile, each mobile page standing for the web pages it grants
 * (shared/domain/fieldApp.ts); without the header, against the web
 * profile as before.
 */
import { FIELD_CREATES, MOBILE_PROFILE_TYPE } from '@shared/domain/fieldApp.ts';
import { fieldCallerOf, type Caller } from './caller.ts';
import { forbidden } from './errors.ts';

/** The caller a request acts as: web or field (403 without a mobile profile). */
export function callerFor(
    caller: Caller,
    header: string | string[] | undefined
): Caller {
    const raw = Array.isArray(header) ? header[0] : header;
    if (raw === undefined || raw === '') return caller;
    if (raw !== MOBILE_PROFILE_TYPE)
        throw forbidden(`Unknown profile-type: ${raw}`);
    const field = fieldCallerOf(caller);
    if (!field) throw forbidden('The user has no active mobile profile');
    return field;
}

/** A field request creates readings and registers only: it never changes or deletes a record. */
export function assertFieldWrite(
    caller: Caller,
    resource: string,
    op: 'create' | 'update' | 'delete'
): void {
    if (!caller.field) return;
    if (op === 'create' && FIELD_CREATES.includes(resource)) return;
    throw forbidden(`The field app may not ${op} ${resource}`);
}
