/**
 * Keycloak's OpenID Connect endpoints for the `keycloak` section of
 * `/config.json`: the same paths for a real Keycloak and for the embedded
 * sign-in, for keycloak-js's configuration (src/providers/auth/keycloak.ts).
 */
export interface KeycloakSection {
    url: string;
    realm: string;
    clientId: string;
}

export interface OidcEndpoints {
    authorization_endpoint: string;
    token_endpoint: string;
    end_session_endpoint: string;
    userinfo_endpoint: string;
}

/** Whether Keycloak answers on the app's own origin (its cookies first-party). */
export const isSameOrigin = (kc: KeycloakSection, origin: string): boolean =>
    new URL(kc.url || origin, origin).origin === origin;

export const oidcEndpoints = (
    kc: KeycloakSection,
    origin: string
): OidcEndpoints => {
    const server = new URL(kc.url || origin, origin);
    const oidc = `${server.href.replace(/\/+$/, '')}/realms/${encodeURIComponent(kc.realm)}/protocol/openid-connect`;
    return {
        authorization_endpoint: `${oidc}/auth`,
        token_endpoint: `${oidc}/token`,
        end_session_endpoint: `${oidc}/logout`,
        userinfo_endpoint: `${oidc}/userinfo`,
    };
};
