/**
 * The embedded sign-in (server/src/oidc) on a Fastify instance of its own,
 * for the oidc*.spec.ts files: an in-memory account store, a database for
 * the realm's keys and records (0006_oidc_state), and the requests
 * keycloak-js makes. `startRealm()` starts it before a file's tests and
 * stops it after; `base`, `realm`, `oidc` and `jwks` are set by then (live
 * bindings: read them inside tests).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, expect } from 'vitest';
import type {
    IdentityAccount,
    IdentityStore,
} from '../../../server/src/db/identityStore.ts';
import type { Database } from '../../../server/src/db/index.ts';
import { registerOidc } from '../../../server/src/oidc/index.ts';
import {
    authUrl,
    browse,
    CLIENT_ID,
    CookieJar,
    followUntil,
    pkcePair,
} from './login.ts';
import { openSeededDatabase } from './seeded.ts';
import { freePort } from './server.ts';

export const APP_ORIGIN = 'http://localhost:5173';
export const TTL = 120;

export const ACCOUNTS: (IdentityAccount & { password: string })[] = [
    {
        subject: 'a1b2c3',
        username: 'alice',
        email: 'alice@plantas.example.br',
        name: 'Alice Souza',
        roles: ['admin'],
        password: 'Alice#2026',
    },
    {
        subject: 'd4e5f6',
        username: 'bruno',
        email: 'bruno@plantas.example.br',
        name: 'Bruno Lima',
        roles: ['operator'],
        password: 'Bruno#2026',
    },
    // Locked by the brute-force test: nobody else signs in as her.
    {
        subject: 'g7h8i9',
        username: 'carla',
        email: 'carla@plantas.example.br',
        name: 'Carla Dias',
        roles: ['operator'],
        password: 'Carla#2026',
    },
];

export const identity: IdentityStore = {
    async verifyPassword(username, password) {
        const found = ACCOUNTS.find(
            a => a.username === username && a.password === password
        );
        return found ?? null;
    },
    async findBySubject(subject) {
        return ACCOUNTS.find(a => a.subject === subject) ?? null;
    },
    async subjectOf(login) {
        const name = login.toLowerCase();
        const found = ACCOUNTS.find(
            a => a.username === name || a.email === name
        );
        return found?.subject ?? null;
    },
};

/** A JSON response body, for assertions. */
export const json = async (res: Response) =>
    (await res.json()) as Record<string, string | number | string[]>;

let app: FastifyInstance;
export let base: string;
export let realm: string;
export let oidc: string;
export let jwks: JSONWebKeySet;
// The realm keeps its keys and records in a database (0006_oidc_state).
export let db: Database;
let dropDb: () => Promise<void>;

/** Starts the realm before the file's tests, stops it after them. */
export function startRealm(): void {
    beforeAll(async () => {
        // Migrated already: the seed's rows are not the realm's concern.
        ({ db, drop: dropDb } = await openSeededDatabase('oidc-spec-'));
        const port = await freePort();
        base = `http://localhost:${port}`;
        realm = `${base}/realms/plants`;
        oidc = `${realm}/protocol/openid-connect`;
        app = Fastify({ trustProxy: true });
        // Stands for the API: its JSON parsing must survive the realm's parsers.
        app.post('/api/echo', async req => ({ data: req.body }));
        ({ jwks } = await registerOidc(app, {
            issuer: realm,
            accessTokenTtl: TTL,
            identity,
            redirectOrigins: [APP_ORIGIN],
            testEndpoints: true,
            db,
        }));
        await app.listen({ port, host: '127.0.0.1' });
    });

    afterAll(async () => {
        await app?.close();
        await dropDb?.();
    });
}

export const refresh = (refreshToken: string, origin?: string) =>
    fetch(`${oidc}/token`, {
        method: 'POST',
        headers: origin ? { origin } : {},
        body: new URLSearchParams({
            grant_type: 'refresh_token',
            client_id: CLIENT_ID,
            refresh_token: refreshToken,
        }),
    });

/** The authorization request's error, read from the redirect's fragment. */
export async function authError(params: Record<string, string>) {
    const res = await fetch(authUrl(base, { state: 's1', ...params }), {
        redirect: 'manual',
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${base}/`);
    return new URLSearchParams(location.hash.slice(1));
}

/** keycloak-js's silent check-sso (prompt=none) with this browser's cookies. */
export async function silentCheck(jar: CookieJar) {
    const { challenge } = pkcePair();
    return browse(
        jar,
        authUrl(base, {
            prompt: 'none',
            state: 's',
            code_challenge: challenge,
            code_challenge_method: 'S256',
        })
    );
}

/** Starts a sign-in and returns the login page (cookies in `jar`). */
export async function openLoginPage(
    jar: CookieJar,
    params: Record<string, string> = {},
    headers: Record<string, string> = {}
) {
    const { challenge } = pkcePair();
    const start = authUrl(base, {
        state: 's1',
        nonce: 'n1',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        ...params,
    });
    const url = await followUntil(jar, await browse(jar, start), start, u =>
        u.includes('/interaction/')
    );
    const res = await browse(jar, url, { headers });
    return { url, res, html: await res.text() };
}
