/**
 * The early sign-in (src/signin/earlySignIn.ts) against keycloak-js itself:
 * the state it stores for the sign-in form is the one keycloak-js completes
 * on the return, and the tokens of its silent check are the ones
 * keycloak-js then refreshes (src/providers/keycloak.ts, adoptTokens).
 */
import { screen } from '@testing-library/react';
import Keycloak from 'keycloak-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptTokens } from '@/providers/keycloak';
import {
    keycloakSection,
    startEarlySignIn,
    type EarlySignIn,
} from '@/signin/earlySignIn';
import { APP_SCRIPTS_ELEMENT_ID } from '@/signin/appScripts';
import { CONFIG_ELEMENT_ID, embeddedConfig } from '@/signin/embeddedConfig';
import { SIGNED_IN_KEY } from '@/signin/trace';
import { PAGE_SNAPSHOTS_KEY, writeSnapshot } from '@/earlyPage/snapshot';
import { dropEarlyResponses, endEarlyPage } from '@/earlyPage/handoff';

// keycloak-js's refresh uses it; browsers have it, this Node may not.
const promises = Promise as unknown as { withResolvers?: () => unknown };
promises.withResolvers ??= () => {
    let resolve: unknown;
    let reject: unknown;
    const promise = new Promise((res, rej) => {
        resolve = res;
        reject = rej;
    });
    return { promise, resolve, reject };
};

const origin = window.location.origin;
const OIDC = `${origin}/realms/plants/protocol/openid-connect`;
const CONFIG = {
    apiUrl: '/api',
    keycloak: { url: '', realm: 'plants', clientId: 'plants-web' },
};

const b64url = (value: object) =>
    btoa(JSON.stringify(value))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
const jwt = (payload: object) => `h.${b64url(payload)}.s`;
const now = () => Math.floor(Date.now() / 1000);

const json = (body: unknown) =>
    new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
    });

/** The window the early sign-in sees: jsdom's, with a recorded fetch and navigation. */
const fakeWindow = (
    fetchImpl: (url: string, init?: RequestInit) => Promise<Response>,
    doc: Document = document
) => {
    const assigned: string[] = [];
    const win = Object.create(window) as Window;
    Object.defineProperty(win, 'fetch', {
        value: vi.fn((url: string, init?: RequestInit) => fetchImpl(url, init)),
    });
    Object.defineProperty(win, 'document', { value: doc });
    Object.defineProperty(win, 'location', {
        value: {
            origin,
            href: window.location.href,
            pathname: window.location.pathname,
            search: window.location.search,
            assign: (url: string) => assigned.push(url),
        },
    });
    // jsdom's own, not the prototype's getters bound to another receiver.
    for (const name of [
        'localStorage',
        'sessionStorage',
        'crypto',
        'addEventListener',
        'removeEventListener',
        'setTimeout',
        'clearTimeout',
    ] as const)
        Object.defineProperty(win, name, {
            value:
                typeof window[name] === 'function'
                    ? (window[name] as (...a: unknown[]) => unknown).bind(
                          window
                      )
                    : window[name],
        });
    return { win, assigned };
};

const configOnly = (url: string) =>
    url === '/config.json'
        ? Promise.resolve(json(CONFIG))
        : Promise.reject(new Error(`unexpected ${url}`));

beforeEach(() => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.replaceChildren(root);
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/admin/company?page=2#top');
});
afterEach(() => {
    vi.unstubAllGlobals();
    document.querySelectorAll('iframe').forEach(f => f.remove());
    document.getElementById(CONFIG_ELEMENT_ID)?.remove();
    document.getElementById(APP_SCRIPTS_ELEMENT_ID)?.remove();
    document.head
        .querySelectorAll('link[rel="modulepreload"], script[type="module"]')
        .forEach(el => el.remove());
});

/** The app's scripts as the built page lists them (build/deferAppScripts.ts), in a fresh window's document. */
const listAppScripts = (doc: Document) => {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = APP_SCRIPTS_ELEMENT_ID;
    block.textContent = JSON.stringify({
        entry: '/assets/index-AbCd1234.js',
        preload: ['/assets/shell-EfGh5678.js'],
    });
    doc.head.appendChild(block);
};
const appModules = (doc: Document) =>
    [...doc.head.querySelectorAll('link[rel="modulepreload"]')].map(l =>
        l.getAttribute('href')
    );

/** The data block the server writes into index.html (server/src/indexPage.ts). */
const embed = (text: string) => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = CONFIG_ELEMENT_ID;
    block.textContent = text;
    document.head.appendChild(block);
};

describe('the configuration', () => {
    it('reads the keycloak section; an empty url is this origin', () => {
        expect(keycloakSection(CONFIG, origin)).toEqual({
            url: origin,
            realm: 'plants',
            clientId: 'plants-web',
        });
        expect(
            keycloakSection({ keycloak: { url: '', realm: ' ' } }, origin)
        ).toBeUndefined();
        expect(keycloakSection(null, origin)).toBeUndefined();
    });
});

describe('the configuration written into the page', () => {
    it('is read without asking for /config.json', async () => {
        embed(JSON.stringify(CONFIG));
        const { win, assigned } = fakeWindow(url =>
            Promise.reject(new Error(`unexpected ${url}`))
        );
        const early = startEarlySignIn(win);
        expect(await early.config).toEqual(CONFIG);
        expect(await early.outcome).toEqual({ kind: 'login' });
        expect(win.fetch).not.toHaveBeenCalled();
        expect(assigned).toHaveLength(1);
        expect(
            await screen.findByRole('link', { name: 'Entrar' })
        ).toHaveAttribute('href', assigned[0]);
    });

    it('is asked for when the block is missing, empty or not JSON', async () => {
        expect(embeddedConfig(document)).toBeUndefined();
        for (const text of ['', '{"apiUrl":']) {
            document.getElementById(CONFIG_ELEMENT_ID)?.remove();
            embed(text);
            expect(embeddedConfig(document)).toBeUndefined();
            const { win } = fakeWindow(configOnly);
            const early = startEarlySignIn(win);
            expect(await early.config).toEqual(CONFIG);
            expect(win.fetch).toHaveBeenCalledWith('/config.json');
            // Its redirect-to-login screen drawn before the next test's.
            await early.outcome;
            await new Promise(resolve => setTimeout(resolve, 0));
        }
    });
});

describe("the app's scripts (src/signin/appScripts.ts)", () => {
    it('are not fetched by a visit sent to the sign-in form', async () => {
        embed(JSON.stringify(CONFIG));
        listAppScripts(document);
        const { win } = fakeWindow(configOnly);
        const early = startEarlySignIn(win);
        expect(await early.outcome).toEqual({ kind: 'login' });
        expect(await early.appStarts).toBe(false);
        await new Promise(resolve => setTimeout(resolve, 0));
        expect(appModules(document)).toEqual([]);
    });

    it('are fetched at once when signed in before, not waiting for config.json', async () => {
        localStorage.setItem(SIGNED_IN_KEY, '1');
        listAppScripts(document);
        // config.json never answers here.
        const { win } = fakeWindow(
            () => new Promise<Response>(() => undefined)
        );
        expect(await startEarlySignIn(win).appStarts).toBe(true);
        await vi.waitFor(() =>
            expect(appModules(document)).toEqual([
                '/assets/index-AbCd1234.js',
                '/assets/shell-EfGh5678.js',
            ])
        );
    });
});

describe('a signed-out visit with no trace of a sign-in', () => {
    it('goes to the sign-in form at once, the app not starting', async () => {
        const { win, assigned } = fakeWindow(configOnly);
        const early = startEarlySignIn(win);

        expect(await early.appStarts).toBe(false);
        expect(await early.outcome).toEqual({ kind: 'login' });
        expect(early.leaving).toBe(true);
        expect(assigned).toHaveLength(1);
        const url = new URL(assigned[0]!);
        expect(url.origin + url.pathname).toBe(`${OIDC}/auth`);
        const params = url.searchParams;
        // The deep link (path and query; a redirect URI has no fragment).
        expect(params.get('redirect_uri')).toBe(
            `${origin}/admin/company?page=2`
        );
        expect(params.get('response_type')).toBe('code');
        expect(params.get('response_mode')).toBe('fragment');
        expect(params.get('code_challenge_method')).toBe('S256');
        expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(params.get('prompt')).toBeNull();
        // One fetch only: config.json; no silent check.
        expect(win.fetch).toHaveBeenCalledTimes(1);
        expect(document.querySelector('iframe')).toBeNull();
        // The redirect-to-login screen, drawn without the app.
        const status = await screen.findByRole('status');
        expect(status).toHaveTextContent('Redirecionando para o login...');
        expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute(
            'href',
            assigned[0]
        );
    });

    it('leaves #root alone once the app has drawn there', async () => {
        const root = document.getElementById('root');
        const drawn = document.createElement('div');
        drawn.textContent = 'Carregando...';
        root?.replaceChildren(drawn);
        const { win } = fakeWindow(configOnly);
        expect(await startEarlySignIn(win).outcome).toEqual({ kind: 'login' });
        await new Promise(resolve => setTimeout(resolve, 0));
        expect(screen.queryByRole('status')).toBeNull();
    });

    it('leaves the login route out of the return path', async () => {
        window.history.replaceState(null, '', '/login');
        const { win, assigned } = fakeWindow(configOnly);
        await startEarlySignIn(win).outcome;
        expect(new URL(assigned[0]!).searchParams.get('redirect_uri')).toBe(
            `${origin}/`
        );
    });

    it('stores the state so that keycloak-js completes the sign-in on the return', async () => {
        const { win, assigned } = fakeWindow(configOnly);
        await startEarlySignIn(win).outcome;
        const request = new URL(assigned[0]!).searchParams;
        const state = request.get('state')!;
        const nonce = request.get('nonce')!;
        const challenge = request.get('code_challenge')!;

        // Back from the form: keycloak-js's own init reads the URL.
        window.history.replaceState(
            null,
            '',
            `/admin/company?page=2#state=${state}&session_state=x&code=CODE`
        );
        const posted: URLSearchParams[] = [];
        vi.stubGlobal(
            'fetch',
            vi.fn((_url: string, init?: RequestInit) => {
                posted.push(new URLSearchParams(String(init?.body)));
                return Promise.resolve(
                    json({
                        access_token: jwt({
                            sub: 'u1',
                            iat: now(),
                            exp: now() + 300,
                        }),
                        refresh_token: jwt({ iat: now(), exp: now() + 1800 }),
                        id_token: jwt({ nonce, iat: now() }),
                    })
                );
            })
        );
        const keycloak = new Keycloak({
            clientId: 'plants-web',
            oidcProvider: {
                authorization_endpoint: `${OIDC}/auth`,
                token_endpoint: `${OIDC}/token`,
            },
        });
        const signedIn = await keycloak.init({
            onLoad: 'check-sso',
            pkceMethod: 'S256',
            responseMode: 'fragment',
            checkLoginIframe: false,
        });

        expect(signedIn).toBe(true);
        expect(keycloak.subject).toBe('u1');
        const body = posted[0]!;
        expect(body.get('code')).toBe('CODE');
        expect(body.get('redirect_uri')).toBe(`${origin}/admin/company?page=2`);
        // The verifier keycloak-js read back matches the challenge sent.
        const digest = await crypto.subtle.digest(
            'SHA-256',
            new TextEncoder().encode(body.get('code_verifier')!)
        );
        expect(
            btoa(String.fromCharCode(...new Uint8Array(digest)))
                .replace(/\+/g, '-')
                .replace(/\//g, '_')
                .replace(/=+$/, '')
        ).toBe(challenge);
        expect(window.location.hash).toBe('');
    });
});

/** The silent check's frame, once the early sign-in has added it. */
const frameOf = async () => {
    await vi.waitFor(() => {
        if (!document.querySelector('iframe')) throw new Error('no frame');
    });
    return document.querySelector('iframe')!;
};

/** What silent-check-sso.html posts back: its own URL. */
const answer = (frame: HTMLIFrameElement, fragment: string) =>
    window.dispatchEvent(
        new MessageEvent('message', {
            data: `${origin}/silent-check-sso.html#${fragment}`,
            origin,
            source: frame.contentWindow,
        })
    );

describe('a returning visit (signed in before on this browser)', () => {
    beforeEach(() => localStorage.setItem(SIGNED_IN_KEY, '1'));

    it('runs the silent check and asks for the tokens itself', async () => {
        const tokens = {
            access_token: jwt({ sub: 'u1', iat: now(), exp: now() + 300 }),
            refresh_token: jwt({ iat: now(), exp: now() + 1800 }),
        };
        const posted: URLSearchParams[] = [];
        const { win, assigned } = fakeWindow((url, init) => {
            if (url === '/config.json') return Promise.resolve(json(CONFIG));
            posted.push(new URLSearchParams(String(init?.body)));
            const nonce = new URL(frame.src).searchParams.get('nonce');
            return Promise.resolve(
                json({ ...tokens, id_token: jwt({ nonce }) })
            );
        });
        const early: EarlySignIn = startEarlySignIn(win);
        expect(await early.appStarts).toBe(true);
        const frame = await frameOf();
        const request = new URL(frame.src).searchParams;
        expect(request.get('prompt')).toBe('none');
        expect(request.get('redirect_uri')).toBe(
            `${origin}/silent-check-sso.html`
        );
        answer(frame, `state=${request.get('state')}&code=C1`);

        const outcome = await early.outcome;
        expect(outcome.kind).toBe('tokens');
        expect(posted[0]?.get('grant_type')).toBe('authorization_code');
        expect(posted[0]?.get('code')).toBe('C1');
        expect(posted[0]?.get('code_verifier')).toMatch(/^[A-Za-z0-9]{96}$/);
        expect(assigned).toEqual([]);
        expect(document.querySelector('iframe')).toBeNull();
    });

    it("with a copy of this page to draw, sends the page's requests before the app's code is fetched (src/earlyPage/draw.ts)", async () => {
        window.history.replaceState(null, '', '/sensor');
        const request = (url: string) => ({ url, plantId: null });
        writeSnapshot(window, {
            version: 1,
            owner: 'u1',
            savedAt: Date.now(),
            path: '/sensor',
            locale: 'pt-BR',
            timeZone: 'America/Sao_Paulo',
            width: window.innerWidth,
            background: '',
            globalCss: '',
            styles: [],
            tree: [],
            kind: 'list',
            rows: { rows: [], cells: [] },
            session: request('/api/user/session'),
            data: request('/api/sensor/search?page=1&limit=10'),
        });
        const tokens = {
            access_token: jwt({ sub: 'u1', iat: now(), exp: now() + 300 }),
            refresh_token: jwt({ iat: now(), exp: now() + 1800 }),
        };
        let codeStarted = false;
        const codeStartedWhenAsked: Record<string, boolean> = {};
        const { win } = fakeWindow(url => {
            if (url === '/config.json') return Promise.resolve(json(CONFIG));
            codeStartedWhenAsked[url] = codeStarted;
            if (url.startsWith('/api/'))
                return Promise.resolve(json({ data: [] }));
            const nonce = new URL(frame.src).searchParams.get('nonce');
            return Promise.resolve(
                json({ ...tokens, id_token: jwt({ nonce }) })
            );
        });
        const early: EarlySignIn = startEarlySignIn(win);
        void early.appStarts.then(starts => (codeStarted = starts));
        const frame = await frameOf();
        await new Promise(resolve => setTimeout(resolve, 0));
        // The silent check is on the network; the app's code waits.
        expect(codeStarted).toBe(false);
        const state = new URL(frame.src).searchParams.get('state');
        answer(frame, `state=${state}&code=C1`);
        expect((await early.outcome).kind).toBe('tokens');
        expect(await early.appStarts).toBe(true);
        expect(codeStartedWhenAsked).toMatchObject({
            '/api/user/session': false,
            '/api/sensor/search?page=1&limit=10': false,
        });
        endEarlyPage(win);
        dropEarlyResponses(win);
        localStorage.removeItem(PAGE_SNAPSHOTS_KEY);
    });

    it("builds the browser's first date and number formatters while the silent check waits (src/signin/warmIntl.ts)", async () => {
        const made: unknown[] = [];
        const numbers: unknown[] = [];
        const Real = Intl.DateTimeFormat;
        const RealNumbers = Intl.NumberFormat;
        // Functions, not arrows: they are called with `new`.
        vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
            ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
        ) {
            made.push(args[0]);
            return new Real(...args);
        } as unknown as typeof Intl.DateTimeFormat);
        vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
            ...args: ConstructorParameters<typeof Intl.NumberFormat>
        ) {
            numbers.push(args[0]);
            return new RealNumbers(...args);
        } as unknown as typeof Intl.NumberFormat);
        const { win } = fakeWindow(url =>
            url === '/config.json'
                ? Promise.resolve(json(CONFIG))
                : Promise.reject(new Error(`unexpected ${url}`))
        );
        startEarlySignIn(win);
        await frameOf();
        const lang = document.documentElement.lang || undefined;
        await vi.waitFor(() => expect(made).toEqual([lang]));
        expect(numbers).toEqual([lang]);
    });

    it('starts the silent check while the head is parsed, before the body exists', async () => {
        embed(JSON.stringify(CONFIG));
        // The inline script runs in the head: no body yet, and the
        // DOMContentLoaded that would bring one waits for the app's scripts.
        const parsing = Object.create(document) as Document;
        Object.defineProperty(parsing, 'body', { value: null });
        for (const name of ['createElement', 'getElementById'] as const)
            Object.defineProperty(parsing, name, {
                value: document[name].bind(document),
            });
        Object.defineProperty(parsing, 'documentElement', {
            value: document.documentElement,
        });
        const { win } = fakeWindow(
            url => Promise.reject(new Error(`unexpected ${url}`)),
            parsing
        );
        const early = startEarlySignIn(win);
        expect(await early.appStarts).toBe(true);
        const frame = await frameOf();
        expect(frame.parentElement).toBe(document.documentElement);
        expect(new URL(frame.src).searchParams.get('prompt')).toBe('none');
        expect(win.fetch).not.toHaveBeenCalled();
    });

    it('ignores an answer of another state, and a wrong nonce is left to keycloak-js', async () => {
        const { win } = fakeWindow((url: string) =>
            url === '/config.json'
                ? Promise.resolve(json(CONFIG))
                : Promise.resolve(
                      json({
                          access_token: jwt({}),
                          refresh_token: jwt({}),
                          id_token: jwt({ nonce: 'other' }),
                      })
                  )
        );
        const early = startEarlySignIn(win);
        const frame = await frameOf();
        answer(frame, 'state=forged&code=C');
        expect(await early.outcome).toEqual({ kind: 'app' });

        localStorage.setItem(SIGNED_IN_KEY, '1');
        const again = startEarlySignIn(win);
        const frame2 = await frameOf();
        const state = new URL(frame2.src).searchParams.get('state');
        answer(frame2, `state=${state}&code=C`);
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        expect(await again.outcome).toEqual({ kind: 'app' });
    });

    it('goes to the sign-in form when the session is over, forgetting the trace', async () => {
        const { win, assigned } = fakeWindow(configOnly);
        const early = startEarlySignIn(win);
        const frame = await frameOf();
        const state = new URL(frame.src).searchParams.get('state');
        answer(frame, `error=login_required&state=${state}`);

        expect(await early.outcome).toEqual({ kind: 'login' });
        expect(new URL(assigned[0]!).searchParams.get('redirect_uri')).toBe(
            `${origin}/admin/company?page=2`
        );
        expect(localStorage.getItem(SIGNED_IN_KEY)).toBeNull();
    });

    it('leaves a re-sign-in after a refused refresh, and the return from the form, to the app', async () => {
        sessionStorage.setItem('reauthAfterRefreshError', '1');
        const first = fakeWindow(configOnly);
        expect(await startEarlySignIn(first.win).outcome).toEqual({
            kind: 'app',
        });
        sessionStorage.clear();
        window.history.replaceState(null, '', '/#state=s&code=c');
        const second = fakeWindow(configOnly);
        expect(await startEarlySignIn(second.win).outcome).toEqual({
            kind: 'app',
        });
        expect(first.assigned.concat(second.assigned)).toEqual([]);
    });

    it('leaves a Keycloak on another origin to keycloak-js (its third-party cookie check)', async () => {
        const { win } = fakeWindow(url =>
            url === '/config.json'
                ? Promise.resolve(
                      json({
                          keycloak: {
                              url: 'https://idp.example',
                              realm: 'plants',
                              clientId: 'plants-web',
                          },
                      })
                  )
                : Promise.reject(new Error(url))
        );
        const early = startEarlySignIn(win);
        expect(await early.outcome).toEqual({ kind: 'app' });
        expect(await early.appStarts).toBe(true);
        expect(document.querySelector('iframe')).toBeNull();
    });
});

describe('keycloak-js adopts the early tokens', () => {
    it('is signed in and refreshes them itself', async () => {
        const keycloak = new Keycloak({
            clientId: 'plants-web',
            oidcProvider: {
                authorization_endpoint: `${OIDC}/auth`,
                token_endpoint: `${OIDC}/token`,
            },
        });
        expect(await keycloak.init({ checkLoginIframe: false })).toBe(false);
        const refresh = jwt({ iat: now(), exp: now() + 1800 });
        adoptTokens(keycloak, {
            token: jwt({
                sub: 'u1',
                sid: 's1',
                iat: now() - 2,
                exp: now() + 300,
            }),
            refreshToken: refresh,
            idToken: jwt({ nonce: 'n' }),
            timeLocal: Date.now(),
        });
        expect(keycloak.authenticated).toBe(true);
        expect(keycloak.subject).toBe('u1');
        expect(keycloak.sessionId).toBe('s1');
        expect(keycloak.timeSkew).toBe(2);
        expect(keycloak.isTokenExpired(5)).toBe(false);

        const posted: URLSearchParams[] = [];
        const renewed = jwt({ sub: 'u1', iat: now(), exp: now() + 300 });
        vi.stubGlobal(
            'fetch',
            vi.fn((_url: string, init?: RequestInit) => {
                posted.push(new URLSearchParams(String(init?.body)));
                return Promise.resolve(
                    json({ access_token: renewed, refresh_token: refresh })
                );
            })
        );
        expect(await keycloak.updateToken(-1)).toBe(true);
        expect(posted[0]?.get('grant_type')).toBe('refresh_token');
        expect(posted[0]?.get('refresh_token')).toBe(refresh);
        expect(keycloak.token).toBe(renewed);
    });
});
