/**
 * Claims shaped like Keycloak 26's defaults, so that code written against this
 * provider also works against a real Keycloak (docs/oidc.md lists the gaps).
 */
import type { IdentityAccount } from '../db/identityStore.ts';

export const REALM = 'plants';
export const CLIENT_ID = 'plants-web';

/** Realm roles every Keycloak user gets through `default-roles-<realm>`. */
const DEFAULT_ROLES = [
    `default-roles-${REALM}`,
    'offline_access',
    'uma_authorization',
];

/** The `account` client's default roles, as Keycloak puts them in tokens. */
const ACCOUNT_ROLES = [
    'manage-account',
    'manage-account-links',
    'view-profile',
];

/** ID token and userinfo: Keycloak's `profile` and `email` scopes. */
export function profileClaims(account: IdentityAccount) {
    const [given = account.name, ...rest] = account.name.trim().split(/\s+/);
    return {
        sub: account.subject,
        preferred_username: account.username,
        name: account.name,
        given_name: given,
        family_name: rest.join(' ') || undefined,
        email: account.email,
        email_verified: true,
    };
}

export const PROFILE_CLAIM_NAMES = [
    'sub',
    'preferred_username',
    'name',
    'given_name',
    'family_name',
    'email',
    'email_verified',
];

/** What a Keycloak access token carries beyond the registered claims. */
export function accessTokenClaims(
    account: IdentityAccount,
    azp: string,
    origins: string[]
) {
    const { sub: _sub, ...profile } = profileClaims(account);
    return {
        typ: 'Bearer',
        azp,
        ...profile,
        'allowed-origins': origins,
        realm_access: {
            roles: [...new Set([...account.roles, ...DEFAULT_ROLES])],
        },
        resource_access: { account: { roles: ACCOUNT_ROLES } },
    };
}
