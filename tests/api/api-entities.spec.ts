/**
 * Entity rules the server applies, the user endpoints, the look-ups and
 * the simulation send (docs/api.md).
 */
import { inject } from 'vitest';
import { cnpjCheckDigits } from '../../shared/domain/cnpj';
import { signIn } from './helpers/login.ts';
import {
    apiClient,
    clientFor,
    fieldErrors,
    type ApiClient,
    type Rec,
} from './helpers/apiClient.ts';

const baseUrl = inject('baseUrl');

let admin: ApiClient;
let operator: ApiClient;
let operatorId: number;
let plantA: number;
let viewer: ApiClient;

beforeAll(async () => {
    admin = (await clientFor(baseUrl, 'admin')).api;
    const op = await clientFor(baseUrl, 'operator');
    operator = op.api;
    operatorId = op.userId;
    plantA = op.plants[0] ?? 0;
    viewer = (await clientFor(baseUrl, 'viewer')).api;
});

describe('measure', () => {
    let sensor: Rec;

    beforeAll(async () => {
        const watershed = (await operator.get('/watershed/search?limit=1'))
            .rows[0] as Rec;
        const created = await operator.post('/sensor', {
            devEui: `70b3d57ed0${Math.floor(Math.random() * 0xffffff)
                .toString(16)
                .padStart(6, '0')}`,
            name: 'Extensômetro de teste',
            sensorType: 'displacement',
            unit: 'mm',
            localization: { latitude: -18.97, longitude: -49.46 },
            watershedId: watershed.id,
        });
        expect(created.status).toBe(201);
        sensor = created.record;
        expect(sensor.devEui).toMatch(/^([0-9A-F]{2}:){7}[0-9A-F]{2}$/);
        await setAlert(null);
    });

    /** Thresholds 10/20/30/40 upwards; `pct` of deviation over the previous 2 readings raises a level. */
    async function setAlert(pct: number | null) {
        const plant = (await operator.get(`/subsidiary/${plantA}`)).record;
        const others = ((plant.alertConfig ?? []) as Rec[]).filter(
            c => c.sensorType !== 'displacement'
        );
        const patched = await operator.patch(`/subsidiary/${plantA}`, {
            alertConfig: [
                ...others,
                {
                    sensorType: 'displacement',
                    direction: 'above',
                    low: 10,
                    medium: 20,
                    high: 30,
                    critical: 40,
                    numberOfPreviousMeasures: 2,
                    compareToPreviousMeasure: pct,
                },
            ],
        });
        expect(patched.status).toBe(200);
    }

    const reading = (value: number, minutesAgo: number) =>
        operator.post('/measure', {
            sensorId: sensor.id,
            value,
            date: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
            // The server decides these: the body's values are ignored.
            type: 'auto',
            criticality: 'critical',
            unit: 'km',
        });

    it('is manual, in the sensor unit, registered by the caller, criticality from the thresholds', async () => {
        const res = await reading(25, 30);
        expect(res.status).toBe(201);
        expect(res.record).toMatchObject({
            type: 'manual',
            unit: 'mm',
            registeredBy: operatorId,
            criticality: 'medium',
            subsidiaryId: plantA,
        });
        expect((await reading(35, 29)).record.criticality).toBe('high');
        expect((await reading(45, 28)).record.criticality).toBe('critical');
    });

    it('raises the criticality when it deviates from the previous readings', async () => {
        await setAlert(25);
        await reading(12, 20);
        await reading(12, 19);
        // 12 is "low"; 16 is still "low" by threshold but 33 % over the mean of 12.
        const steady = await reading(13, 18);
        expect(steady.record.criticality).toBe('low');
        const jump = await reading(16, 17);
        expect(jump.record.criticality).toBe('medium');
        // The record keeps the rule that produced it.
        expect(jump.record.criticalityRule).toMatchObject({
            sensorType: expect.any(String),
            reached: 'low',
            bound: 10,
            raised: true,
            previousCount: expect.any(Number),
        });
        expect(
            (jump.record.criticalityRule as { deviationPct: number })
                .deviationPct
        ).toBeGreaterThan(25);
    });

    it('recomputes on a patch of the value', async () => {
        const res = await reading(11, 10);
        const patched = await operator.patch(
            `/measure/${res.record.id as number}`,
            { value: 41 }
        );
        expect(patched.record.criticality).toBe('critical');
        expect(patched.record.type).toBe('manual');
    });
});

describe('gateway', () => {
    it('derives state from lastSeenAt and the stats interval', async () => {
        const created = await operator.post('/gateway', {
            gatewayEui: `a84041ffff${Math.floor(Math.random() * 0xffffff)
                .toString(16)
                .padStart(6, '0')}`,
            name: 'Gateway novo',
            location: { latitude: -18.96, longitude: -49.46 },
            state: 'online',
        });
        expect(created.status).toBe(201);
        expect(created.record.state).toBe('never-seen');
        expect(created.record.statsIntervalSec).toBe(30);
        const all = await operator.get('/gateway/search?limit=100');
        for (const g of all.rows) {
            const seen =
                typeof g.lastSeenAt === 'string'
                    ? Date.parse(g.lastSeenAt)
                    : NaN;
            const expected = Number.isNaN(seen)
                ? 'never-seen'
                : Date.now() - seen > 2 * (g.statsIntervalSec as number) * 1000
                  ? 'offline'
                  : 'online';
            // A reading can age between the answer and this check: allow online -> offline only.
            expect([
                expected,
                expected === 'offline' ? 'online' : expected,
            ]).toContain(g.state);
        }
    });
});

describe('inspection form and register', () => {
    it('bumps the form version when its fields change and stamps registers with it and the inspector', async () => {
        const form = await operator.post('/inspection-form', {
            name: `Inspeção visual ${Math.random().toString(36).slice(2, 6)}`,
            fields: [
                {
                    title: 'Trincas no paramento',
                    fieldType: 4,
                    isRequired: true,
                },
                { title: 'Observações', fieldType: 1 },
            ],
        });
        expect(form.status).toBe(201);
        expect(form.record.version).toBe(1);
        const id = form.record.id as number;
        const v2 = await operator.patch(`/inspection-form/${id}`, {
            description: 'Revisada',
            fields: [
                {
                    title: 'Trincas no paramento',
                    fieldType: 4,
                    isRequired: true,
                },
                { title: 'Observações gerais', fieldType: 1 },
            ],
            version: 99,
        });
        expect(v2.record.version).toBe(2);

        const register = await operator.post('/inspection-register', {
            inspectionFormId: id,
            date: new Date().toISOString(),
            answers: [
                { fieldIndex: 0, value: 'false' },
                { fieldIndex: 1, value: 'Sem anomalias' },
            ],
            result: 'ok',
            inspectorId: 1,
        });
        expect(register.status).toBe(201);
        expect(register.record).toMatchObject({
            formVersion: 2,
            inspectorId: operatorId,
        });

        const missing = await operator.post('/inspection-register', {
            inspectionFormId: id,
            date: new Date().toISOString(),
            answers: [
                { fieldIndex: 1, value: 'x' },
                { fieldIndex: 7, value: 'y' },
            ],
        });
        expect(fieldErrors(missing)).toEqual(
            expect.arrayContaining(['answers:01', 'answers.1.fieldIndex:03'])
        );
    });

    it('answers 07 for a form name already used in the plant', async () => {
        const name = `Checklist ${Math.random().toString(36).slice(2, 6)}`;
        const body = { name, fields: [{ title: 'Campo', fieldType: 1 }] };
        expect((await operator.post('/inspection-form', body)).status).toBe(
            201
        );
        expect(
            fieldErrors(await operator.post('/inspection-form', body))
        ).toEqual(['name:07']);
    });
});

describe('simulation send', () => {
    it('records the notifications in the outbox once, and marks the drill sent', async () => {
        const called = await operator.post('/contact', {
            name: 'Defesa Civil Municipal',
            role: 'Coordenador',
            organization: 'civil-defense',
            phone: '34999990000',
            email: 'defesa@cidade.gov.br',
            criticalityForContact: ['high'],
            escalationOrder: 1,
        });
        const notCalled = await operator.post('/contact', {
            name: 'Prefeitura',
            role: 'Gabinete',
            organization: 'city-hall',
            phone: '3432100000',
            criticalityForContact: ['critical'],
            escalationOrder: 2,
        });
        const sim = await operator.post('/simulation', {
            title: 'Simulado de ruptura',
            date: new Date().toISOString(),
            criticality: 'high',
            contactIds: [called.record.id, notCalled.record.id],
            sent: true,
        });
        expect(sim.status).toBe(201);
        expect(sim.record.sent).toBe(false);
        const id = sim.record.id as number;
        expect((await viewer.post(`/simulation/${id}/send`)).status).toBe(403);
        const sent = await operator.post(`/simulation/${id}/send`);
        expect(sent.status).toBe(200);
        expect(sent.record.sent).toBe(true);
        expect(Date.parse(String(sent.record.sentAt))).toBeGreaterThan(
            Date.now() - 60_000
        );
        // SMS and e-mail for the contact called at "high"; nothing for the other one.
        expect(sent.body.meta?.notifications).toBe(2);
        // The drill's page reads them back: who, how, to where, when.
        const outbox = await operator.get(`/simulation/${id}/outbox`);
        expect(outbox.status).toBe(200);
        expect(
            outbox.rows.map(r => [r.contactId, r.channel, r.recipient])
        ).toEqual([
            [called.record.id, 'sms', '34999990000'],
            [called.record.id, 'email', 'defesa@cidade.gov.br'],
        ]);
        for (const r of outbox.rows)
            expect(Date.parse(String(r.createdAt))).toBeGreaterThan(
                Date.now() - 60_000
            );
        expect((await viewer.get(`/simulation/${id}/outbox`)).status).toBe(200);
        expect((await operator.get('/simulation/999999/outbox')).status).toBe(
            404
        );
        expect((await operator.post(`/simulation/${id}/send`)).status).toBe(
            409
        );
        expect((await operator.post('/simulation/999999/send')).status).toBe(
            404
        );
    });
});

describe('profile', () => {
    it('refuses a fourth module in the mobile bottom menu with the rule the UI names', async () => {
        // The catalogue's mobile pages sit in three modules (the demo adds a fourth); an administrator
        // adds a fourth, as the module and page screens allow.
        const tag = Math.random().toString(36).slice(2, 8);
        const extra = await admin.post('/module', {
            codeIntl: `field${tag}`,
            order: 90,
        });
        expect(extra.status).toBe(201);
        const extraPage = await admin.post('/page', {
            codeIntl: `fieldPage${tag}`,
            url: `/field-${tag}`,
            moduleId: extra.record.id,
            type: 1,
        });
        expect(extraPage.status).toBe(201);
        const pages = (await admin.get('/page/search?limit=100&type=1')).rows;
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
        const three = await admin.post('/profile', body(3));
        expect(three.status).toBe(201);
        const four = await admin.post('/profile', body(4));
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
        const res = await operator.post('/instruction', {
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

describe('checks across an item', () => {
    it('refuses an inspection field with min above max and unordered thresholds, at the setting', async () => {
        const form = await operator.post('/inspection-form', {
            name: `Ronda ${Math.random().toString(36).slice(2, 8)}`,
            fields: [
                { title: 'Nível', fieldType: 2, minValue: 9, maxValue: 1 },
            ],
        });
        expect(fieldErrors(form)).toEqual(['fields.0.maxValue:03']);
        const plant = await operator.patch(`/subsidiary/${plantA}`, {
            alertConfig: [
                {
                    sensorType: 'flow',
                    direction: 'below',
                    low: 10,
                    medium: 20,
                },
            ],
        });
        expect(fieldErrors(plant)).toEqual(['alertConfig.0.medium:03']);
    });
});

describe('user', () => {
    let profiles: Rec[];

    beforeAll(async () => {
        profiles = (await admin.get('/profile/search?limit=100')).rows;
    });

    const webProfile = () =>
        profiles.find(p => p.type === 0 && p.isAdmin === false) as Rec;
    const mobileProfile = () => profiles.find(p => p.type === 1) as Rec;
    const email = () =>
        `teste.${Math.random().toString(36).slice(2, 9)}@exemplo.com.br`;

    it('checks profile kinds: web is type 0, mobile type 1', async () => {
        const session = (await operator.get('/user/session')).record;
        const res = await admin.post('/user', {
            name: 'Pessoa Teste',
            email: email(),
            companyId: (session.user as Rec).companyId,
            profileWebId: mobileProfile().id,
            profileMobileId: webProfile().id,
        });
        expect(fieldErrors(res).sort()).toEqual([
            'profileMobileId:03',
            'profileWebId:03',
        ]);
    });

    it('a user created on the plant /user page joins the selected plant and its company', async () => {
        const res = await operator.post('/user', {
            name: 'Técnica Nova',
            email: email(),
            profileWebId: webProfile().id,
        });
        expect(res.status).toBe(201);
        const plant = (await operator.get(`/subsidiary/${plantA}`)).record;
        expect(res.record.subsidiaryIds).toEqual([plantA]);
        expect(res.record.companyId).toBe(plant.companyId);
        const admins = profiles.find(p => p.isAdmin === true) as Rec;
        const elevated = await operator.post('/user', {
            name: 'Quer ser admin',
            email: email(),
            profileWebId: admins.id,
        });
        expect(fieldErrors(elevated)).toContain('profileWebId:03');
    });

    it('a user created in the console signs in once given a first password, which is never replaced', async () => {
        const session = (await operator.get('/user/session')).record;
        const address = email();
        const created = await admin.post('/user', {
            name: 'Pessoa Nova',
            email: address,
            companyId: (session.user as Rec).companyId,
            profileWebId: webProfile().id,
        });
        expect(created.status).toBe(201);
        const id = created.record.id as number;
        expect((await admin.get(`/user/${id}/sign-in`)).record).toEqual({
            passwords: 'embedded',
            hasPassword: false,
        });
        await expect(signIn(baseUrl, address, 'Primeira#2026')).rejects.toThrow(
            /refused/
        );
        const weak = await admin.post(`/user/${id}/initial-password`, {
            password: 'fraca',
        });
        expect(fieldErrors(weak)).toEqual(['password:03']);
        const set = await admin.post(`/user/${id}/initial-password`, {
            password: 'Primeira#2026',
        });
        expect(set.status).toBe(200);
        expect((await admin.get(`/user/${id}/sign-in`)).record).toEqual({
            passwords: 'embedded',
            hasPassword: true,
        });
        const signedIn = await signIn(baseUrl, address, 'Primeira#2026');
        expect(signedIn.accessToken).toBeTruthy();
        // A password that exists is the user's: nobody else replaces it.
        const again = await admin.post(`/user/${id}/initial-password`, {
            password: 'Tomada#2026x',
        });
        expect(again.status).toBe(409);
        // Only who may edit the user sets it: a viewer may not.
        expect(
            (
                await viewer.post(`/user/${operatorId}/initial-password`, {
                    password: 'Tomada#2026x',
                })
            ).status
        ).toBe(403);
    });

    it('validate runs the checks without saving, with e-mail in use as 07', async () => {
        const session = (await operator.get('/user/session')).record;
        const me = session.user as Rec;
        const body = {
            name: 'Alguém',
            email: email(),
            companyId: me.companyId,
            profileWebId: webProfile().id,
        };
        const ok = await admin.post('/user/validate', body);
        expect(ok.status).toBe(200);
        expect(ok.record).toEqual({ valid: true });
        expect(
            (await admin.get(`/user/find?email=${body.email as string}`)).status
        ).toBe(404);

        const taken = await admin.post('/user/validate', {
            ...body,
            email: me.email,
        });
        expect(taken.status).toBe(400);
        expect(fieldErrors(taken)).toEqual(['email:07']);
        const self = await admin.post('/user/validate', {
            id: me.id,
            email: me.email,
        });
        expect(self.status).toBe(200);
        const broken = await admin.post('/user/validate', {
            name: 'x',
            email: 'nope',
        });
        expect(fieldErrors(broken)).toEqual(
            expect.arrayContaining(['email:03', 'companyId:01'])
        );
    });

    it("validate tells a plant user of e-mails in its own company only, never another company's", async () => {
        const me = (await operator.get('/user/session')).record.user as Rec;
        const companies = (await admin.get('/company/search?limit=50')).rows;
        const other = companies.find(c => c.id !== me.companyId);
        expect(other).toBeDefined();
        const elsewhere = email();
        expect(
            (
                await admin.post('/user', {
                    name: 'De Outra Empresa',
                    email: elsewhere,
                    companyId: other!.id,
                    profileWebId: webProfile().id,
                })
            ).status
        ).toBe(201);
        const colleague = await operator.post('/user', {
            name: 'Colega',
            email: email(),
            profileWebId: webProfile().id,
        });
        expect(colleague.status).toBe(201);
        const body = { name: 'Alguém', profileWebId: webProfile().id };
        // Another company's e-mail: the same answer as a free one.
        const foreign = await operator.post('/user/validate', {
            ...body,
            email: elsewhere,
        });
        expect(foreign.status).toBe(200);
        expect(foreign.record).toEqual({ valid: true });
        expect(
            (await operator.get(`/user/find?email=${elsewhere}`)).status
        ).toBe(404);
        // A colleague's e-mail: in use.
        const taken = await operator.post('/user/validate', {
            ...body,
            email: colleague.record.email,
        });
        expect(fieldErrors(taken)).toEqual(['email:07']);
        // An administrator sees every company.
        expect(
            fieldErrors(
                await admin.post('/user/validate', {
                    ...body,
                    companyId: me.companyId,
                    email: elsewhere,
                })
            )
        ).toEqual(['email:07']);
    });

    it('find answers the user by e-mail, or 404', async () => {
        const me = (await operator.get('/user/session')).record.user as Rec;
        const found = await admin.get(
            `/user/find?email=${encodeURIComponent(String(me.email).toUpperCase())}`
        );
        expect(found.status).toBe(200);
        expect(found.record.id).toBe(me.id);
        expect(
            (await admin.get('/user/find?email=ninguem@nada.com.br')).status
        ).toBe(404);
        expect(fieldErrors(await admin.get('/user/find?email=bad'))).toEqual([
            'email:03',
        ]);
        expect(fieldErrors(await admin.get('/user/find'))).toEqual([
            'email:01',
        ]);
    });

    it('list-names answers id and name of a company users', async () => {
        const me = (await operator.get('/user/session')).record.user as Rec;
        const res = await admin.get(
            `/user/list-names?companyId=${me.companyId as number}`
        );
        expect(res.status).toBe(200);
        expect(res.rows.length).toBeGreaterThan(1);
        for (const r of res.rows)
            expect(Object.keys(r).sort()).toEqual(['id', 'name']);
        const total = (
            await admin.get(
                `/user/search?companyId=${me.companyId as number}&limit=1`
            )
        ).body.meta?.total;
        expect(res.rows).toHaveLength(total ?? -1);
        expect(
            fieldErrors(await admin.get('/user/list-names?companyId=abc'))
        ).toEqual(['companyId:03']);
    });

    /** A fresh user with a first password, signed in (demo accounts stay untouched). */
    const freshUser = async (password: string) => {
        const session = (await operator.get('/user/session')).record;
        const address = email();
        const created = await admin.post('/user', {
            name: 'Troca de Senha',
            email: address,
            companyId: (session.user as Rec).companyId,
            // The operator's own profile and plant: a user the API serves.
            profileWebId: (session.profile as Rec).id,
            subsidiaryIds: [plantA],
        });
        expect(created.status).toBe(201);
        const id = created.record.id as number;
        expect(
            (await admin.post(`/user/${id}/initial-password`, { password }))
                .status
        ).toBe(200);
        return { address, id };
    };

    it('update-password enforces the rules and asks for the current password', async () => {
        const first = 'Primeira#2026';
        const { address } = await freshUser(first);
        const me = apiClient(
            baseUrl,
            (await signIn(baseUrl, address, first)).accessToken
        );
        const next = 'Nova#Senha2026';
        for (const [password, code] of [
            ['short1!', 'password:03'],
            ['nonumber!A', 'password:03'],
            ['NoSpecial123', 'password:03'],
            ['alllower1!', 'password:03'],
            ['', 'password:01'],
            [12345678, 'password:02'],
        ] as const) {
            expect(
                fieldErrors(
                    await me.post('/user/update-password', {
                        password,
                        currentPassword: first,
                    })
                ),
                String(password)
            ).toEqual([code]);
        }
        // A stolen access token alone changes nothing.
        for (const [currentPassword, code] of [
            [undefined, 'currentPassword:01'],
            ['', 'currentPassword:01'],
            [42, 'currentPassword:02'],
            ['Errada#2026', 'currentPassword:03'],
        ] as const) {
            expect(
                fieldErrors(
                    await me.post('/user/update-password', {
                        password: next,
                        currentPassword,
                    })
                ),
                String(currentPassword)
            ).toEqual([code]);
        }
        await signIn(baseUrl, address, first);
        const changed = await me.post('/user/update-password', {
            password: next,
            currentPassword: first,
        });
        expect(changed.status, JSON.stringify(changed.body)).toBe(200);
        await expect(signIn(baseUrl, address, first)).rejects.toThrow();
        await signIn(baseUrl, address, next);
    });

    it('a password change ends the other sessions and their refresh tokens, not the current one', async () => {
        const first = 'Primeira#2026';
        const { address } = await freshUser(first);
        const here = await signIn(baseUrl, address, first);
        const elsewhere = await signIn(baseUrl, address, first);
        const refresh = (token: string) =>
            fetch(`${baseUrl}/realms/plants/protocol/openid-connect/token`, {
                method: 'POST',
                body: new URLSearchParams({
                    grant_type: 'refresh_token',
                    client_id: 'plants-web',
                    refresh_token: token,
                }),
            });
        // A refreshed access token names its session (`sid`) as well.
        const refreshed = (await (await refresh(here.refreshToken)).json()) as {
            access_token: string;
        };
        const changed = await apiClient(baseUrl, refreshed.access_token).post(
            '/user/update-password',
            { password: 'Nova#Senha2026', currentPassword: first }
        );
        expect(changed.status, JSON.stringify(changed.body)).toBe(200);
        const old = await refresh(elsewhere.refreshToken);
        expect(old.status).toBe(400);
        expect(((await old.json()) as Rec).error).toBe('invalid_grant');
        expect((await refresh(here.refreshToken)).status).toBe(200);
    });

    it('wrong current passwords count as failed sign-ins', async () => {
        const first = 'Primeira#2026';
        const { address } = await freshUser(first);
        const me = apiClient(
            baseUrl,
            (await signIn(baseUrl, address, first)).accessToken
        );
        // Keycloak's default: the 30th failure locks the account for a minute.
        const answers: number[] = [];
        for (let i = 0; i < 31; i++) {
            answers.push(
                (
                    await me.post('/user/update-password', {
                        password: 'Nova#Senha2026',
                        currentPassword: `Errada#${i}`,
                    })
                ).status
            );
        }
        expect(answers.slice(0, 30).every(s => s === 400)).toBe(true);
        expect(answers[30]).toBe(429);
        // Locked: even the right password does not change it.
        expect(
            (
                await me.post('/user/update-password', {
                    password: 'Nova#Senha2026',
                    currentPassword: first,
                })
            ).status
        ).toBe(429);
    });
});

describe('look-ups', () => {
    it('finds a CNPJ of a company in the database and of the static table', async () => {
        const company = (await admin.get('/company/search?limit=1'))
            .rows[0] as Rec;
        const res = await admin.get(`/lookup/cnpj/${company.cnpj as string}`);
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
        const copel = await operator.get('/lookup/cnpj/76.483.817%2F0001-20');
        expect(copel.record).toMatchObject({
            cnpj: '76483817000120',
            name: 'Copel',
        });
    });

    it("tells a plant user nothing of another company's records, and what is theirs", async () => {
        const session = (await operator.get('/user/session')).record;
        const own = Number((session.user as Rec).companyId);
        const companies = (await admin.get('/company/search?limit=100')).rows;
        const foreign = companies.find(c => c.id !== own) as Rec;
        const mine = companies.find(c => c.id === own) as Rec;
        expect(foreign).toBeDefined();
        // An administrator reads it; the plant user gets "not found".
        expect(
            (await admin.get(`/lookup/cnpj/${foreign.cnpj as string}`)).status
        ).toBe(200);
        const hidden = await operator.get(
            `/lookup/cnpj/${foreign.cnpj as string}`
        );
        expect(hidden.status).toBe(404);
        expect(JSON.stringify(hidden.body)).not.toContain(
            String(foreign.email)
        );
        const plants = (await admin.get('/subsidiary/search?limit=100')).rows;
        const foreignPlant = plants.find(p => p.companyId !== own) as Rec;
        expect(
            (await operator.get(`/lookup/cnpj/${foreignPlant.cnpj as string}`))
                .status
        ).toBe(404);
        const ownAnswer = await operator.get(
            `/lookup/cnpj/${mine.cnpj as string}`
        );
        expect(ownAnswer.status).toBe(200);
        expect(ownAnswer.record).toMatchObject({ name: mine.name });
    });

    it('answers 400 for an invalid CNPJ and 404 for an unknown one', async () => {
        expect(
            fieldErrors(await admin.get('/lookup/cnpj/11222333000100'))
        ).toEqual(['cnpj:03']);
        const body = '98765432ABCD';
        expect(
            (await admin.get(`/lookup/cnpj/${body}${cnpjCheckDigits(body)}`))
                .status
        ).toBe(404);
    });

    it('finds a CEP of the static table and of a stored address', async () => {
        const paulista = await viewer.get('/lookup/cep/01310-100');
        expect(paulista.record).toEqual({
            cep: '01310100',
            street: 'Avenida Paulista',
            neighborhood: 'Bela Vista',
            county: 'São Paulo',
            state: 'SP',
        });
        const plant = (await operator.get(`/subsidiary/${plantA}`)).record;
        const address = plant.address as Rec;
        const stored = await operator.get(
            `/lookup/cep/${address.cep as string}`
        );
        expect(stored.status).toBe(200);
        expect(stored.record.cep).toBe(address.cep);
        expect(fieldErrors(await admin.get('/lookup/cep/123'))).toEqual([
            'cep:03',
        ]);
        expect((await admin.get('/lookup/cep/99999999')).status).toBe(404);
    });

    it('needs a token', async () => {
        expect(
            (await apiClient(baseUrl, '').get('/lookup/cep/01310100')).status
        ).toBe(401);
    });
});
