/**
 * The product cannot lock itself out (issue #29, point 4): a write to users
 * or profiles that would leave no active user with an active administrator
 * profile (the last administrator deleting or deactivating their own
 * account, moving it to another profile, or deactivating the profile) is
 * refused with 409 and the sentence rule `lastAdministrator`, which the SPA
 * shows in the user's language.
 */
import { ErrorCode } from '@shared/domain/errorCodes.ts';
import type { Database } from '../db/index.ts';
import { ApiError } from './errors.ts';

/** Serializes the writes that may remove an administrator, across processes. */
const LOCK_KEY = 7_302_029;

/**
 * Runs after the write, in its transaction. The lock is taken after the
 * write, so each statement here sees every write committed before it: of
 * two administrators removing each other at once, the second is refused.
 */
export async function keepAnAdministrator(tx: Database): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    const { rows } = await tx.query(
        `SELECT 1 FROM "user" u JOIN profile p ON p.id = u.profile_web_id
         WHERE u.status = 'active' AND p.status = 'active' AND p.is_admin
         LIMIT 1`
    );
    if (rows.length) return;
    throw new ApiError(
        409,
        'This would leave no active administrator: give another user an administrator profile first',
        [{ field: '', code: ErrorCode.invalid, rule: 'lastAdministrator' }]
    );
}
