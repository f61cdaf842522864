/**
 * keycloak-js decodes the refresh token as a JWT and fails on an opaque one
 * ("Unable to decode token, payload not found"). We hand out
 * `<header>.<payload>.<opaque>`: an unsigned, JWT-shaped envelope whose last
 * segment is oidc-provider's real token. Only the opaque part is trusted; the
 * adapter strips the envelope when the token comes back.
 */
const b64url = (value: object) =>
    Buffer.from(JSON.stringify(value)).toString('base64url');

export function wrapRefreshToken(
    token: string,
    claims: { iss: string; azp: string; exp: number }
): string {
    const header = b64url({ alg: 'none', typ: 'JWT' });
    const iat = Math.floor(Date.now() / 1000);
    const payload = b64url({ typ: 'Refresh', iat, ...claims });
    // With rotation off oidc-provider echoes the token it was sent, envelope
    // included: re-wrap the opaque part only.
    return `${header}.${payload}.${unwrapRefreshToken(token)}`;
}

/** oidc-provider's token ids never contain a dot, so the last segment is it. */
export function unwrapRefreshToken(value: string): string {
    return value.slice(value.lastIndexOf('.') + 1);
}

const WRAPPER_HEADER = b64url({ alg: 'none', typ: 'JWT' });

/** Whether `value` is a refresh token in our envelope (not a signed JWT). */
export const isWrappedRefreshToken = (value: string): boolean =>
    value.startsWith(`${WRAPPER_HEADER}.`) && value.split('.').length === 3;
