/**
 * A second server configured as in production against a real Keycloak:
 * `OIDC_ISSUER` points at an issuer this test runs (its own keys served at
 * Keycloak's certs path), so tokens can be forged to prove every 401 case
 * and the first sign-in link by e-mail. It also serves a built SPA from a
 * temporary folder, to check the static serving, fallback and cache rules.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import {
    createServer,
    get as httpGet,
    type IncomingHttpHeaders,
    type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
    exportJWK,
    generateKeyPair,
    SignJWT,
    type CryptoKey,
    type JWTPayload,
} from 'jose';
import { SILENT_CHECK_SSO_HASH } from '../../server/src/securityHeaders.ts';
import { compressFile } from '../../build/precompress.ts';
import { CONFIG_ELEMENT_ID } from '../../src/signin/embeddedConfig.ts';
import { apiClient, clientFor, type Rec } from './helpers/apiClient.ts';
import { startSeededServer, type SeededServer } from './helpers/seeded.ts';
import { sharedBaseUrl } from './helpers/shared.ts';

let issuerServer: Server;
let issuer: string;
let app: SeededServer;
let key: CryptoKey;
let otherKey: CryptoKey;
let operatorEmail: string;
const dirs: string[] = [];

const ASSET = 'assets/index-AbCdEf12.js';
// Large enough for compression to show.
const CONFIG_PRELOAD =
    '<link rel="preload" href="/config.json" as="fetch" type="application/json" crossorigin="anonymous" />';
const INDEX = `<!doctype html><html><head>${'<meta name="x" content="padding">'.repeat(40)}${CONFIG_PRELOAD}</head><body><div id="root"></div><script type="module" src="/assets/index-AbCdEf12.js"></script></body></html>`;
const ASSET_SOURCE = Array.from(
    { length: 200 },
    (_, i) => `console.log("app ${i}");`
).join('\n');

/** The configuration block the server writes in place of the preload (server/src/indexPage.ts). */
const CONFIG_BLOCK = new RegExp(
    `<script type="application/json" id="${CONFIG_ELEMENT_ID}">(.*?)</script>`
);

/** The page as served: the configuration in it, and the rest exactly the build's. */
const servedIndex = (html: string, path = '') => {
    const block = CONFIG_BLOCK.exec(html);
    expect(block, path).not.toBeNull();
    expect(html.replace(CONFIG_BLOCK, CONFIG_PRELOAD), path).toBe(INDEX);
    return JSON.parse(block?.[1] ?? '') as unknown;
};

/** A GET that shows the bytes as sent (fetch would decode them). */
const rawGet = (url: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
        (done, fail) => {
            httpGet(url, { headers }, res => {
                const chunks: Buffer[] = [];
                res.on('data', (c: Buffer) => chunks.push(c));
                res.on('end', () =>
                    done({
                        status: res.statusCode ?? 0,
                        headers: res.headers,
                        body: Buffer.concat(chunks),
                    })
                );
            }).on('error', fail);
        }
    );

beforeAll(async () => {
    const op = await clientFor(sharedBaseUrl(), 'operator');
    operatorEmail = String(
        ((await op.api.get('/user/session')).record.user as Rec).email
    );

    const pair = await generateKeyPair('RS256');
    key = pair.privateKey;
    otherKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = {
        ...(await exportJWK(pair.publicKey)),
        kid: 'test-key',
        alg: 'RS256',
        use: 'sig',
    };
    issuerServer = createServer((req, res) => {
        if (req.url?.endsWith('/protocol/openid-connect/certs')) {
            res.writeHead(200, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ keys: [jwk] }));
        } else {
            res.writeHead(404).end();
        }
    });
    await new Promise<void>(r => issuerServer.listen(0, '127.0.0.1', r));
    issuer = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}/realms/external`;

    const staticDir = mkdtempSync(join(tmpdir(), 'plants-dist-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), INDEX);
    writeFileSync(join(staticDir, ASSET), ASSET_SOURCE);
    writeFileSync(join(staticDir, `${ASSET}.map`), '{"version":3}');
    // The build's own compression step, on the same files.
    await compressFile(join(staticDir, 'index.html'));
    await compressFile(join(staticDir, ASSET));
    dirs.push(staticDir);
    app = await startSeededServer('plants-ext-', {
        OIDC_ISSUER: issuer,
        OIDC_AUDIENCE: 'account',
        STATIC_DIR: staticDir,
        // Served over HTTPS by a proxy in front: HSTS on every answer.
        PUBLIC_URL: 'https://plants.example',
        CSP_CONNECT_SRC: 'https://zabbix.example.com https://sso.example.com',
    });
}, 120_000);

afterAll(async () => {
    await app?.stop();
    await new Promise(r => issuerServer?.close(r));
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

interface Forge {
    claims?: JWTPayload;
    iss?: string;
    aud?: string;
    /** null: no `exp` at all. */
    exp?: number | null;
    iat?: number;
    signWith?: CryptoKey;
}

/** A token as Keycloak issues them to the console (`azp` plants-web). */
const forge = ({
    claims = {},
    iss = issuer,
    aud = 'account',
    exp,
    iat,
    signWith = key,
}: Forge = {}) => {
    const jwt = new SignJWT({ typ: 'Bearer', azp: 'plants-web', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(iss)
        .setAudience(aud)
        .setSubject(typeof claims.sub === 'string' ? claims.sub : randomUUID())
        .setIssuedAt(iat);
    if (exp !== null)
        jwt.setExpirationTime(exp ?? Math.floor(Date.now() / 1000) + 300);
    return jwt.sign(signWith);
};

const session = async (token: string) =>
    apiClient(app.baseUrl, token).get('/user/session');

describe('tokens of an external issuer (Keycloak)', () => {
    /** The subject the operator is linked to by the first test. */
    const sub = randomUUID();

    it('links the first sign-in by e-mail, then by subject', async () => {
        // Only an e-mail the identity provider verified links an account.
        const unverified = await session(
            await forge({ claims: { sub, email: operatorEmail } })
        );
        expect(unverified.status).toBe(403);
        const first = await session(
            await forge({
                claims: { sub, email: operatorEmail, email_verified: true },
            })
        );
        expect(first.status).toBe(200);
        expect((first.record.user as Rec).email).toBe(operatorEmail);
        // The subject is now stored: a token without e-mail finds the same user.
        const again = await session(await forge({ claims: { sub } }));
        expect(again.status).toBe(200);
        expect((again.record.user as Rec).id).toBe(
            (first.record.user as Rec).id
        );
    });

    it('never replaces a link: another subject with the same verified e-mail is nobody', async () => {
        const other = await session(
            await forge({
                claims: {
                    sub: randomUUID(),
                    email: operatorEmail,
                    email_verified: true,
                },
            })
        );
        expect(other.status).toBe(403);
        const owner = await session(await forge({ claims: { sub } }));
        expect(owner.status).toBe(200);
        expect((owner.record.user as Rec).email).toBe(operatorEmail);
    });

    it('leaves passwords to Keycloak: update-password answers 409', async () => {
        const token = await forge({
            claims: { sub, email: operatorEmail, email_verified: true },
        });
        const res = await apiClient(app.baseUrl, token).post(
            '/user/update-password',
            { password: 'Nova#Senha2026', currentPassword: 'Operator#2026' }
        );
        expect(res.status).toBe(409);
    });

    it('answers 403 for a valid token of nobody known', async () => {
        const res = await session(
            await forge({ claims: { email: 'stranger@example.com' } })
        );
        expect(res.status).toBe(403);
    });

    it.each<[string, () => Promise<string>]>([
        [
            'wrong issuer',
            () =>
                forge({
                    iss: 'http://127.0.0.1:1/realms/other',
                    claims: { email: operatorEmail },
                }),
        ],
        [
            'wrong audience',
            () =>
                forge({
                    aud: 'someone-else',
                    claims: { email: operatorEmail },
                }),
        ],
        [
            'expired',
            () =>
                forge({
                    exp: Math.floor(Date.now() / 1000) - 120,
                    claims: { email: operatorEmail },
                }),
        ],
        [
            'bad signature',
            () =>
                forge({ signWith: otherKey, claims: { email: operatorEmail } }),
        ],
        [
            'no azp (not issued to a client)',
            () => forge({ claims: { email: operatorEmail, azp: undefined } }),
        ],
        [
            "another client's azp",
            () => forge({ claims: { email: operatorEmail, azp: 'other-app' } }),
        ],
        [
            'no exp',
            () => forge({ exp: null, claims: { email: operatorEmail } }),
        ],
        [
            'iat in the future',
            () =>
                forge({
                    iat: Math.floor(Date.now() / 1000) + 600,
                    claims: { email: operatorEmail },
                }),
        ],
        [
            'unsigned (alg none)',
            async () => {
                const enc = (o: object) =>
                    Buffer.from(JSON.stringify(o)).toString('base64url');
                const now = Math.floor(Date.now() / 1000);
                return `${enc({ alg: 'none' })}.${enc({ iss: issuer, aud: 'account', sub: randomUUID(), email: operatorEmail, iat: now, exp: now + 300 })}.`;
            },
        ],
    ])('answers 401 for a token with %s', async (_label, make) => {
        const res = await session(await make());
        expect(res.status).toBe(401);
        expect(res.body.statusCode).toBe(401);
    });

    it('says why an expired token is refused', async () => {
        const res = await session(
            await forge({ exp: Math.floor(Date.now() / 1000) - 120 })
        );
        expect(res.body.message).toMatch(/expired/i);
    });
});

describe('SPA serving', () => {
    const get = (path: string, init?: RequestInit) =>
        fetch(`${app.baseUrl}${path}`, init);

    it('serves index.html at / and for client routes, not cached', async () => {
        for (const path of [
            '/',
            '/admin/company/details/3',
            '/sensor/details/12',
            '/dashboard',
        ]) {
            const res = await get(path);
            expect(res.status, path).toBe(200);
            servedIndex(await res.text(), path);
            expect(res.headers.get('cache-control'), path).toBe('no-cache');
            expect(res.headers.get('content-type'), path).toContain(
                'text/html'
            );
        }
    });

    it('serves hashed assets as immutable', async () => {
        const res = await get(`/${ASSET}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toContain('javascript');
        expect(res.headers.get('cache-control')).toBe(
            'public, max-age=31536000, immutable'
        );
    });

    it("sends the build's brotli or gzip twin by Accept-Encoding, with Vary, else the plain file", async () => {
        const url = `${app.baseUrl}/${ASSET}`;
        const br = await rawGet(url, {
            'accept-encoding': 'gzip, deflate, br',
        });
        expect(br.headers['content-encoding']).toBe('br');
        expect(br.headers['content-type']).toContain('javascript');
        expect(br.headers.vary).toContain('accept-encoding');
        expect(br.headers['cache-control']).toBe(
            'public, max-age=31536000, immutable'
        );
        expect(br.body.length).toBeLessThan(ASSET_SOURCE.length / 4);
        expect(brotliDecompressSync(br.body).toString()).toBe(ASSET_SOURCE);

        const gz = await rawGet(url, { 'accept-encoding': 'gzip' });
        expect(gz.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(gz.body).toString()).toBe(ASSET_SOURCE);

        const plain = await rawGet(url);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers.vary).toContain('accept-encoding');
        expect(plain.body.toString()).toBe(ASSET_SOURCE);
    });

    it('sends index.html compressed for client routes and revalidates it and config.json (304)', async () => {
        for (const path of ['/', '/sensor/details/12?tab=1']) {
            const first = await rawGet(`${app.baseUrl}${path}`, {
                'accept-encoding': 'br',
            });
            expect(first.headers['content-encoding'], path).toBe('br');
            expect(first.headers['content-type'], path).toContain('text/html');
            servedIndex(brotliDecompressSync(first.body).toString(), path);
            const etag = String(first.headers.etag);
            expect(etag, path).toMatch(/^(W\/)?"/);
            const again = await rawGet(`${app.baseUrl}${path}`, {
                'accept-encoding': 'br',
                'if-none-match': etag,
            });
            expect(again.status, path).toBe(304);
            expect(again.body.length, path).toBe(0);
        }
        const config = await rawGet(`${app.baseUrl}/config.json`);
        expect(config.headers['cache-control']).toBe('no-cache');
        const etag = String(config.headers.etag);
        expect(etag).toMatch(/^"/);
        const again = await rawGet(`${app.baseUrl}/config.json`, {
            'if-none-match': etag,
        });
        expect(again.status).toBe(304);
    });

    it('sends HSTS when the public URL is HTTPS', async () => {
        for (const path of ['/', '/config.json', '/api/user/session']) {
            const res = await get(path);
            expect(res.headers.get('strict-transport-security'), path).toBe(
                'max-age=31536000; includeSubDomains'
            );
        }
    });

    it("keeps the build's source maps private", async () => {
        const res = await get(`/${ASSET}.map`);
        expect(res.status).toBe(404);
        expect(await res.text()).not.toContain('"version"');
    });

    it('never answers the app shell for missing files, service paths or writes', async () => {
        const cases: [string, RequestInit?][] = [
            ['/assets/missing-12345678.js'],
            ['/api/nothing'],
            ['/api/user/session'],
            ['/realms/plants/protocol/openid-connect/auth'],
            ['/zabbix/nothing'],
            ['/admin/company', { method: 'POST' }],
        ];
        for (const [path, init] of cases) {
            const res = await get(path, init);
            expect(res.status, path).toBeGreaterThanOrEqual(400);
            expect(await res.text(), path).not.toBe(INDEX);
        }
    });

    it('sends the CSP with the configured extra connect-src on every answer', async () => {
        for (const path of [
            '/',
            `/${ASSET}`,
            '/config.json',
            '/api/user/session',
        ]) {
            const csp =
                (await get(path)).headers.get('content-security-policy') ?? '';
            expect(csp, path).toContain(
                "connect-src 'self' https://zabbix.example.com https://sso.example.com"
            );
            expect(csp, path).toContain("style-src 'self' 'unsafe-inline'");
            expect(csp, path).toContain(
                `script-src 'self' ${SILENT_CHECK_SSO_HASH};`
            );
        }
    });

    it('serves the default config.json, or the operator override from the static folder', async () => {
        const defaults = (await (await get('/config.json')).json()) as Rec;
        expect(defaults).toEqual({
            apiUrl: '/api',
            keycloak: { url: '', realm: 'plants', clientId: 'plants-web' },
            zabbix: { mode: 'proxy' },
            map: { tileUrl: '', attribution: '' },
            monitoring: { refreshSeconds: 60 },
        });
        const override = {
            apiUrl: 'https://api.example.com/api',
            keycloak: { url: 'https://sso.example.com' },
        };
        writeFileSync(
            join(dirs[0] ?? '', 'config.json'),
            JSON.stringify(override)
        );
        const res = await get('/config.json');
        expect(await res.json()).toEqual(override);
        expect(res.headers.get('cache-control')).toBe('no-cache');
    });

    it('writes the configuration into index.html, the one /config.json answers', async () => {
        const override = join(dirs[0] ?? '', 'config.json');
        rmSync(override, { force: true });
        const page = async () => (await get('/sensor')).text();
        expect(servedIndex(await page())).toEqual(
            await (await get('/config.json')).json()
        );
        // The operator's file, its text unable to close the element.
        const mine = {
            apiUrl: '/api',
            keycloak: { url: '', realm: 'plants', clientId: 'plants-web' },
            map: { tileUrl: '', attribution: '</script><script>alert(1)' },
        };
        writeFileSync(override, JSON.stringify(mine, null, 4));
        const html = await page();
        expect(html).not.toContain('</script><script>alert(1)');
        expect(servedIndex(html)).toEqual(mine);
        // Not JSON: the page asks for it, and the app says what is wrong.
        writeFileSync(override, '{"apiUrl": ');
        expect(await page()).toBe(INDEX);
        rmSync(override);
        expect(servedIndex(await page())).toEqual(
            await (await get('/config.json')).json()
        );
    });
});
