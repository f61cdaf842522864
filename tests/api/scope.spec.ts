/**
 * Data stays in its company: every route that takes a
 * company or plant id in its path, query or body, called by a plant user
 * of one company with the id of another company's records. A query may
 * narrow the caller's scope, never replace it; a body cannot move a record
 * out of it; a record out of it answers 404 (403 for a plant that is not
 * the caller's in the `subsidiary-id` header).
 */
import {
    clientFor,
    fieldErrors,
    type ApiClient,
    type Rec,
} from './helpers/apiClient.ts';
import { sharedBaseUrl } from './helpers/shared.ts';

const baseUrl = sharedBaseUrl();

let admin: ApiClient;
/** The operator in their first plant (company "ours"). */
let operator: ApiClient;
let ownPlant: number;
let ownCompany: number;
let foreignCompany: Rec;
let foreignPlant: number;
let foreignUser: Rec;
/** Records of the operator's other plant, out of reach with ownPlant selected. */
let otherPlant: number;

const PNG = Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
        '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
    'hex'
);

beforeAll(async () => {
    admin = (await clientFor(baseUrl, 'admin')).api;
    const op = await clientFor(baseUrl, 'operator');
    operator = op.api;
    ownPlant = op.plants[0]!;
    otherPlant = op.plants[1]!;
    ownCompany = (await admin.get(`/subsidiary/${ownPlant}`)).record
        .companyId as number;
    const plants = await admin.get('/subsidiary/search?limit=100');
    const foreign = plants.rows.find(p => p.companyId !== ownCompany)!;
    foreignPlant = foreign.id as number;
    foreignCompany = (
        await admin.get(`/company/${foreign.companyId as number}`)
    ).record;
    foreignUser = (
        await admin.get(
            `/user/search?companyId=${foreignCompany.id as number}&limit=1`
        )
    ).rows[0]!;
    expect(foreignUser).toBeDefined();
});

const idsOf = (rows: Rec[]) => rows.map(r => r.id);

describe('a query narrows, never widens', () => {
    it('GET /user/list-names?companyId= of another company names nobody', async () => {
        const res = await operator.get(
            `/user/list-names?companyId=${foreignCompany.id as number}`
        );
        expect(res.status).toBe(200);
        expect(res.rows).toEqual([]);
        // Its own company narrows nothing away.
        const own = await operator.get(
            `/user/list-names?companyId=${ownCompany}`
        );
        expect(own.rows.length).toBeGreaterThan(0);
        expect(own.rows).toEqual((await operator.get('/user/list-names')).rows);
    });

    it('GET /user/search?companyId= of another company finds nobody', async () => {
        const res = await operator.get(
            `/user/search?companyId=${foreignCompany.id as number}&limit=100`
        );
        expect(res.rows).toEqual([]);
    });

    it('GET /company/search?id= of another company finds nothing', async () => {
        const res = await operator.get(
            `/company/search?id=${foreignCompany.id as number},${ownCompany}`
        );
        expect(idsOf(res.rows)).toEqual([ownCompany]);
    });

    it('GET /subsidiary/search?id=&companyId= of another company find nothing', async () => {
        for (const query of [
            `id=${foreignPlant}`,
            `companyId=${foreignCompany.id as number}`,
        ]) {
            const res = await operator.get(`/subsidiary/search?${query}`);
            expect(res.rows, query).toEqual([]);
        }
    });

    it('GET /<plant record>/search?subsidiaryId= of another plant lists the selected plant only', async () => {
        for (const entity of ['sensor', 'gateway', 'measure', 'contact']) {
            const res = await operator.get(
                `/${entity}/search?subsidiaryId=${foreignPlant}&limit=100`
            );
            expect(res.status, entity).toBe(200);
            expect(
                res.rows.every(r => r.subsidiaryId === ownPlant),
                entity
            ).toBe(true);
        }
    });

    it('GET /device/search?subsidiaryId= of another plant lists the selected plant only', async () => {
        const res = await operator.get(
            `/device/search?subsidiaryId=${foreignPlant}&limit=100`
        );
        expect(res.status).toBe(200);
        expect(res.rows.every(r => r.subsidiaryId === ownPlant)).toBe(true);
    });

    it('GET /dashboard/summary and /overview answer for the header’s plant whatever the query says', async () => {
        const query = `?subsidiaryId=${foreignPlant}&companyId=${foreignCompany.id as number}`;
        const summary = await operator.get(`/dashboard/summary${query}`);
        expect(summary.status).toBe(200);
        expect(summary.record.plantId).toBe(ownPlant);
        const overview = await operator.get(`/overview${query}`);
        expect(overview.status).toBe(200);
        expect((overview.record.plant as Rec).id).toBe(ownPlant);
        const sensors = overview.record.sensors as Rec[] | undefined;
        const own = (
            await operator.get('/sensor/search?limit=100&status=active')
        ).rows;
        if (sensors)
            expect(sensors.every(s => idsOf(own).includes(s.id))).toBe(true);
    });
});

describe('a record of another company or plant is out of reach', () => {
    it('GET /company/:id and /subsidiary/:id', async () => {
        expect(
            (await operator.get(`/company/${foreignCompany.id as number}`))
                .status
        ).toBe(404);
        expect((await operator.get(`/subsidiary/${foreignPlant}`)).status).toBe(
            404
        );
    });

    it('GET /user/:id, /user/:id/sign-in and /user/find', async () => {
        const id = foreignUser.id as number;
        expect((await operator.get(`/user/${id}`)).status).toBe(404);
        expect((await operator.get(`/user/${id}/sign-in`)).status).toBe(404);
        expect(
            (
                await operator.get(
                    `/user/find?email=${encodeURIComponent(String(foreignUser.email))}`
                )
            ).status
        ).toBe(404);
    });

    it('POST /user/validate with the id of another company user', async () => {
        const res = await operator.post('/user/validate', {
            id: foreignUser.id,
            name: 'Outro nome',
        });
        expect(res.status).toBe(404);
    });

    it('POST /user/:id/initial-password of another company user', async () => {
        const res = await operator.post(
            `/user/${foreignUser.id as number}/initial-password`,
            { password: 'Nova#Senha2026' }
        );
        expect(res.status).toBe(404);
    });

    it('GET /lookup/cnpj/:cnpj of another company does not read its record', async () => {
        const res = await operator.get(
            `/lookup/cnpj/${foreignCompany.cnpj as string}`
        );
        expect([200, 404]).toContain(res.status);
        if (res.status === 200) {
            expect(res.record.email).not.toBe(foreignCompany.email);
            expect(res.record.phone).not.toBe(foreignCompany.phone);
        }
    });

    it('GET /sensor/:id/series of another plant', async () => {
        const sensor = (
            await operator.inPlant(otherPlant).get('/sensor/search?limit=1')
        ).rows[0]!;
        expect(
            (await operator.get(`/sensor/${sensor.id as number}/series`)).status
        ).toBe(404);
    });

    it('GET /simulation/:id/outbox and POST /simulation/:id/send of another plant', async () => {
        const elsewhere = operator.inPlant(otherPlant);
        const created = await elsewhere.post('/simulation', {
            title: 'Simulado de outra usina',
            date: new Date().toISOString(),
            criticality: 'high',
            contactIds: [],
        });
        expect(created.status).toBe(201);
        const id = created.record.id as number;
        expect((await operator.get(`/simulation/${id}/outbox`)).status).toBe(
            404
        );
        expect((await operator.post(`/simulation/${id}/send`)).status).toBe(
            404
        );
        expect((await elsewhere.get(`/simulation/${id}`)).record.sent).toBe(
            false
        );
    });

    it('GET /inspection-photo/:id of another plant', async () => {
        const uploaded = await operator
            .inPlant(otherPlant)
            .raw('/inspection-photo', {
                method: 'POST',
                headers: { 'content-type': 'image/png' },
                body: PNG,
            });
        expect(uploaded.status).toBe(201);
        const id = uploaded.record.id as number;
        expect((await operator.get(`/inspection-photo/${id}`)).status).toBe(
            404
        );
    });

    it('GET /instrumentation (every plant) is not a plant user’s', async () => {
        expect((await operator.get('/instrumentation')).status).toBe(403);
    });

    it('a subsidiary-id header of another company’s plant is refused', async () => {
        for (const path of [
            '/sensor/search',
            '/dashboard/summary',
            '/overview',
            '/user/list-names',
        ]) {
            const res = await operator.inPlant(foreignPlant).get(path);
            expect(res.status, path).toBe(403);
        }
    });
});

describe('a body cannot move a record out of reach', () => {
    it('POST /contact with another plant in the body is created in the selected plant', async () => {
        const res = await operator.post('/contact', {
            name: 'Contato deslocado',
            role: 'Coordenador',
            organization: 'civil-defense',
            phone: '(34) 99876-5432',
            criticalityForContact: ['high'],
            escalationOrder: 1,
            subsidiaryId: foreignPlant,
        });
        expect(res.status).toBe(201);
        expect(res.record.subsidiaryId).toBe(ownPlant);
    });

    it('PATCH /subsidiary/:id to another company is refused', async () => {
        const res = await operator.patch(`/subsidiary/${ownPlant}`, {
            companyId: foreignCompany.id,
        });
        // The plant's company is administrators' (its declaration).
        expect(res.status).toBe(403);
        expect(fieldErrors(res)).toContain('companyId:03');
    });

    it('POST /user in another company, or PATCH /user/:id to another company’s plant, is refused', async () => {
        // A colleague the operator outranks (the viewer), so what refuses
        // is the plant or the company, not the rank.
        const colleague = (
            await operator.get('/user/search?search=fernanda.rocha&limit=1')
        ).rows[0]!;
        const patched = await operator.patch(
            `/user/${colleague.id as number}`,
            { subsidiaryIds: [foreignPlant] }
        );
        expect(patched.status).toBe(400);
        const moved = await operator.patch(`/user/${colleague.id as number}`, {
            companyId: foreignCompany.id,
        });
        expect(moved.status).toBe(403);
        expect(fieldErrors(moved)).toContain('companyId:03');
        const created = await operator.post('/user', {
            name: 'Pessoa de fora',
            email: `fora.${Date.now()}@exemplo.com.br`,
            companyId: foreignCompany.id,
            subsidiaryIds: [foreignPlant],
        });
        expect(created.status).toBe(403);
        const after = (await admin.get(`/user/${colleague.id as number}`))
            .record;
        expect(after.companyId).toBe(ownCompany);
    });
});
