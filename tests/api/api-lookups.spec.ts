/**
 * Profiles' and instructions' rules, checks across an item, and the
 * look-ups (CNPJ, CEP) (docs/api.md).
 */
import { cnpjCheckDigits } from '../../shared/domain/cnpj';
import { apiClient, fieldErrors, type Rec } from './helpers/apiClient.ts';
import { demoActors } from './helpers/actors.ts';
import { sharedBaseUrl } from './helpers/shared.ts';

const baseUrl = sharedBaseUrl();
const actors = demoActors();

describe('profile', () => {
    it('refuses a fourth module in the mobile bottom menu with the rule the UI names', async () => {
        // The catalogue's mobile pages sit in three modules (the demo adds a fourth); an administrator
        // adds a fourth, as the module and page screens allow.
        const tag = Math.random().toString(36).slice(2, 8);
        const extra = await actors.admin.post('/module', {
            codeIntl: `field${tag}`,
            order: 90,
        });
        expect(extra.status).toBe(201);
        const extraPage = await actors.admin.post('/page', {
            codeIntl: `fieldPage${tag}`,
            url: `/field-${tag}`,
            moduleId: extra.record.id,
            type: 1,
        });
        expect(extraPage.status).toBe(201);
        const pages = (await actors.admin.get('/page/search?limit=100&type=1'))
            .rows;
        const byModule = new Map<unknown, Rec>();
        for (const p of pages)
            if (p.isAdmin === false && !byModule.has(p.moduleId))
                byModule.set(p.moduleId, p);
        const firstOfEach = [...byModule.values()];
        expect(firstOfEach.length).toBeGreaterThanOrEqual(4);
        const entry = (p: Rec) => ({ pageId: p.id, showInBottomMenu: true });
        const body = (n: number) => ({
            name: `Móvel ${Math.random().toString(36).slice(2, 8)}`,
            isAdmin: false,
            type: 1,
            pages: firstOfEach.slice(0, n).map(entry),
        });
        const three = await actors.admin.post('/profile', body(3));
        expect(three.status).toBe(201);
        const four = await actors.admin.post('/profile', body(4));
        expect(four.status).toBe(400);
        expect(four.body.errors).toEqual([
            {
                field: 'pages',
                code: '08',
                rule: 'bottomMenuLimit',
                bound: 3,
            },
        ]);
    });
});

describe('instruction', () => {
    it('stores steps in their order, whatever order the body lists them in', async () => {
        const res = await actors.operator.post('/instruction', {
            title: `Cheia ${Math.random().toString(36).slice(2, 8)}`,
            criticality: 'high',
            steps: [
                { order: 2, text: 'Segundo' },
                { order: 1, text: 'Primeiro' },
            ],
        });
        expect(res.status).toBe(201);
        expect((res.record.steps as Rec[]).map(s => s.text)).toEqual([
            'Primeiro',
            'Segundo',
        ]);
    });
});

describe('what an instruction covers', () => {
    it('is stored as declared, none by default (the plant’s general one), and refused outside its options', async () => {
        const title = `Cobertura ${Math.random().toString(36).slice(2, 8)}`;
        const steps = [{ order: 1, text: 'Verificar' }];
        const general = await actors.operator.post('/instruction', {
            title,
            criticality: 'high',
            steps,
        });
        expect(general.status).toBe(201);
        expect(general.record).toMatchObject({ sensorTypes: [], causes: [] });
        const covered = await actors.operator.post('/instruction', {
            title: `${title} nível`,
            criticality: 'high',
            steps,
            sensorTypes: ['level', 'flow'],
            causes: ['silence'],
        });
        expect(covered.status).toBe(201);
        expect(covered.record).toMatchObject({
            sensorTypes: ['level', 'flow'],
            causes: ['silence'],
        });
        const refused = await actors.operator.post('/instruction', {
            title: `${title} errado`,
            criticality: 'high',
            steps,
            sensorTypes: ['sonar'],
            causes: ['flood'],
        });
        expect(refused.status).toBe(400);
        expect(fieldErrors(refused).map(e => e.split(/[.:]/)[0])).toEqual(
            expect.arrayContaining(['sensorTypes', 'causes'])
        );
    });
});

describe('checks across an item', () => {
    it('refuses an inspection field with min above max and unordered thresholds, at the setting', async () => {
        const form = await actors.operator.post('/inspection-form', {
            name: `Ronda ${Math.random().toString(36).slice(2, 8)}`,
            fields: [
                { title: 'Nível', fieldType: 2, minValue: 9, maxValue: 1 },
            ],
        });
        expect(fieldErrors(form)).toEqual(['fields.0.maxValue:03']);
        const plant = await actors.operator.patch(
            `/subsidiary/${actors.plantA}`,
            {
                alertConfig: [
                    {
                        sensorType: 'flow',
                        direction: 'below',
                        low: 10,
                        medium: 20,
                    },
                ],
            }
        );
        expect(fieldErrors(plant)).toEqual(['alertConfig.0.medium:03']);
    });
});

describe('look-ups', () => {
    it('finds a CNPJ of a company in the database and of the static table', async () => {
        const company = (await actors.admin.get('/company/search?limit=1'))
            .rows[0] as Rec;
        const res = await actors.admin.get(
            `/lookup/cnpj/${company.cnpj as string}`
        );
        expect(res.status).toBe(200);
        expect(res.record).toMatchObject({
            cnpj: company.cnpj,
            name: company.name,
        });
        expect(Object.keys(res.record.address as Rec).sort()).toEqual([
            'cep',
            'complement',
            'county',
            'neighborhood',
            'number',
            'state',
            'street',
        ]);
        const copel = await actors.operator.get(
            '/lookup/cnpj/76.483.817%2F0001-20'
        );
        expect(copel.record).toMatchObject({
            cnpj: '76483817000120',
            name: 'Copel',
        });
    });

    it("tells a plant user nothing of another company's records, and what is theirs", async () => {
        const session = (await actors.operator.get('/user/session')).record;
        const own = Number((session.user as Rec).companyId);
        const companies = (await actors.admin.get('/company/search?limit=100'))
            .rows;
        const foreign = companies.find(c => c.id !== own) as Rec;
        const mine = companies.find(c => c.id === own) as Rec;
        expect(foreign).toBeDefined();
        // An administrator reads it; the plant user gets "not found".
        expect(
            (await actors.admin.get(`/lookup/cnpj/${foreign.cnpj as string}`))
                .status
        ).toBe(200);
        const hidden = await actors.operator.get(
            `/lookup/cnpj/${foreign.cnpj as string}`
        );
        expect(hidden.status).toBe(404);
        expect(JSON.stringify(hidden.body)).not.toContain(
            String(foreign.email)
        );
        const plants = (await actors.admin.get('/subsidiary/search?limit=100'))
            .rows;
        const foreignPlant = plants.find(p => p.companyId !== own) as Rec;
        expect(
            (
                await actors.operator.get(
                    `/lookup/cnpj/${foreignPlant.cnpj as string}`
                )
            ).status
        ).toBe(404);
        const ownAnswer = await actors.operator.get(
            `/lookup/cnpj/${mine.cnpj as string}`
        );
        expect(ownAnswer.status).toBe(200);
        expect(ownAnswer.record).toMatchObject({ name: mine.name });
    });

    it('answers 400 for an invalid CNPJ and 404 for an unknown one', async () => {
        expect(
            fieldErrors(await actors.admin.get('/lookup/cnpj/11222333000100'))
        ).toEqual(['cnpj:03']);
        const body = '98765432ABCD';
        expect(
            (
                await actors.admin.get(
                    `/lookup/cnpj/${body}${cnpjCheckDigits(body)}`
                )
            ).status
        ).toBe(404);
    });

    it('finds a CEP of the static table and of a stored address', async () => {
        const paulista = await actors.viewer.get('/lookup/cep/01310-100');
        expect(paulista.record).toEqual({
            cep: '01310100',
            street: 'Avenida Paulista',
            neighborhood: 'Bela Vista',
            county: 'São Paulo',
            state: 'SP',
        });
        const plant = (
            await actors.operator.get(`/subsidiary/${actors.plantA}`)
        ).record;
        const address = plant.address as Rec;
        const stored = await actors.operator.get(
            `/lookup/cep/${address.cep as string}`
        );
        expect(stored.status).toBe(200);
        expect(stored.record.cep).toBe(address.cep);
        expect(fieldErrors(await actors.admin.get('/lookup/cep/123'))).toEqual([
            'cep:03',
        ]);
        expect((await actors.admin.get('/lookup/cep/99999999')).status).toBe(
            404
        );
    });

    it('needs a token', async () => {
        expect(
            (await apiClient(baseUrl, '').get('/lookup/cep/01310100')).status
        ).toBe(401);
    });
});
