/**
 * Signs in the way keycloak-js does, over plain HTTP: authorization code with
 * PKCE S256 and fragment response mode, our own login form, then the token
 * endpoint. Cookies are carried by hand so that the OP sees one browser.
 * Only the form ids are relied on, so this also works against a real Keycloak.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';

export interface SignedIn {
    accessToken: string;
    refreshToken: string;
    idToken: string;
    expiresIn: number;
}

export const CLIENT_ID = 'plants-web';

interface StoredCookie {
    value: string;
    path: string;
}

/** The minimal cookie jar a browser would keep for one host. */
export class CookieJar {
    private readonly cookies = new Map<string, StoredCookie>();

    store(res: Response): void {
        for (const line of res.headers.getSetCookie()) {
            const [pair = '', ...attributes] = line.split(';');
            const eq = pair.indexOf('=');
            const name = pair.slice(0, eq).trim();
            const value = pair.slice(eq + 1).trim();
            let path = '/';
            let expired = value === '';
            for (const attribute of attributes) {
                const [key = '', val = ''] = attribute.trim().split('=');
                const k = key.toLowerCase();
                if (k === 'path') path = val;
                if (k === 'max-age' && Number(val) <= 0) expired = true;
                if (k === 'expires' && Date.parse(val) < Date.now()) {
                    expired = true;
                }
            }
            if (expired) this.cookies.delete(name);
            else this.cookies.set(name, { value, path });
        }
    }

    header(url: string): string {
        const { pathname } = new URL(url);
        return [...this.cookies]
            .filter(([, c]) => pathname.startsWith(c.path))
            .map(([name, c]) => `${name}=${c.value}`)
            .join('; ');
    }

    has(name: string): boolean {
        return this.cookies.has(name);
    }
}

/** A fetch that never follows redirects and keeps cookies in the jar. */
export async function browse(
    jar: CookieJar,
    url: string,
    init: RequestInit = {}
): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = jar.header(url);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    jar.store(res);
    return res;
}

const b64url = (buf: Buffer) => buf.toString('base64url');

export function pkcePair(): { verifier: string; challenge: string } {
    const verifier = b64url(randomBytes(32));
    const challenge = b64url(createHash('sha256').update(verifier).digest());
    return { verifier, challenge };
}

export function realmUrl(baseUrl: string): string {
    return `${baseUrl}/realms/plants`;
}

export function authUrl(baseUrl: string, params: Record<string, string>) {
    const query = new URLSearchParams({
        client_id: CLIENT_ID,
        redirect_uri: `${baseUrl}/`,
        response_type: 'code',
        response_mode: 'fragment',
        scope: 'openid',
        ...params,
    });
    return `${realmUrl(baseUrl)}/protocol/openid-connect/auth?${query}`;
}

const decodeEntities = (s: string) =>
    s
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>');

/** The `action` of the `kc-form-login` form, absolute. */
export function loginFormAction(html: string, pageUrl: string): string {
    const form = /<form\b[^>]*\bid="kc-form-login"[^>]*>/.exec(html)?.[0];
    const action = form && /\baction="([^"]*)"/.exec(form)?.[1];
    if (!action) throw new Error('login form kc-form-login not found');
    return new URL(decodeEntities(action), pageUrl).href;
}

export function decodeJwtPayload(token: string): Record<string, unknown> {
    const part = token.split('.')[1];
    if (!part) throw new Error('not a JWT');
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

/** Follows redirects by hand (cookies!) until one satisfies `done`. */
export async function followUntil(
    jar: CookieJar,
    res: Response,
    from: string,
    done: (url: string) => boolean
): Promise<string> {
    let current = res;
    let url = from;
    for (let hops = 0; hops < 10; hops++) {
        const location = current.headers.get('location');
        if (current.status < 300 || current.status >= 400 || !location) {
            const body = await current.text();
            throw new Error(
                `expected a redirect from ${url}, got ${current.status}: ${body.slice(0, 300)}`
            );
        }
        url = new URL(location, url).href;
        if (done(url)) return url;
        current = await browse(jar, url);
    }
    throw new Error('too many redirects');
}

/**
 * The real authorization-code + PKCE S256 sign-in of `username`, returning the
 * tokens as keycloak-js would hold them. Throws when the password is refused.
 */
export async function signIn(
    baseUrl: string,
    username: string,
    password: string,
    jar: CookieJar = new CookieJar()
): Promise<SignedIn> {
    const redirectUri = `${baseUrl}/`;
    const { verifier, challenge } = pkcePair();
    const state = randomUUID();
    const nonce = randomUUID();
    const start = authUrl(baseUrl, {
        state,
        nonce,
        code_challenge: challenge,
        code_challenge_method: 'S256',
    });
    // Keycloak serves its form from the auth URL; we redirect to ours.
    let page = await browse(jar, start);
    let loginPage = start;
    if (page.status !== 200) {
        loginPage = await followUntil(jar, page, start, url =>
            url.includes('/interaction/')
        );
        page = await browse(jar, loginPage);
    }
    const html = await page.text();
    if (page.status !== 200) {
        throw new Error(`login page answered ${page.status}: ${html}`);
    }
    const action = loginFormAction(html, loginPage);
    const posted = await browse(jar, action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username, password }),
    });
    if (posted.status === 200) {
        throw new Error(`sign-in of ${username} refused`);
    }
    const callback = await followUntil(
        jar,
        posted,
        action,
        url => url.split('#')[0] === redirectUri
    );
    const fragment = new URLSearchParams(new URL(callback).hash.slice(1));
    const code = fragment.get('code');
    if (!code || fragment.get('state') !== state) {
        throw new Error(`no code in callback ${callback}`);
    }
    const tokenRes = await fetch(
        `${realmUrl(baseUrl)}/protocol/openid-connect/token`,
        {
            method: 'POST',
            headers: { accept: 'application/json' },
            body: new URLSearchParams({
                grant_type: 'authorization_code',
                client_id: CLIENT_ID,
                code,
                redirect_uri: redirectUri,
                code_verifier: verifier,
            }),
        }
    );
    const tokens = (await tokenRes.json()) as Record<string, unknown>;
    if (tokenRes.status !== 200) {
        throw new Error(`token endpoint: ${JSON.stringify(tokens)}`);
    }
    const idToken = String(tokens.id_token);
    if (decodeJwtPayload(idToken).nonce !== nonce) {
        throw new Error('ID token nonce mismatch');
    }
    return {
        accessToken: String(tokens.access_token),
        refreshToken: String(tokens.refresh_token),
        idToken,
        expiresIn: Number(tokens.expires_in),
    };
}
