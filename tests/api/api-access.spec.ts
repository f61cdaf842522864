/**
 * Access on the server: which profile may call what (403), view-only pages,
 * reads through references, and plant isolation by the subsidiary-id header.
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
let operator: ApiClient;
let viewer: ApiClient;
let plantA: number;
let plantB: number;
let viewerPlant: number;
let viewerId: number;
let foreignPlant: number;

const contactBody = (over: Rec = {}): Rec => ({
    name: `Contato ${Math.random().toString(36).slice(2, 7)}`,
    role: 'Coordenador de emergência',
    organization: 'civil-defense',
    phone: '(34) 99876-5432',
    email: 'defesa.civil@exemplo.gov.br',
    criticalityForContact: ['high', 'critical'],
    escalationOrder: 2,
    ...over,
});

beforeAll(async () => {
    admin = (await clientFor(baseUrl, 'admin')).api;
    const op = await clientFor(baseUrl, 'operator');
    operator = op.api;
    [plantA = 0, plantB = 0] = op.plants;
    const v = await clientFor(baseUrl, 'viewer');
    viewer = v.api;
    viewerId = v.userId;
    viewerPlant = v.plants[0] ?? 0;
    const all = await admin.get('/subsidiary/search?limit=100');
    foreignPlant =
        all.rows.map(r => r.id as number).find(id => !op.plants.includes(id)) ??
        0;
    expect(foreignPlant).toBeGreaterThan(0);
});

describe('403 by profile', () => {
    it('an admin may not call plant resources', async () => {
        for (const path of [
            '/contact/search',
            '/measure/search',
            '/simulation/search',
            '/instruction/search',
        ]) {
            expect((await admin.get(path)).status, path).toBe(403);
        }
        const res = await admin.inPlant(plantA).post('/contact', contactBody());
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({
            statusCode: 403,
            message: expect.any(String),
        });
    });

    it('an admin reads gateways and sensors of every plant (instrumentation), read-only', async () => {
        const all = await admin.get('/gateway/search?limit=1');
        expect(all.status).toBe(200);
        const a = await operator.get('/gateway/search?limit=1');
        const b = await operator.inPlant(plantB).get('/gateway/search?limit=1');
        expect(all.body.meta?.total).toBeGreaterThanOrEqual(
            (a.body.meta?.total ?? 0) + (b.body.meta?.total ?? 0)
        );
        const onePlant = await admin.get(
            `/sensor/search?limit=100&subsidiaryId=${plantA}`
        );
        expect(onePlant.rows.every(r => r.subsidiaryId === plantA)).toBe(true);
        const gw = all.rows[0] as Rec;
        expect(
            (
                await admin.patch(`/gateway/${gw.id as number}`, {
                    name: 'Renomeado',
                })
            ).status
        ).toBe(403);
    });

    it('a plant user may not call admin resources it has no page for', async () => {
        expect((await operator.get('/module/search')).status).toBe(403);
        expect((await operator.get('/page/search')).status).toBe(403);
        expect(
            (await operator.post('/watershed', { name: 'Bacia X' })).status
        ).toBe(403);
        expect(
            (await operator.post('/company', { name: 'Empresa X' })).status
        ).toBe(403);
        expect((await operator.del(`/subsidiary/${plantA}`)).status).toBe(403);
    });

    it('a plant user reads what its pages reference, but never writes it', async () => {
        const watersheds = await operator.get('/watershed/search?limit=5');
        expect(watersheds.status).toBe(200);
        expect(watersheds.rows.length).toBeGreaterThan(0);
        const id = watersheds.rows[0]?.id as number;
        expect((await operator.get(`/watershed/${id}`)).status).toBe(200);
        expect(
            (await operator.patch(`/watershed/${id}`, { name: 'Mudou' })).status
        ).toBe(403);
        expect((await operator.get('/profile/search')).status).toBe(200);
    });

    it('a view-only page refuses writes but allows reads', async () => {
        const list = await viewer.get('/contact/search');
        expect(list.status).toBe(200);
        expect((await viewer.post('/contact', contactBody())).status).toBe(403);
        const id = list.rows[0]?.id as number;
        expect(
            (await viewer.patch(`/contact/${id}`, { role: 'Outro' })).status
        ).toBe(403);
        expect((await viewer.del(`/contact/${id}`)).status).toBe(403);
        expect(
            (
                await viewer.patch(`/subsidiary/${viewerPlant}`, {
                    name: 'Novo nome',
                })
            ).status
        ).toBe(403);
    });
});

describe('a change to who a user is applies at their next request', () => {
    // The server keeps a loaded caller for a few seconds (auth.ts); a write
    // through the API must drop it, or a deactivated user would go on.
    /**
     * Makes the record at `path` inactive for `refused` (which reads as the
     * viewer, in `client`), and active again: the viewer gets in before and
     * after.
     */
    const whileInactive = async (
        path: string,
        client: ApiClient,
        refused: (res: Awaited<ReturnType<ApiClient['get']>>) => void
    ) => {
        expect((await client.get('/sensor/search')).status).toBe(200);
        try {
            const off = await admin.patch(path, { status: 'inactive' });
            expect(off.status).toBe(200);
            refused(await client.get('/sensor/search'));
        } finally {
            await admin.patch(path, { status: 'active' });
        }
        expect((await client.get('/sensor/search')).status).toBe(200);
    };

    it('a user made inactive is refused at once, and let in again when active', () =>
        whileInactive(`/user/${viewerId}`, viewer, res => {
            expect(res.status).toBe(403);
            expect(res.body.message).toBe('User is not active');
        }));

    it('a profile made inactive is refused at once', async () => {
        const profileId = Number(
            (await admin.get(`/user/${viewerId}`)).record.profileWebId
        );
        await whileInactive(`/profile/${profileId}`, viewer, res => {
            expect(res.status).toBe(403);
            expect(res.body.message).toBe('The user has no active web profile');
        });
    });

    it('a plant made inactive is out of its users’ reach at once', () =>
        whileInactive(
            `/subsidiary/${viewerPlant}`,
            viewer.inPlant(viewerPlant),
            res => expect(res.status).toBe(403)
        ));
});

describe('the subsidiary-id header', () => {
    it('is required for plant users', async () => {
        const res = await operator.inPlant(undefined).get('/contact/search');
        expect(res.status).toBe(403);
    });

    it('must be one of the user plants', async () => {
        for (const id of [foreignPlant, 'abc', '-1', '999999']) {
            const res = await operator.inPlant(id).get('/sensor/search');
            expect(res.status, String(id)).toBe(403);
        }
        expect(
            (
                await viewer
                    .inPlant(plantB === viewerPlant ? plantA : plantB)
                    .get('/sensor/search')
            ).status
        ).toBe(403);
    });

    it('decides the plant of a new record, whatever the body says', async () => {
        const res = await operator
            .inPlant(plantA)
            .post('/contact', contactBody({ subsidiaryId: plantB }));
        expect(res.status).toBe(201);
        expect(res.record.subsidiaryId).toBe(plantA);
    });
});

describe('plant isolation', () => {
    let contactA: Rec;

    beforeAll(async () => {
        contactA = (
            await operator
                .inPlant(plantA)
                .post('/contact', contactBody({ name: 'Isolado da usina A' }))
        ).record;
    });

    it('a record of plant A is invisible with plant B selected', async () => {
        const inB = operator.inPlant(plantB);
        expect(
            (await inB.get(`/contact/${contactA.id as number}`)).status
        ).toBe(404);
        const search = await inB.get(
            '/contact/search?search=Isolado da usina A'
        );
        expect(search.body.meta?.total).toBe(0);
        const byId = await inB.get(
            `/contact/search?id=${contactA.id as number}`
        );
        expect(byId.rows).toEqual([]);
        const inA = await operator
            .inPlant(plantA)
            .get('/contact/search?search=Isolado da usina A');
        expect(inA.rows.map(r => r.id)).toEqual([contactA.id]);
    });

    it('a record of plant A is unwritable with plant B selected', async () => {
        const inB = operator.inPlant(plantB);
        expect(
            (
                await inB.patch(`/contact/${contactA.id as number}`, {
                    role: 'Invasor',
                })
            ).status
        ).toBe(404);
        expect(
            (await inB.del(`/contact/${contactA.id as number}`)).status
        ).toBe(404);
        const still = await operator
            .inPlant(plantA)
            .get(`/contact/${contactA.id as number}`);
        expect(still.record).toMatchObject({
            role: contactA.role,
            status: 'active',
        });
    });

    it('a query parameter cannot widen the plant', async () => {
        const res = await operator
            .inPlant(plantB)
            .get(`/contact/search?subsidiaryId=${plantA}&limit=100`);
        expect(res.rows.every(r => r.subsidiaryId === plantB)).toBe(true);
    });

    it('references must be records of the same plant', async () => {
        const sensorA = (
            await operator.inPlant(plantA).get('/sensor/search?limit=1')
        ).rows[0] as Rec;
        const res = await operator.inPlant(plantB).post('/measure', {
            sensorId: sensorA.id,
            value: 1,
            date: new Date().toISOString(),
        });
        expect(res.status).toBe(400);
        expect(fieldErrors(res)).toEqual(['sensorId:03']);
        const sim = await operator.inPlant(plantB).post('/simulation', {
            title: 'Simulado cruzado',
            date: new Date().toISOString(),
            criticality: 'high',
            contactIds: [contactA.id],
        });
        expect(fieldErrors(sim)).toEqual(['contactIds.0:03']);
    });

    it('company, plant and users are limited to the selected plant', async () => {
        const subs = await operator
            .inPlant(plantA)
            .get('/subsidiary/search?limit=100');
        expect(subs.rows.map(r => r.id)).toEqual([plantA]);
        expect(
            (await operator.inPlant(plantA).get(`/subsidiary/${plantB}`)).status
        ).toBe(404);
        const companies = await operator
            .inPlant(plantA)
            .get('/company/search?limit=100');
        expect(companies.rows).toHaveLength(1);
        expect(companies.rows[0]?.id).toBe((subs.rows[0] as Rec).companyId);
        const users = await operator
            .inPlant(plantA)
            .get('/user/search?limit=100');
        expect(users.rows.length).toBeGreaterThan(0);
        // The company's people, whichever of its plants they work at.
        const companyId = (subs.rows[0] as Rec).companyId;
        expect(users.rows.every(u => u.companyId === companyId)).toBe(true);
        const everyone = await admin.get('/user/search?limit=1');
        expect(everyone.body.meta?.total).toBeGreaterThan(
            users.body.meta?.total ?? 0
        );
    });

    it('a plant user edits its plant but cannot move it to another company', async () => {
        const plant = (
            await operator.inPlant(plantA).get(`/subsidiary/${plantA}`)
        ).record;
        const renamed = await operator
            .inPlant(plantA)
            .patch(`/subsidiary/${plantA}`, { name: `${String(plant.name)} ` });
        expect(renamed.status).toBe(200);
        const foreign = (await admin.get(`/subsidiary/${foreignPlant}`)).record;
        expect(foreign.companyId).not.toBe(plant.companyId);
        const moved = await operator
            .inPlant(plantA)
            .patch(`/subsidiary/${plantA}`, { companyId: foreign.companyId });
        expect(moved.status).toBe(403);
        expect(fieldErrors(moved)).toContain('companyId:03');
        const otherPlant = await operator
            .inPlant(plantA)
            .patch(`/subsidiary/${plantB}`, { name: 'Outra' });
        expect(otherPlant.status).toBe(404);
    });
});
