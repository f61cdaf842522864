/**
 * Nobody acts above their station (docs/security.md, "Who writes what"): a plant
 * account cannot change an administrator's account, set its first
 * password, hand out a profile that grants more than it holds, or write
 * a company's Zabbix integration; an administrator cannot grant admin
 * pages they do not hold. Refusals are 403 with a sentence rule.
 */
import { demoActors } from './helpers/actors.ts';
import {
    apiClient,
    fieldErrors,
    type ApiAnswer,
    type ApiClient,
    type Rec,
} from './helpers/apiClient.ts';
import { signIn } from './helpers/login.ts';
import { sharedBaseUrl } from './helpers/shared.ts';

const actors = demoActors();
const PASSWORD = 'Rank#2026x';

const email = (tag: string) =>
    `rank.${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;

const rule = (res: ApiAnswer) =>
    (res.body.errors as { rule?: string }[] | undefined)?.map(e => e.rule);

let profiles: Rec[];
let companyId: number;
const profileNamed = (pred: (p: Rec) => boolean) => profiles.find(pred)!;
/** Users made here, deactivated at the end so the shared server keeps its demo shape. */
const made: number[] = [];

beforeAll(async () => {
    profiles = (await actors.admin.get('/profile/search?limit=100')).rows;
    companyId = (
        (await actors.operator.get('/user/session')).record.user as Rec
    ).companyId as number;
});

afterAll(async () => {
    for (const id of made)
        await actors.admin.patch(`/user/${id}`, { status: 'inactive' });
});

/** A new user of the operator's company and plant, made by the admin. */
async function newUser(profileWebId: unknown, tag: string): Promise<Rec> {
    const res = await actors.admin.post('/user', {
        name: `Conta ${tag}`,
        email: email(tag),
        companyId,
        profileWebId,
        subsidiaryIds: [actors.plantA],
    });
    expect(res.status).toBe(201);
    made.push(res.record.id as number);
    return res.record;
}

const adminProfile = () =>
    profileNamed(p => p.isAdmin === true && p.status === 'active');
const operatorProfile = () => profileNamed(p => p.name === 'Operador');

describe('a plant account and an administrator’s account', () => {
    let target: Rec;
    beforeAll(async () => {
        target = await newUser(adminProfile().id, 'admin');
    });

    const expectOutranked = (res: ApiAnswer) => {
        expect(res.status).toBe(403);
        expect(rule(res)).toEqual(['outranked']);
    };

    it('cannot rename it, change its e-mail, deactivate or delete it', async () => {
        const id = target.id as number;
        expectOutranked(
            await actors.operator.patch(`/user/${id}`, { name: 'Tomado' })
        );
        expectOutranked(
            await actors.operator.patch(`/user/${id}`, {
                email: email('taken'),
            })
        );
        expectOutranked(
            await actors.operator.patch(`/user/${id}`, { status: 'inactive' })
        );
        expectOutranked(await actors.operator.del(`/user/${id}`));
        expectOutranked(
            await actors.operator.post('/user/validate', {
                id,
                name: 'Tomado',
            })
        );
        const after = (await actors.admin.get(`/user/${id}`)).record;
        expect(after).toMatchObject({
            name: target.name,
            email: target.email,
            status: 'active',
        });
    });

    it('cannot set its first password, so cannot sign in as it', async () => {
        const id = target.id as number;
        expectOutranked(
            await actors.operator.post(`/user/${id}/initial-password`, {
                password: PASSWORD,
            })
        );
        expect(
            (await actors.admin.get(`/user/${id}/sign-in`)).record.hasPassword
        ).toBe(false);
    });

    it('still reads it in the company’s list', async () => {
        const res = await actors.operator.get(`/user/${target.id as number}`);
        expect(res.status).toBe(200);
    });

    it('cannot create an administrator or give one its profile', async () => {
        const created = await actors.operator.post('/user', {
            name: 'Quer ser admin',
            email: email('elevated'),
            profileWebId: adminProfile().id,
        });
        expect(created.status).toBe(403);
        expect(rule(created)).toEqual(['notHeld']);
        const viewer = (
            await actors.operator.get(
                '/user/search?search=fernanda.rocha&limit=1'
            )
        ).rows[0]!;
        const raised = await actors.operator.patch(
            `/user/${viewer.id as number}`,
            { profileWebId: adminProfile().id }
        );
        expect(raised.status).toBe(403);
        expect(fieldErrors(raised)).toEqual(['profileWebId:03']);
    });
});

describe('a plant account with fewer pages', () => {
    let manager: ApiClient;
    let managerProfile: Rec;
    beforeAll(async () => {
        const userPage = (
            await actors.admin.get('/page/search?search=/user&limit=100')
        ).rows.find(p => p.url === '/user' && p.type === 0)!;
        const created = await actors.admin.post('/profile', {
            name: `Gestor de pessoas ${Date.now()}`,
            type: 0,
            isAdmin: false,
            pages: [{ pageId: userPage.id, justView: false }],
        });
        expect(created.status).toBe(201);
        managerProfile = created.record;
        const user = await newUser(managerProfile.id, 'manager');
        expect(
            (
                await actors.admin.post(
                    `/user/${user.id as number}/initial-password`,
                    { password: PASSWORD }
                )
            ).status
        ).toBe(200);
        const tokens = await signIn(
            sharedBaseUrl(),
            user.email as string,
            PASSWORD
        );
        manager = apiClient(sharedBaseUrl(), tokens.accessToken, actors.plantA);
    });

    afterAll(async () => {
        await actors.admin.patch(`/profile/${managerProfile.id as number}`, {
            status: 'inactive',
        });
    });

    it('hands out its own profile, not one that grants more', async () => {
        const peer = await manager.post('/user', {
            name: 'Par do gestor',
            email: email('peer'),
            profileWebId: managerProfile.id,
        });
        expect(peer.status).toBe(201);
        made.push(peer.record.id as number);
        const more = await manager.post('/user', {
            name: 'Mais que o gestor',
            email: email('more'),
            profileWebId: operatorProfile().id,
        });
        expect(more.status).toBe(403);
        expect(fieldErrors(more)).toEqual(['profileWebId:03']);
        expect(rule(more)).toEqual(['notHeld']);
    });

    it('cannot act on an account that holds more (the operator)', async () => {
        const res = await manager.patch(`/user/${actors.operatorId}`, {
            phone: '34991234567',
        });
        expect(res.status).toBe(403);
        expect(rule(res)).toEqual(['outranked']);
    });
});

describe('a plant account and its company’s integration', () => {
    it('cannot set the Zabbix URL or token reference, nor the status', async () => {
        const before = (await actors.admin.get(`/company/${companyId}`)).record;
        const res = await actors.operator.patch(`/company/${companyId}`, {
            apiIntegration: {
                zabbixUrl: 'http://10.0.0.8:8080/',
                zabbixTokenRef: 'serra',
            },
        });
        expect(res.status).toBe(403);
        expect(res.body.errors).toEqual([
            { field: 'apiIntegration', code: '03', rule: 'adminOnly' },
        ]);
        const status = await actors.operator.patch(`/company/${companyId}`, {
            status: 'inactive',
        });
        expect(status.status).toBe(403);
        const after = (await actors.admin.get(`/company/${companyId}`)).record;
        expect(after.apiIntegration).toEqual(before.apiIntegration);
        expect(after.status).toBe(before.status);
    });

    it('may send back what the record holds, and change what is its page’s', async () => {
        const before = (await actors.operator.get(`/company/${companyId}`))
            .record;
        const res = await actors.operator.patch(`/company/${companyId}`, {
            apiIntegration: before.apiIntegration,
            status: before.status,
            phone: before.phone,
        });
        expect(res.status).toBe(200);
    });
});

describe('an administrator who does not hold every admin page', () => {
    let partial: ApiClient;
    let partialProfile: Rec;
    let companyPage: Rec;
    beforeAll(async () => {
        const admin = adminProfile();
        const pages = (await actors.admin.get('/page/search?limit=100')).rows;
        companyPage = pages.find(p => p.url === '/admin/company')!;
        const created = await actors.admin.post('/profile', {
            name: `Administrador parcial ${Date.now()}`,
            type: 0,
            isAdmin: true,
            pages: (admin.pages as Rec[]).filter(
                e => e.pageId !== companyPage.id
            ),
        });
        expect(created.status).toBe(201);
        partialProfile = created.record;
        const user = await newUser(partialProfile.id, 'partial');
        await actors.admin.post(`/user/${user.id as number}/initial-password`, {
            password: PASSWORD,
        });
        const tokens = await signIn(
            sharedBaseUrl(),
            user.email as string,
            PASSWORD
        );
        partial = apiClient(sharedBaseUrl(), tokens.accessToken);
    });

    afterAll(async () => {
        await actors.admin.patch(`/profile/${partialProfile.id as number}`, {
            status: 'inactive',
        });
    });

    it('cannot give its own profile a page it lacks, nor edit a profile that has it', async () => {
        const grown = await partial.patch(
            `/profile/${partialProfile.id as number}`,
            {
                pages: [
                    ...(partialProfile.pages as Rec[]),
                    { pageId: companyPage.id, justView: false },
                ],
            }
        );
        expect(grown.status).toBe(403);
        expect(rule(grown)).toEqual(['notHeld']);
        const full = await partial.patch(
            `/profile/${adminProfile().id as number}`,
            { name: 'Renomeado' }
        );
        expect(full.status).toBe(403);
        expect(rule(full)).toEqual(['outranked']);
    });

    it('cannot act on the administrator who holds more', async () => {
        const admin = (
            await actors.admin.get(
                '/user/search?search=admin@valeparanaiba&limit=1'
            )
        ).rows[0]!;
        const res = await partial.patch(`/user/${admin.id as number}`, {
            name: 'Tomado',
        });
        expect(res.status).toBe(403);
        expect(rule(res)).toEqual(['outranked']);
    });
});
