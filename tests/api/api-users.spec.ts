/**
 * The user endpoints: creating, editing and protecting users and their
 * passwords (docs/api.md).
 */
import { signIn } from './helpers/login.ts';
import { apiClient, fieldErrors, type Rec } from './helpers/apiClient.ts';
import { demoActors } from './helpers/actors.ts';
import { sharedBaseUrl } from './helpers/shared.ts';

const baseUrl = sharedBaseUrl();
const actors = demoActors();

describe('user', () => {
    let profiles: Rec[];

    beforeAll(async () => {
        profiles = (await actors.admin.get('/profile/search?limit=100')).rows;
    });

    const webProfile = () =>
        profiles.find(p => p.type === 0 && p.isAdmin === false) as Rec;
    const mobileProfile = () => profiles.find(p => p.type === 1) as Rec;
    const email = () =>
        `teste.${Math.random().toString(36).slice(2, 9)}@exemplo.com.br`;

    it('checks profile kinds: web is type 0, mobile type 1', async () => {
        const session = (await actors.operator.get('/user/session')).record;
        const res = await actors.admin.post('/user', {
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
        const res = await actors.operator.post('/user', {
            name: 'Técnica Nova',
            email: email(),
            profileWebId: webProfile().id,
        });
        expect(res.status).toBe(201);
        const plant = (
            await actors.operator.get(`/subsidiary/${actors.plantA}`)
        ).record;
        expect(res.record.subsidiaryIds).toEqual([actors.plantA]);
        expect(res.record.companyId).toBe(plant.companyId);
        const admins = profiles.find(p => p.isAdmin === true) as Rec;
        const elevated = await actors.operator.post('/user', {
            name: 'Quer ser admin',
            email: email(),
            profileWebId: admins.id,
        });
        expect(fieldErrors(elevated)).toContain('profileWebId:03');
    });

    it('a user created in the console signs in once given a first password, which is never replaced', async () => {
        const session = (await actors.operator.get('/user/session')).record;
        const address = email();
        const created = await actors.admin.post('/user', {
            name: 'Pessoa Nova',
            email: address,
            companyId: (session.user as Rec).companyId,
            profileWebId: webProfile().id,
        });
        expect(created.status).toBe(201);
        const id = created.record.id as number;
        expect((await actors.admin.get(`/user/${id}/sign-in`)).record).toEqual({
            passwords: 'embedded',
            hasPassword: false,
        });
        await expect(signIn(baseUrl, address, 'Primeira#2026')).rejects.toThrow(
            /refused/
        );
        const weak = await actors.admin.post(`/user/${id}/initial-password`, {
            password: 'fraca',
        });
        expect(fieldErrors(weak)).toEqual(['password:03']);
        const set = await actors.admin.post(`/user/${id}/initial-password`, {
            password: 'Primeira#2026',
        });
        expect(set.status).toBe(200);
        expect((await actors.admin.get(`/user/${id}/sign-in`)).record).toEqual({
            passwords: 'embedded',
            hasPassword: true,
        });
        const signedIn = await signIn(baseUrl, address, 'Primeira#2026');
        expect(signedIn.accessToken).toBeTruthy();
        // A password that exists is the user's: nobody else replaces it.
        const again = await actors.admin.post(`/user/${id}/initial-password`, {
            password: 'Tomada#2026x',
        });
        expect(again.status).toBe(409);
        // Only who may edit the user sets it: a viewer may not.
        expect(
            (
                await actors.viewer.post(
                    `/user/${actors.operatorId}/initial-password`,
                    {
                        password: 'Tomada#2026x',
                    }
                )
            ).status
        ).toBe(403);
    });

    it('validate runs the checks without saving, with e-mail in use as 07', async () => {
        const session = (await actors.operator.get('/user/session')).record;
        const me = session.user as Rec;
        const body = {
            name: 'Alguém',
            email: email(),
            companyId: me.companyId,
            profileWebId: webProfile().id,
        };
        const ok = await actors.admin.post('/user/validate', body);
        expect(ok.status).toBe(200);
        expect(ok.record).toEqual({ valid: true });
        expect(
            (await actors.admin.get(`/user/find?email=${body.email as string}`))
                .status
        ).toBe(404);

        const taken = await actors.admin.post('/user/validate', {
            ...body,
            email: me.email,
        });
        expect(taken.status).toBe(400);
        expect(fieldErrors(taken)).toEqual(['email:07']);
        const self = await actors.admin.post('/user/validate', {
            id: me.id,
            email: me.email,
        });
        expect(self.status).toBe(200);
        const broken = await actors.admin.post('/user/validate', {
            name: 'x',
            email: 'nope',
        });
        expect(fieldErrors(broken)).toEqual(
            expect.arrayContaining(['email:03', 'companyId:01'])
        );
    });

    it("validate tells a plant user of e-mails in its own company only, never another company's", async () => {
        const me = (await actors.operator.get('/user/session')).record
            .user as Rec;
        const companies = (await actors.admin.get('/company/search?limit=50'))
            .rows;
        const other = companies.find(c => c.id !== me.companyId);
        expect(other).toBeDefined();
        const elsewhere = email();
        expect(
            (
                await actors.admin.post('/user', {
                    name: 'De Outra Empresa',
                    email: elsewhere,
                    companyId: other!.id,
                    profileWebId: webProfile().id,
                })
            ).status
        ).toBe(201);
        const colleague = await actors.operator.post('/user', {
            name: 'Colega',
            email: email(),
            profileWebId: webProfile().id,
        });
        expect(colleague.status).toBe(201);
        const body = { name: 'Alguém', profileWebId: webProfile().id };
        // Another company's e-mail: the same answer as a free one.
        const foreign = await actors.operator.post('/user/validate', {
            ...body,
            email: elsewhere,
        });
        expect(foreign.status).toBe(200);
        expect(foreign.record).toEqual({ valid: true });
        expect(
            (await actors.operator.get(`/user/find?email=${elsewhere}`)).status
        ).toBe(404);
        // A colleague's e-mail: in use.
        const taken = await actors.operator.post('/user/validate', {
            ...body,
            email: colleague.record.email,
        });
        expect(fieldErrors(taken)).toEqual(['email:07']);
        // An administrator sees every company.
        expect(
            fieldErrors(
                await actors.admin.post('/user/validate', {
                    ...body,
                    companyId: me.companyId,
                    email: elsewhere,
                })
            )
        ).toEqual(['email:07']);
    });

    it('find answers the user by e-mail, or 404', async () => {
        const me = (await actors.operator.get('/user/session')).record
            .user as Rec;
        const found = await actors.admin.get(
            `/user/find?email=${encodeURIComponent(String(me.email).toUpperCase())}`
        );
        expect(found.status).toBe(200);
        expect(found.record.id).toBe(me.id);
        expect(
            (await actors.admin.get('/user/find?email=ninguem@nada.com.br'))
                .status
        ).toBe(404);
        expect(
            fieldErrors(await actors.admin.get('/user/find?email=bad'))
        ).toEqual(['email:03']);
        expect(fieldErrors(await actors.admin.get('/user/find'))).toEqual([
            'email:01',
        ]);
    });

    it('list-names answers id and name of a company users', async () => {
        const me = (await actors.operator.get('/user/session')).record
            .user as Rec;
        const res = await actors.admin.get(
            `/user/list-names?companyId=${me.companyId as number}`
        );
        expect(res.status).toBe(200);
        expect(res.rows.length).toBeGreaterThan(1);
        for (const r of res.rows)
            expect(Object.keys(r).sort()).toEqual(['id', 'name']);
        const total = (
            await actors.admin.get(
                `/user/search?companyId=${me.companyId as number}&limit=1`
            )
        ).body.meta?.total;
        expect(res.rows).toHaveLength(total ?? -1);
        expect(
            fieldErrors(
                await actors.admin.get('/user/list-names?companyId=abc')
            )
        ).toEqual(['companyId:03']);
    });

    /** A fresh user with a first password, signed in (demo accounts stay untouched). */
    const freshUser = async (password: string) => {
        const session = (await actors.operator.get('/user/session')).record;
        const address = email();
        const created = await actors.admin.post('/user', {
            name: 'Troca de Senha',
            email: address,
            companyId: (session.user as Rec).companyId,
            // The operator's own profile and plant: a user the API serves.
            profileWebId: (session.profile as Rec).id,
            subsidiaryIds: [actors.plantA],
        });
        expect(created.status).toBe(201);
        const id = created.record.id as number;
        expect(
            (
                await actors.admin.post(`/user/${id}/initial-password`, {
                    password,
                })
            ).status
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
