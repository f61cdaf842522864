/**
 * Rank on the server (shared/domain/rank.ts): nobody acts on an account
 * that holds more than they do, and nobody hands out access they do not
 * hold. Refusals are 403 with a sentence rule the SPA shows in the user's
 * language: `outranked` (the record holds more) or `notHeld` (the value
 * hands out more, at its field).
 */
import { isDeepStrictEqual } from 'node:util';
import { ErrorCode } from '@shared/domain/errorCodes.ts';
import { writeRuleOf } from '@shared/domain/fieldWrite.ts';
import {
    holdsProfile,
    mayActOn,
    type GrantingProfile,
    type Holder,
} from '@shared/domain/rank.ts';
import type { Database } from '../db/index.ts';
import { repositoryFor, type DbRecord } from '../db/repository.ts';
import type { Access } from './access.ts';
import type { Caller } from './caller.ts';
import { ApiError } from './errors.ts';

const profileOf = async (
    db: Database,
    id: unknown
): Promise<DbRecord | null> =>
    typeof id === 'number' ? repositoryFor(db, 'profile').get(id) : null;

const pagesOf = (profile: DbRecord | null) =>
    Array.isArray(profile?.pages) ? (profile.pages as Holder['web']) : [];

/**
 * What the caller holds: the pages their web profile grants (as the access
 * rules read them) and those of their mobile profile.
 */
export async function holderOf(db: Database, caller: Caller): Promise<Holder> {
    const mobile = await profileOf(db, caller.user.profileMobileId);
    return {
        isAdmin: caller.isAdmin,
        web: [...caller.pages.values()].map(p => ({
            pageId: p.pageId,
            justView: p.justView,
        })),
        mobile: mobile?.status === 'active' ? pagesOf(mobile) : [],
    };
}

const outranked = () =>
    new ApiError(
        403,
        'This account holds access you do not hold: only someone who holds all of it may change it',
        [{ field: '', code: ErrorCode.invalid, rule: 'outranked' }]
    );

/**
 * Refuses acting on a user (editing, deactivating, deleting, setting a
 * password) whose web or mobile profile grants what the caller does not hold.
 */
export async function assertMayActOnUser(
    db: Database,
    caller: Caller,
    target: DbRecord
): Promise<void> {
    const profiles = await Promise.all([
        profileOf(db, target.profileWebId),
        profileOf(db, target.profileMobileId),
    ]);
    if (!mayActOn(await holderOf(db, caller), profiles)) throw outranked();
}

/** Refuses changing or deleting a profile that grants what the caller does not hold. */
export async function assertMayActOnProfile(
    db: Database,
    caller: Caller,
    profile: DbRecord
): Promise<void> {
    if (!holdsProfile(await holderOf(db, caller), profile)) throw outranked();
}

/** The record a write acts on, when its rank matters. */
export async function assertMayActOn(
    db: Database,
    access: Access,
    current: DbRecord
): Promise<void> {
    if (access.def.name === 'user')
        await assertMayActOnUser(db, access.caller, current);
    else if (access.def.name === 'profile')
        await assertMayActOnProfile(db, access.caller, current);
}

/**
 * The `grant` fields a write changes hand out only what the caller holds:
 * a profile named by a reference, or, on a profile itself, what the profile
 * grants once written.
 */
export async function assertGrantsHeld(
    db: Database,
    access: Access,
    value: Record<string, unknown>,
    current: DbRecord | undefined
): Promise<void> {
    const { def, caller } = access;
    const changed = def.fields.filter(
        f =>
            writeRuleOf(def, f) === 'grant' &&
            Object.prototype.hasOwnProperty.call(value, f.source) &&
            !isDeepStrictEqual(value[f.source], current?.[f.source])
    );
    if (!changed.length) return;
    const holder = await holderOf(db, caller);
    const refused: string[] = [];
    for (const f of changed) {
        const granted: GrantingProfile | null =
            f.type === 'reference' && f.reference === 'profile'
                ? await profileOf(db, value[f.source])
                : { ...current, ...value };
        if (granted && !holdsProfile(holder, granted)) refused.push(f.source);
    }
    if (!refused.length) return;
    throw new ApiError(
        403,
        `You cannot hand out access you do not hold: ${refused.join(', ')}`,
        refused.map(field => ({
            field,
            code: ErrorCode.invalid,
            rule: 'notHeld',
        }))
    );
}
