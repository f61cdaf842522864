/**
 * Where to come back after signing in: the page the user opened (path and
 * query), never another origin (`//host`, `/\\host`), the login route
 * itself or a fragment: keycloak-js puts the authorization response there,
 * and a redirect URI may not carry one (RFC 6749, section 3.1.2). The app
 * routes by path (BrowserRouter), so the fragment holds no page.
 *
 * Its own module, in the `signin` layer below the providers
 * (eslint/layers.js): what sign-in needs, apart from the auth provider.
 */
export const returnPath = (next: unknown): string => {
    if (typeof next !== 'string' || !next.startsWith('/')) return '/';
    const path = next.split('#')[0] ?? '/';
    if (/^\/[/\\]/.test(path) || /^\/login(?:[/?]|$)/.test(path)) return '/';
    return path;
};
