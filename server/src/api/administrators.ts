/**
 * The product cannot lock itself out: a write to users, profiles or pages
 * that would leave no active user whose active administrator profile
 * grants the user and profile pages for writing (the last administrator
 * deleting or deactivating their own account, moving it to another
 * profile, emptying or deactivating the profile, moving or deleting one of
 * those pages) is refused with 409 and the sentence rule
 * `lastAdministrator`, which the SPA shows in the user's language.
 */
import { ErrorCode } from '@shared/domain/errorCodes.ts';
import { getResource } from '@shared/declarations/index.ts';
import type { Database } from '../db/index.ts';
import { ApiError } from './errors.ts';

/** The pages that manage who may do what: losing them is losing the console. */
const MANAGING_PAGES = [
    getResource('user').pages.admin,
    getResource('profile').pages.admin,
];

/** Serializes the writes that may remove an administrator, across processes. */
const LOCK_KEY = 7_302_029;

/**
 * Runs after the write, in its transaction. The lock is taken after the
 * write, so each statement here sees every write committed before it: of
 * two administrators removing each other at once, the second is refused.
 */
export async function keepAnAdministrator(tx: Database): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    // An administrator who can still manage users and profiles: their
    // profile grants both pages for writing, as the access rules read it
    // (an administrator page of the web console).
    const { rows } = await tx.query(
        `SELECT 1 FROM "user" u JOIN profile p ON p.id = u.profile_web_id
         WHERE u.status = 'active' AND p.status = 'active' AND p.is_admin
           AND (SELECT count(DISTINCT pg.url)
                FROM jsonb_array_elements(p.pages) e
                JOIN page pg ON pg.id = (e->>'pageId')::int
                WHERE pg.url = ANY($1) AND pg.is_admin AND pg.type = 0
                  AND coalesce((e->>'justView')::boolean, false) = false
               ) = $2
         LIMIT 1`,
        [MANAGING_PAGES, MANAGING_PAGES.length]
    );
    if (rows.length) return;
    throw new ApiError(
        409,
        'This would leave no active administrator: give another user an administrator profile first',
        [{ field: '', code: ErrorCode.invalid, rule: 'lastAdministrator' }]
    );
}
