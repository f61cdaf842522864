/**
 * The OpenID Connect requests of the early sign-in, with keycloak-js's
 * parameters and state (authorization code flow, fragment response, PKCE
 * S256, nonce), so that keycloak-js can complete or take over what the
 * inline script started (src/signin/earlySignIn.ts).
 */
/** The tokens of a silent sign-in, as keycloak-js keeps them. */
export interface EarlyTokens {
    token: string;
    refreshToken: string;
    idToken?: string;
    /** Local time (ms) halfway through the token request: keycloak-js's timeSkew. */
    timeLocal: number;
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null;

const base64Url = (bytes: Uint8Array): string =>
    btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');

const VERIFIER_ALPHABET =
    'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A PKCE code verifier of keycloak-js's length and alphabet (96 characters). */
export const codeVerifier = (win: Window): string =>
    Array.from(win.crypto.getRandomValues(new Uint8Array(96)), b =>
        VERIFIER_ALPHABET.charAt(b % VERIFIER_ALPHABET.length)
    ).join('');

/** What keycloak-js stores before sending the browser to the IdP. */
export interface CallbackState {
    state: string;
    nonce: string;
    redirectUri: string;
    pkceCodeVerifier: string;
    prompt?: 'none';
    loginOptions?: { redirectUri: string; prompt?: 'none' };
}

/**
 * An authorization request with keycloak-js's parameters (code flow,
 * fragment response, PKCE S256, nonce) and the state keycloak-js needs
 * to complete it.
 */
export const authorizationRequest = async (
    win: Window,
    authorize: string,
    clientId: string,
    redirectUri: string,
    prompt?: 'none'
): Promise<{ url: string; state: CallbackState }> => {
    const state: CallbackState = {
        state: win.crypto.randomUUID(),
        nonce: win.crypto.randomUUID(),
        redirectUri,
        pkceCodeVerifier: codeVerifier(win),
        loginOptions: prompt ? { redirectUri, prompt } : { redirectUri },
        ...(prompt ? { prompt } : {}),
    };
    const challenge = base64Url(
        new Uint8Array(
            await win.crypto.subtle.digest(
                'SHA-256',
                new TextEncoder().encode(state.pkceCodeVerifier)
            )
        )
    );
    const params = new URLSearchParams([
        ['client_id', clientId],
        ['redirect_uri', redirectUri],
        ['state', state.state],
        ['response_mode', 'fragment'],
        ['response_type', 'code'],
        ['scope', 'openid'],
        ['nonce', state.nonce],
        ...(prompt ? [['prompt', prompt]] : []),
        ['code_challenge', challenge],
        ['code_challenge_method', 'S256'],
    ]);
    return { url: `${authorize}?${params.toString()}`, state };
};

/** The authorization response in a URL's fragment (response_mode=fragment). */
export const callbackParams = (
    href: string
): Record<string, string> | undefined => {
    const hash = new URL(href).hash.slice(1);
    if (!hash) return undefined;
    const params = Object.fromEntries(new URLSearchParams(hash));
    return params.state && (params.code || params.error) ? params : undefined;
};

/** A JWT's payload, unverified (the API verifies; this reads the nonce and times). */
export const jwtPayload = (jwt: string): Record<string, unknown> => {
    const part = (jwt.split('.')[1] ?? '')
        .replace(/-/g, '+')
        .replace(/_/g, '/');
    const text = new TextDecoder().decode(
        Uint8Array.from(atob(part), c => c.charCodeAt(0))
    );
    const payload: unknown = JSON.parse(text);
    return isObject(payload) ? payload : {};
};

/** The code exchanged for tokens, as keycloak-js does it; rejects on anything else. */
export const exchangeCode = async (
    win: Window,
    tokenEndpoint: string,
    clientId: string,
    code: string,
    state: CallbackState
): Promise<EarlyTokens> => {
    const before = Date.now();
    const res = await win.fetch(tokenEndpoint, {
        method: 'POST',
        credentials: 'include',
        body: new URLSearchParams([
            ['code', code],
            ['grant_type', 'authorization_code'],
            ['client_id', clientId],
            ['redirect_uri', state.redirectUri],
            ['code_verifier', state.pkceCodeVerifier],
        ]),
    });
    if (!res.ok) throw new Error(`Token request: HTTP ${res.status}`);
    const body: unknown = await res.json();
    const timeLocal = (before + Date.now()) / 2;
    if (!isObject(body)) throw new Error('Token request: not an object');
    const { access_token, refresh_token, id_token } = body;
    if (typeof access_token !== 'string' || typeof refresh_token !== 'string')
        throw new Error('Token request: no tokens');
    // keycloak-js's check: the ID token must carry this request's nonce.
    if (
        typeof id_token === 'string' &&
        jwtPayload(id_token).nonce !== state.nonce
    )
        throw new Error('Invalid nonce');
    return {
        token: access_token,
        refreshToken: refresh_token,
        ...(typeof id_token === 'string' ? { idToken: id_token } : {}),
        timeLocal,
    };
};
