/**
 * The REST contract against the running server: authentication, the
 * session, CRUD with envelopes. Paging is in api-search.spec.ts, the error
 * codes and bad input in api-validation.spec.ts, the SPA serving beside the
 * API in api-spa.spec.ts.
 */
import { apiClient, type Rec } from './helpers/apiClient.ts';
import { demoActors } from './helpers/actors.ts';
import { companyBody } from './helpers/records.ts';
import { sharedBaseUrl } from './helpers/shared.ts';

const baseUrl = sharedBaseUrl();
const actors = demoActors();

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
        const [h, p, s] = actors.admin.token.split('.');
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
        const res = await actors.admin.get('/user/session');
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
        const res = await actors.operator.get('/user/session');
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
        const created = await actors.admin.post('/company', body);
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

        const got = await actors.admin.get(`/company/${id}`);
        expect(got.status).toBe(200);
        expect(got.record).toEqual(created.record);

        const patched = await actors.admin.patch(`/company/${id}`, {
            name: 'Nome Alterado',
        });
        expect(patched.status).toBe(200);
        expect(patched.record.name).toBe('Nome Alterado');
        expect(patched.record.cnpj).toBe(body.cnpj);

        const listed = await actors.admin.get(
            `/company/search?search=${body.cnpj}`
        );
        expect(listed.rows.map(r => r.id)).toEqual([id]);
        expect(listed.body.meta).toEqual({ page: 1, limit: 10, total: 1 });

        const deleted = await actors.admin.del(`/company/${id}`);
        expect(deleted.status).toBe(200);
        expect(deleted.record.status).toBe('deleted');
        const hidden = await actors.admin.get(
            `/company/search?search=${body.cnpj}`
        );
        expect(hidden.body.meta?.total).toBe(0);
        const asked = await actors.admin.get(
            `/company/search?search=${body.cnpj}&status=deleted`
        );
        expect(asked.rows.map(r => r.id)).toEqual([id]);
        // By id it is still there, marked deleted.
        expect((await actors.admin.get(`/company/${id}`)).record.status).toBe(
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
            const res = await actors.admin.get(path);
            expect(res.status, path).toBe(404);
            expect(res.body.statusCode).toBe(404);
        }
        expect(
            (await actors.admin.patch('/company/999999', { name: 'X y' }))
                .status
        ).toBe(404);
        expect((await actors.admin.del('/company/999999')).status).toBe(404);
    });

    it('answers 404 JSON for unknown API routes', async () => {
        const res = await actors.admin.post('/no-such-entity', {});
        expect(res.status).toBe(404);
        expect(res.body.statusCode).toBe(404);
    });

    it('refuses to hard-delete a page that a profile or another page uses', async () => {
        const profiles = await actors.admin.get('/profile/search?limit=1');
        const [entry] = profiles.rows[0]?.pages as { pageId: number }[];
        const used = await actors.admin.del(`/page/${entry?.pageId as number}`);
        expect(used.status).toBe(409);
        expect(
            (await actors.admin.get(`/page/${entry?.pageId as number}`)).status
        ).toBe(200);

        const modules = await actors.admin.get('/module/search?limit=1');
        const create = (codeIntl: string, extra: object = {}) =>
            actors.admin.post('/page', {
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
            (await actors.admin.del(`/page/${target.record.id as number}`))
                .status
        ).toBe(409);
        expect(
            (await actors.admin.del(`/page/${related.record.id as number}`))
                .status
        ).toBe(200);
        expect(
            (await actors.admin.del(`/page/${target.record.id as number}`))
                .status
        ).toBe(200);
    });

    it('refuses to hard-delete a module that pages use', async () => {
        const modules = await actors.admin.get('/module/search?limit=1');
        const res = await actors.admin.del(
            `/module/${modules.rows[0]?.id as number}`
        );
        expect(res.status).toBe(409);
        expect(
            (await actors.admin.get(`/module/${modules.rows[0]?.id as number}`))
                .status
        ).toBe(200);
    });
});
