/**
 * The SPA served beside the API: config.json, the silent check-sso page,
 * the sign-in redirects and the client-side routes.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { type Rec } from './helpers/apiClient.ts';
import { demoActors } from './helpers/actors.ts';
import { sharedBaseUrl } from './helpers/shared.ts';

const baseUrl = sharedBaseUrl();
const actors = demoActors();

describe('SPA serving beside the API', () => {
    it('serves /config.json pointing at this stack, with the CSP', async () => {
        const res = await fetch(`${baseUrl}/config.json`);
        expect(res.status).toBe(200);
        const config = (await res.json()) as Rec;
        expect(config).toMatchObject({
            apiUrl: expect.any(String),
            keycloak: { realm: 'plants', clientId: 'plants-web' },
            zabbix: { mode: 'proxy' },
        });
        const csp = res.headers.get('content-security-policy') ?? '';
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("script-src 'self'");
        expect(csp).toContain("frame-ancestors 'self'");
        expect(csp).toContain("object-src 'none'");
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    });

    it("allows the silent sign-in frame's inline script by its hash, and no other inline script", async () => {
        const html = readFileSync('public/silent-check-sso.html', 'utf8');
        const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
        expect(scripts).toHaveLength(1);
        const hash = createHash('sha256')
            .update(scripts[0]![1]!)
            .digest('base64');
        const res = await fetch(`${baseUrl}/config.json`);
        const scriptSrc = (res.headers.get('content-security-policy') ?? '')
            .split(';')
            .map(d => d.trim())
            .find(d => d.startsWith('script-src'));
        expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    });

    it('sends the security headers on what the sign-in serves too, its own pages included', async () => {
        const realm = `${baseUrl}/realms/plants`;
        const auth = new URL(`${realm}/protocol/openid-connect/auth`);
        auth.search = new URLSearchParams({
            client_id: 'plants-web',
            redirect_uri: `${baseUrl}/`,
            response_type: 'code',
            scope: 'openid',
            code_challenge: 'x'.repeat(43),
            code_challenge_method: 'S256',
        }).toString();
        const answers: [string, Response][] = [];
        for (const url of [
            `${realm}/.well-known/openid-configuration`,
            `${realm}/protocol/openid-connect/certs`,
            `${realm}/protocol/openid-connect/3p-cookies/step1.html`,
            `${realm}/resources/logout.js`,
            auth.toString(),
        ])
            answers.push([url, await fetch(url, { redirect: 'manual' })]);
        answers.push([
            'token',
            await fetch(`${realm}/protocol/openid-connect/token`, {
                method: 'POST',
                headers: {
                    'content-type': 'application/x-www-form-urlencoded',
                },
                body: 'grant_type=authorization_code&code=nope',
            }),
        ]);
        for (const [url, res] of answers) {
            expect(res.headers.get('x-content-type-options'), url).toBe(
                'nosniff'
            );
            expect(res.headers.get('referrer-policy'), url).toBe('no-referrer');
            expect(
                res.headers.get('content-security-policy') ?? '',
                url
            ).toContain("frame-ancestors 'self'");
        }
        // No HSTS over plain HTTP, and a client's X-Forwarded-Proto is not
        // believed without a configured proxy (api-external: HTTPS).
        expect(answers[0]?.[1].headers.get('strict-transport-security')).toBe(
            null
        );
        const claimed = await fetch(`${baseUrl}/config.json`, {
            headers: { 'x-forwarded-proto': 'https' },
        });
        expect(claimed.headers.get('strict-transport-security')).toBeNull();
    });

    it('builds its sign-in URLs from the configured origin, never from Host or X-Forwarded-Host', async () => {
        const target = new URL(
            `${baseUrl}/realms/plants/.well-known/openid-configuration`
        );
        const discovery = await new Promise<Record<string, string>>(
            (done, fail) => {
                httpRequest(
                    target,
                    {
                        headers: {
                            host: 'evil.example',
                            'x-forwarded-host': 'evil.example',
                            'x-forwarded-proto': 'https',
                        },
                    },
                    res => {
                        let body = '';
                        res.on('data', (c: Buffer) => (body += String(c)));
                        res.on('end', () => done(JSON.parse(body)));
                    }
                )
                    .on('error', fail)
                    .end();
            }
        );
        for (const key of [
            'issuer',
            'authorization_endpoint',
            'token_endpoint',
            'end_session_endpoint',
            'jwks_uri',
        ])
            expect(discovery[key], key).toMatch(
                new RegExp(`^${baseUrl}/realms/plants`)
            );
    });

    it('lets only its own origin sign in unless others are configured (the Vite dev server is not by default)', async () => {
        const authorize = (redirect: string) => {
            const url = new URL(
                `${baseUrl}/realms/plants/protocol/openid-connect/auth`
            );
            url.search = new URLSearchParams({
                client_id: 'plants-web',
                redirect_uri: redirect,
                response_type: 'code',
                scope: 'openid',
                code_challenge: 'x'.repeat(43),
                code_challenge_method: 'S256',
            }).toString();
            return fetch(url, { redirect: 'manual' });
        };
        // Its own origin: on to the login form.
        const own = await authorize(`${baseUrl}/sensor`);
        expect(own.status).toBe(303);
        expect(own.headers.get('location')).toMatch(/^\/realms\/plants\//);
        for (const other of [
            'http://localhost:5173/',
            'http://127.0.0.1:5173/',
        ]) {
            const res = await authorize(other);
            expect(res.status, other).toBe(400);
            expect(res.headers.get('location'), other).toBeNull();
        }
    });

    it('answers 404 for sign-in asset names that are object keys', async () => {
        for (const name of ['__proto__', 'constructor', 'toString']) {
            const res = await fetch(
                `${baseUrl}/realms/plants/resources/${name}`
            );
            expect(res.status, name).toBe(404);
        }
    });

    it('sends the security headers on API answers too, and never caches them', async () => {
        const res = await actors.admin.get('/user/session');
        expect(res.headers.get('content-security-policy')).toContain(
            "default-src 'self'"
        );
        expect(res.headers.get('cache-control')).toBe('no-store');
    });

    it('answers client routes with the app shell (or the build notice), never for service paths', async () => {
        const page = await fetch(`${baseUrl}/admin/company/details/3`);
        expect(page.headers.get('content-type')).toContain('text/html');
        expect([200, 503]).toContain(page.status);
        for (const path of [
            '/api/nothing/here',
            '/realms/nowhere/x',
            '/zabbix/nothing',
        ]) {
            const res = await fetch(`${baseUrl}${path}`);
            expect(res.status, path).toBeGreaterThanOrEqual(400);
            expect(res.headers.get('content-type') ?? '', path).not.toContain(
                'text/html'
            );
        }
    });
});
