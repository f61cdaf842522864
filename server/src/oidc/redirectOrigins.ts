/**
 * Keycloak accepts redirect URIs such as `http://localhost:5173/*`;
 * oidc-provider only matches exactly, and keycloak-js sends `location.href`
 * (any deep link). Any path on an allowed origin is accepted here.
 */
import type Provider from 'oidc-provider';

export function onAllowedOrigin(origins: string[], value: string): boolean {
    // Fragments are forbidden in redirect URIs (RFC 6749 §3.1.2).
    if (value.includes('#')) return false;
    try {
        const url = new URL(value);
        if (url.username || url.password) return false;
        return origins.includes(url.origin);
    } catch {
        return false;
    }
}

export function allowAnyPathOn(provider: Provider, origins: string[]): void {
    const proto = provider.Client.prototype;
    const exactRedirect = proto.redirectUriAllowed;
    const exactPostLogout = proto.postLogoutRedirectUriAllowed;
    proto.redirectUriAllowed = function (value: string) {
        return (
            exactRedirect.call(this, value) || onAllowedOrigin(origins, value)
        );
    };
    proto.postLogoutRedirectUriAllowed = function (value: string) {
        return (
            exactPostLogout.call(this, value) || onAllowedOrigin(origins, value)
        );
    };
}
