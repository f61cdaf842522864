/**
 * The error codes 01-08 of the REST API, and bad input that must never
 * become a 500.
 */
import { fieldErrors } from './helpers/apiClient.ts';
import { demoActors } from './helpers/actors.ts';
import { companyBody, freshCnpj } from './helpers/records.ts';

const actors = demoActors();

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
        // PostgreSQL cannot store U+0000: refused at the field.
        ['03 a NUL byte in a text', { name: 'Usina\u0000Norte' }, 'name:03'],
        [
            '03 a NUL byte inside an object',
            { address: { street: 'Rua\u0000A' } },
            'address.street:03',
        ],
    ])('%s', async (_label, over, expected) => {
        const res = await actors.admin.post('/company', companyBody(over));
        expect(res.status).toBe(400);
        expect(res.body.statusCode).toBe(400);
        expect(fieldErrors(res)).toContain(expected);
    });

    it('03 a date-time the calendar does not have, never stored as another day', async () => {
        const sensor = (await actors.operator.get('/sensor/search?limit=1'))
            .rows[0];
        for (const date of [
            '2026-02-31T00:00:00Z',
            '2026-02-29T10:00:00Z',
            '0000-01-01T00:00:00Z',
            '2026-11-20T24:00:00Z',
            '1',
        ]) {
            const res = await actors.operator.post('/measure', {
                sensorId: sensor?.id,
                value: 1,
                date,
            });
            expect(res.status, date).toBe(400);
            expect(fieldErrors(res), date).toEqual(['date:03']);
        }
    });

    it('05 not a boolean', async () => {
        const res = await actors.admin.post('/profile', {
            name: 'Perfil booleano',
            isAdmin: 'yes',
            type: 0,
        });
        expect(fieldErrors(res)).toContain('isAdmin:05');
    });

    it('06 not a list', async () => {
        const res = await actors.operator.post('/contact', {
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
        const first = await actors.admin.post('/company', companyBody());
        expect(first.status).toBe(201);
        const dup = await actors.admin.post(
            '/company',
            companyBody({ cnpj: first.record.cnpj })
        );
        expect(dup.status).toBe(400);
        expect(fieldErrors(dup)).toEqual(['cnpj:07']);
        const other = await actors.admin.post('/company', companyBody());
        const patch = await actors.admin.patch(
            `/company/${other.record.id as number}`,
            {
                cnpj: first.record.cnpj,
            }
        );
        expect(fieldErrors(patch)).toEqual(['cnpj:07']);
        // A deleted record frees its value.
        await actors.admin.del(`/company/${first.record.id as number}`);
        const again = await actors.admin.post(
            '/company',
            companyBody({ cnpj: first.record.cnpj })
        );
        expect(again.status).toBe(201);
    });

    it('03 on a reference to a record that does not exist', async () => {
        const res = await actors.admin.post('/subsidiary', {
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
        const res = await actors.operator.post('/instruction', {
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
        actors.admin.raw('/company', {
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
        const created = await actors.admin.post('/company', companyBody());
        const res = await actors.admin.raw(
            `/company/${created.record.id as number}`,
            {
                method: 'DELETE',
                headers: { 'content-type': 'application/json' },
            }
        );
        expect(res.status).toBe(200);
    });
});
