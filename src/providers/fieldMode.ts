/**
 * Whether this page is the field app (docs/field-app.md): its API requests
 * then carry `profile-type: mobile` and are checked against the user's
 * mobile profile. Set by the session gate when it draws the field app.
 */
import { MOBILE_PROFILE_TYPE } from '@shared/domain/fieldApp';

let field = false;
const listeners = new Set<() => void>();

export const isFieldMode = (): boolean => field;

export const setFieldMode = (on: boolean): void => {
    if (field === on) return;
    field = on;
    listeners.forEach(l => l());
};

export const subscribeFieldMode = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
};

/** The `profile-type` header's value of this page's requests, if any. */
export const profileTypeHeader = (): string | undefined =>
    field ? MOBILE_PROFILE_TYPE : undefined;
