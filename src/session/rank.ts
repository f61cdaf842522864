/**
 * Rank in the SPA (shared/domain/rank.ts): what the signed-in user may act
 * on and hand out, so that forms offer only what the server accepts. The
 * server decides; without a loaded session (never below the session gate,
 * only a component drawn on its own) nothing is withheld here.
 */
import { useMemo } from 'react';
import { useGetManyAggregate, type RaRecord } from 'react-admin';
import { mayWriteField } from '@shared/domain/fieldWrite';
import type {
    FieldDefinition,
    ResourceDefinition,
} from '@shared/domain/fields';
import {
    holdsProfile,
    mayActOn,
    type GrantingProfile,
    type Holder,
} from '@shared/domain/rank';
import type { Session } from '@shared/domain/session';
import { useSessionState } from './hooks';

export const holderOfSession = (session: Session): Holder => ({
    isAdmin: session.isAdmin,
    web: session.pages.map(p => ({ pageId: p.id, justView: p.justView })),
    // A session kept by an older build has none.
    mobile: session.mobilePages ?? [],
});

/** What the signed-in user holds; undefined before the session is loaded. */
export const useHolder = (): Holder | undefined => {
    const state = useSessionState();
    const session = state.status === 'ready' ? state.session : undefined;
    return useMemo(() => session && holderOfSession(session), [session]);
};

/** Whether the signed-in user may write `field` of records of `definition`. */
export const useMayWriteField = (
    definition: Pick<ResourceDefinition, 'scope'>
): ((field: Pick<FieldDefinition, 'write'>) => boolean) => {
    const holder = useHolder();
    const isAdmin = holder?.isAdmin ?? true;
    return useMemo(
        () => (field: Pick<FieldDefinition, 'write'>) =>
            mayWriteField(definition, field, isAdmin),
        [definition, isAdmin]
    );
};

/** Whether the signed-in user holds what a profile grants (it may hand it out). */
export const useHoldsProfile = (): ((profile: GrantingProfile) => boolean) => {
    const holder = useHolder();
    return useMemo(
        () => (profile: GrantingProfile) =>
            holder === undefined || holdsProfile(holder, profile),
        [holder]
    );
};

const profileIdsOf = (record: RaRecord | undefined): number[] =>
    [record?.profileWebId, record?.profileMobileId].filter(
        (id): id is number => typeof id === 'number'
    );

/**
 * Whether the signed-in user may act on `record` (change, delete, set a
 * password): a user whose profiles grant nothing more than theirs, a profile
 * granting nothing more. False while the profiles load, so nothing is
 * offered early.
 * A user's profiles come through react-admin's batched reads, shared with
 * the list's profile column.
 */
export const useMayActOn = (
    resource: string,
    record: RaRecord | undefined
): boolean => {
    const holder = useHolder();
    const ids = resource === 'user' ? profileIdsOf(record) : [];
    const { data, isPending } = useGetManyAggregate(
        'profile',
        { ids },
        { enabled: ids.length > 0 }
    );
    if (!holder) return true;
    if (!record) return false;
    if (resource === 'profile') return holdsProfile(holder, record);
    if (resource !== 'user') return true;
    if (ids.length && (isPending || !data)) return false;
    return mayActOn(holder, data ?? []);
};
