/**
 * The REST contract against the running server: authentication, the
 * session, CRUD with envelopes and paging, the error codes 01-08, bad
 * input, and the SPA serving beside the API.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { LIST_COUNT_CAP } from '../../shared/domain/paging.ts';
import { inject } from 'vitest';
import { cnpjCheckDigits } from '../../shared/domain/cnpj';
import {
    apiClient,
    clientFor,
    fieldErrors,
    type ApiClient,
    type Rec,
} from './helpers/apiClient.ts';

const baseUrl = inject('baseUrl');

/** A valid CNPJ that no seed record uses (random body, real check digits). */
export const freshCnpj = (): string => {
    const body = String(Math.floor(Math.random() * 1e12)).padStart(12, '7');
    return body + cnpjCheckDigits(body);
};

const companyBody = (over: Rec = {}): Rec => ({
    cnpj: freshCnpj(),
    name: `Companhia Teste ${Math.random().toString(36).slice(2, 8)}`,
    corporateName: 'Companhia de Teste S.A.',
    email: 'contato@teste.com.br',
    phone: '(11) 3333-4444',
    address: {
        cep: '01310-100',
        street: 'Avenida Paulista',
        number: '1000',
        county: 'São Paulo',
        state: 'SP',
    },
    ...over,
});

let admin: ApiClient;
let operator: ApiClient;

beforeAll(async () => {
    admin = (await clientFor(baseUrl, 'admin')).api;
    operator = (await clientFor(baseUrl, 'operator')).api;
});

describe('authentication', () => {
    it('answers 401 JSON without a token', async () => {
        const res = await apiClient(baseUrl, '').get('/user/session');
        expect(res.status).toBe(401);
        expect(res.body.statusCode).toBe(401);
        expect(res.body.message).toEqual(expect.any(String));
    });

    it('answers 401 for a malformed or tampered token', async () => {
        expect(
            (await apiClient(baseUrl, 'abc.def.ghi').get('/user/session'))
                .status
        ).toBe(401);
        const [h, p, s] = admin.token.split('.');
        const claims = JSON.parse(
            Buffer.from(p ?? '', 'base64url').toString()
        ) as Rec;
        const forged = Buffer.from(
            JSON.stringify({ ...claims, sub: 'someone-else' })
        ).toString('base64url');
        const res = await apiClient(baseUrl, `${h}.${forged}.${s}`).get(
            '/user/session'
        );
        expect(res.status).toBe(401);
    });

    it('answers 401 for a non-bearer authorization', async () => {
        const res = await fetch(`${baseUrl}/api/user/session`, {
            headers: { authorization: 'Basic YWRtaW46YWRtaW4=' },
        });
        expect(res.status).toBe(401);
    });
});

describe('session', () => {
    it('gives an admin its admin pages grouped by module, and no plants', async () => {
        const res = await admin.get('/user/session');
        expect(res.status).toBe(200);
        const s = res.record as {
            isAdmin: boolean;
            subsidiaries: unknown[];
            permission: string[];
            pages: { url: string; moduleId: number }[];
            profile: {
                isAdmin: boolean;
                modules: { id: number; pages: { url: string }[] }[];
            };
        };
        expect(s.isAdmin).toBe(true);
        expect(s.profile.isAdmin).toBe(true);
        expect(s.subsidiaries).toEqual([]);
        expect(s.permission).toContain('/admin/company');
        expect(s.permission.every(u => u.startsWith('/admin/'))).toBe(true);
        const grouped = s.profile.modules
            .flatMap(m => m.pages.map(p => p.url))
            .sort();
        expect(grouped).toEqual([...s.permission].sort());
        for (const m of s.profile.modules) {
            for (const p of m.pages) {
                expect(s.pages.find(q => q.url === p.url)?.moduleId).toBe(m.id);
            }
        }
    });

    it('gives the operator two plants with id, name and cnpj', async () => {
        const res = await operator.get('/user/session');
        const subs = res.record.subsidiaries as Rec[];
        expect(subs).toHaveLength(2);
        for (const s of subs) {
            expect(Object.keys(s).sort()).toEqual(['cnpj', 'id', 'name']);
            expect(String(s.cnpj)).toMatch(/^[0-9A-Z]{12}\d{2}$/);
        }
        expect(res.record.isAdmin).toBe(false);
    });
});

describe('CRUD envelope', () => {
    it('creates, reads, patches, lists and deletes a company', async () => {
        const body = companyBody();
        const created = await admin.post('/company', body);
        expect(created.status).toBe(201);
        const id = created.record.id as number;
        expect(created.record).toMatchObject({
            cnpj: body.cnpj,
            name: body.name,
            phone: '1133334444',
            status: 'active',
        });
        expect((created.record.address as Rec).cep).toBe('01310100');
        expect(created.record.createdAt).toEqual(expect.any(String));

        const got = await admin.get(`/company/${id}`);
        expect(got.status).toBe(200);
        expect(got.record).toEqual(created.record);

        const patched = await admin.patch(`/company/${id}`, {
            name: 'Nome Alterado',
        });
        expect(patched.status).toBe(200);
        expect(patched.record.name).toBe('Nome Alterado');
        expect(patched.record.cnpj).toBe(body.cnpj);

        const listed = await admin.get(`/company/search?search=${body.cnpj}`);
        expect(listed.rows.map(r => r.id)).toEqual([id]);
        expect(listed.body.meta).toEqual({ page: 1, limit: 10, total: 1 });

        const deleted = await admin.del(`/company/${id}`);
        expect(deleted.status).toBe(200);
        expect(deleted.record.status).toBe('deleted');
        const hidden = await admin.get(`/company/search?search=${body.cnpj}`);
        expect(hidden.body.meta?.total).toBe(0);
        const asked = await admin.get(
            `/company/search?search=${body.cnpj}&status=deleted`
        );
        expect(asked.rows.map(r => r.id)).toEqual([id]);
        // By id it is still there, marked deleted.
        expect((await admin.get(`/company/${id}`)).record.status).toBe(
            'deleted'
        );
    });

    it('answers 404 for unknown or malformed ids', async () => {
        for (const path of [
            '/company/999999',
            '/company/abc',
            '/company/0',
            '/company/99999999999',
        ]) {
            const res = await admin.get(path);
            expect(res.status, path).toBe(404);
            expect(res.body.statusCode).toBe(404);
        }
        expect(
            (await admin.patch('/company/999999', { name: 'X y' })).status
        ).toBe(404);
        expect((await admin.del('/company/999999')).status).toBe(404);
    });

    it('answers 404 JSON for unknown API routes', async () => {
        const res = await admin.post('/no-such-entity', {});
        expect(res.status).toBe(404);
        expect(res.body.statusCode).toBe(404);
    });

    it('refuses to hard-delete a page that a profile or another page uses', async () => {
        const profiles = await admin.get('/profile/search?limit=1');
        const [entry] = profiles.rows[0]?.pages as { pageId: number }[];
        const used = await admin.del(`/page/${entry?.pageId as number}`);
        expect(used.status).toBe(409);
        expect(
            (await admin.get(`/page/${entry?.pageId as number}`)).status
        ).toBe(200);

        const modules = await admin.get('/module/search?limit=1');
        const create = (codeIntl: string, extra: object = {}) =>
            admin.post('/page', {
                codeIntl,
                url: `/e2e-${codeIntl.toLowerCase()}`,
                moduleId: modules.rows[0]?.id,
                type: 0,
                ...extra,
            });
        const target = await create('usageTarget');
        expect(target.status).toBe(201);
        const related = await create('usageRelated', {
            relatedPageId: target.record.id,
        });
        expect(related.status).toBe(201);
        expect(
            (await admin.del(`/page/${target.record.id as number}`)).status
        ).toBe(409);
        expect(
            (await admin.del(`/page/${related.record.id as number}`)).status
        ).toBe(200);
        expect(
            (await admin.del(`/page/${target.record.id as number}`)).status
        ).toBe(200);
    });

    it('refuses to hard-delete a module that pages use', async () => {
        const modules = await admin.get('/module/search?limit=1');
        const res = await admin.del(`/module/${modules.rows[0]?.id as number}`);
        expect(res.status).toBe(409);
        expect(
            (await admin.get(`/module/${modules.rows[0]?.id as number}`)).status
        ).toBe(200);
    });
});

describe('search, paging and getMany', () => {
    /** A sensor's readings: more than two pages of 10, fewer than the count cap. */
    const oneSensor = async () => {
        const sensors = await operator.get('/sensor/search?limit=100');
        for (const s of sensors.rows) {
            const res = await operator.get(
                `/measure/search?limit=1&sensorId=${s.id as number}`
            );
            const total = res.body.meta?.total ?? 0;
            if (total > 20 && !res.body.meta?.totalCapped)
                return `sensorId=${s.id as number}`;
        }
        throw new Error('no sensor with 21 to 1000 readings');
    };

    it('pages through all records with the true total', async () => {
        const filter = await oneSensor();
        const first = await operator.get(
            `/measure/search?limit=10&page=1&${filter}`
        );
        const total = first.body.meta?.total ?? 0;
        expect(total).toBeGreaterThan(20);
        expect(total).toBeLessThanOrEqual(LIST_COUNT_CAP);
        expect(first.rows).toHaveLength(10);
        const lastPage = Math.ceil(total / 10);
        const last = await operator.get(
            `/measure/search?limit=10&page=${lastPage}&${filter}`
        );
        expect(last.rows).toHaveLength(total - (lastPage - 1) * 10);
        expect(last.body.meta).toEqual({ page: lastPage, limit: 10, total });
        const beyond = await operator.get(
            `/measure/search?limit=10&page=${lastPage + 1}&${filter}`
        );
        expect(beyond.rows).toEqual([]);
        expect(beyond.body.meta?.total).toBe(total);
    });

    it('counts up to the cap, then says the total is capped and still pages', async () => {
        const first = await operator.get('/measure/search?limit=100');
        expect(first.body.meta).toEqual({
            page: 1,
            limit: 100,
            total: LIST_COUNT_CAP,
            totalCapped: true,
        });
        // Past the cap the pages go on, each with its rows.
        const deep = await operator.get('/measure/search?limit=100&page=12');
        expect(deep.rows).toHaveLength(100);
        expect(deep.rows[0]?.id).not.toBe(first.rows[0]?.id);
    });

    it('splits the total exactly across a filter', async () => {
        const filter = await oneSensor();
        const total =
            (await operator.get(`/measure/search?limit=1&${filter}`)).body.meta
                ?.total ?? 0;
        let sum = 0;
        for (const c of ['low', 'medium', 'high', 'critical']) {
            const res = await operator.get(
                `/measure/search?limit=5&criticality=${c}&${filter}`
            );
            expect(res.rows.every(r => r.criticality === c)).toBe(true);
            sum += res.body.meta?.total ?? 0;
        }
        expect(sum).toBe(total);
    });

    it('sorts both ways', async () => {
        const asc = await admin.get(
            '/watershed/search?sort=name&order=ASC&limit=100'
        );
        const desc = await admin.get(
            '/watershed/search?sort=name&order=desc&limit=100'
        );
        expect(asc.rows.length).toBeGreaterThan(2);
        expect(desc.rows.map(r => r.id)).toEqual(
            asc.rows.map(r => r.id).reverse()
        );
        const byId = await admin.get(
            '/watershed/search?sort=id&order=DESC&limit=100'
        );
        const ids = byId.rows.map(r => r.id as number);
        expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });

    it('gets several records by id, both spellings', async () => {
        const some = (await admin.get('/watershed/search?limit=3')).rows.map(
            r => r.id as number
        );
        expect(some).toHaveLength(3);
        const a = await admin.get(`/watershed/search?id=${some.join(',')}`);
        const b = await admin.get(
            `/watershed/search?${some.map(i => `id=${i}`).join('&')}`
        );
        expect(a.rows.map(r => r.id).sort()).toEqual([...some].sort());
        expect(b.rows.map(r => r.id).sort()).toEqual([...some].sort());
        expect(a.body.meta?.total).toBe(3);
    });

    it('rejects unknown parameters, sorts and out-of-range paging', async () => {
        const cases: [string, string][] = [
            ['/company/search?limit=101', 'limit:08'],
            ['/company/search?limit=0', 'limit:08'],
            ['/company/search?limit=ten', 'limit:04'],
            ['/company/search?page=-1', 'page:04'],
            ['/company/search?sort=password', 'sort:03'],
            ['/company/search?order=UP', 'order:03'],
            ['/company/search?nonsense=1', 'nonsense:03'],
            ['/company/search?status=gone', 'status:03'],
            ['/user/search?companyId=x', 'companyId:04'],
            // Values PostgreSQL refuses are 400s, not 500s (issue #13).
            ['/company/search?search=a%00b', 'search:03'],
            ['/company/search?name=a%00b', 'name:03'],
            ['/measure/search?date_gte=1', 'date_gte:03'],
            ['/measure/search?date_gte=2026-02-31T00:00:00Z', 'date_gte:03'],
            ['/measure/search?date_lte=0000-01-01T00:00:00Z', 'date_lte:03'],
            ['/measure/search?date_gte=2026-11-20', 'date_gte:03'],
            ['/measure/search?date_gte=2026-11-20T25:00:00Z', 'date_gte:03'],
            [
                '/company/search?createdAt_gte=2026-13-01T00:00:00Z',
                'createdAt_gte:03',
            ],
        ];
        for (const [path, expected] of cases) {
            const res = await (
                path.startsWith('/measure') ? operator : admin
            ).get(path);
            expect(res.status, path).toBe(400);
            expect(fieldErrors(res), path).toContain(expected);
        }
    });
});

describe('validation codes 01-08', () => {
    it.each([
        ['01 required', { name: undefined }, 'name:01'],
        ['02 not text', { name: 12345 }, 'name:02'],
        ['03 invalid', { email: 'not-an-email' }, 'email:03'],
        [
            '03 invalid CNPJ check digits',
            { cnpj: '11.222.333/0001-00' },
            'cnpj:03',
        ],
        [
            '03 unknown attribute',
            { favouriteColour: 'blue' },
            'favouriteColour:03',
        ],
        [
            '04 not a number',
            { settings: { measureRetentionDays: 'many' } },
            'settings.measureRetentionDays:04',
        ],
        ['08 invalid size', { name: 'x'.repeat(121) }, 'name:08'],
        // PostgreSQL cannot store U+0000: refused at the field (issue #13).
        ['03 a NUL byte in a text', { name: 'Usina\u0000Norte' }, 'name:03'],
        [
            '03 a NUL byte inside an object',
            { address: { street: 'Rua\u0000A' } },
            'address.street:03',
        ],
    ])('%s', async (_label, over, expected) => {
        const res = await admin.post('/company', companyBody(over));
        expect(res.status).toBe(400);
        expect(res.body.statusCode).toBe(400);
        expect(fieldErrors(res)).toContain(expected);
    });

    it('03 a date-time the calendar does not have, never stored as another day', async () => {
        const sensor = (await operator.get('/sensor/search?limit=1')).rows[0];
        for (const date of [
            '2026-02-31T00:00:00Z',
            '2026-02-29T10:00:00Z',
            '0000-01-01T00:00:00Z',
            '2026-11-20T24:00:00Z',
            '1',
        ]) {
            const res = await operator.post('/measure', {
                sensorId: sensor?.id,
                value: 1,
                date,
            });
            expect(res.status, date).toBe(400);
            expect(fieldErrors(res), date).toEqual(['date:03']);
        }
    });

    it('05 not a boolean', async () => {
        const res = await admin.post('/profile', {
            name: 'Perfil booleano',
            isAdmin: 'yes',
            type: 0,
        });
        expect(fieldErrors(res)).toContain('isAdmin:05');
    });

    it('06 not a list', async () => {
        const res = await operator.post('/contact', {
            name: 'Contato Lista',
            role: 'Engenheiro',
            organization: 'internal',
            phone: '11987654321',
            criticalityForContact: 'high',
            escalationOrder: 1,
        });
        expect(fieldErrors(res)).toContain('criticalityForContact:06');
    });

    it('07 already in use, on create and on patch', async () => {
        const first = await admin.post('/company', companyBody());
        expect(first.status).toBe(201);
        const dup = await admin.post(
            '/company',
            companyBody({ cnpj: first.record.cnpj })
        );
        expect(dup.status).toBe(400);
        expect(fieldErrors(dup)).toEqual(['cnpj:07']);
        const other = await admin.post('/company', companyBody());
        const patch = await admin.patch(
            `/company/${other.record.id as number}`,
            {
                cnpj: first.record.cnpj,
            }
        );
        expect(fieldErrors(patch)).toEqual(['cnpj:07']);
        // A deleted record frees its value.
        await admin.del(`/company/${first.record.id as number}`);
        const again = await admin.post(
            '/company',
            companyBody({ cnpj: first.record.cnpj })
        );
        expect(again.status).toBe(201);
    });

    it('03 on a reference to a record that does not exist', async () => {
        const res = await admin.post('/subsidiary', {
            name: 'Usina Fantasma',
            cnpj: freshCnpj(),
            companyId: 999999,
            plantType: 'hydro',
            address: {
                cep: '01310100',
                street: 'Rua A',
                county: 'São Paulo',
                state: 'SP',
            },
            latitude: -23.5,
            longitude: -46.6,
        });
        expect(fieldErrors(res)).toEqual(['companyId:03']);
    });

    it('reports nested paths in lists', async () => {
        const res = await operator.post('/instruction', {
            title: 'Evacuação',
            criticality: 'critical',
            steps: [{ order: 1, text: 'Soar a sirene' }, { order: 'dois' }],
        });
        expect(fieldErrors(res)).toEqual(
            expect.arrayContaining(['steps.1.order:04', 'steps.1.text:01'])
        );
    });
});

describe('bad input never becomes a 500', () => {
    const send = (body: string, contentType: string, method = 'POST') =>
        admin.raw('/company', {
            method,
            headers: { 'content-type': contentType },
            body,
        });

    it('malformed JSON → 400 code 03', async () => {
        const res = await send('{"name": ', 'application/json');
        expect(res.status).toBe(400);
        expect(fieldErrors(res)).toEqual([':03']);
    });

    it('wrong content type → 400', async () => {
        for (const type of [
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
        ]) {
            const res = await send('name=x', type);
            expect(res.status, type).toBe(400);
            expect(res.body.errors?.[0]?.code).toBe('03');
        }
    });

    it('a body that is not an object → 400 code 03', async () => {
        for (const body of ['[1,2]', '"text"', '42', 'null']) {
            const res = await send(body, 'application/json');
            expect(res.status, body).toBe(400);
            expect(fieldErrors(res)).toContain(':03');
        }
    });

    it('an oversized body → 400 code 08', async () => {
        const big = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
        const res = await send(big, 'application/json');
        expect(res.status).toBe(400);
        expect(fieldErrors(res)).toEqual([':08']);
    });

    it('a prototype key is an unknown attribute, not a pollution', async () => {
        const res = await send(
            '{"__proto__": {"isAdmin": true}}',
            'application/json'
        );
        expect(res.status).toBe(400);
        expect(fieldErrors(res)).toContain('__proto__:03');
    });

    it('DELETE with a JSON content type and no body works', async () => {
        const created = await admin.post('/company', companyBody());
        const res = await admin.raw(`/company/${created.record.id as number}`, {
            method: 'DELETE',
            headers: { 'content-type': 'application/json' },
        });
        expect(res.status).toBe(200);
    });
});

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

    it('sends the security headers on what the sign-in serves too, its own pages included (issue #13)', async () => {
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
            `${realm}/resources/login.css`,
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
        const res = await admin.get('/user/session');
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
