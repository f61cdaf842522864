/**
 * The product cannot lock itself out: the last active
 * administrator cannot delete or deactivate their own account, move it to
 * a profile that is not an administrator's, or deactivate the
 * administrator profile: 409 with the sentence rule `lastAdministrator`.
 * Other administrators the run made are made inactive first and active
 * again afterwards, so the demo admin is the last one.
 */
import { clientFor, type ApiClient, type Rec } from './helpers/apiClient.ts';
import { sharedBaseUrl } from './helpers/shared.ts';

const baseUrl = sharedBaseUrl();

let admin: ApiClient;
let adminId: number;
let adminProfile: Rec;
let plainProfile: Rec;
let companyId: number;
/** Administrators other than the demo admin, made inactive for these tests. */
const others: number[] = [];

beforeAll(async () => {
    const signedIn = await clientFor(baseUrl, 'admin');
    admin = signedIn.api;
    adminId = signedIn.userId;
    const me = (await admin.get(`/user/${adminId}`)).record;
    companyId = me.companyId as number;
    adminProfile = (await admin.get(`/profile/${me.profileWebId as number}`))
        .record;
    expect(adminProfile.isAdmin).toBe(true);
    const profiles = (await admin.get('/profile/search?limit=100')).rows;
    plainProfile = profiles.find(
        p => p.type === 0 && p.isAdmin !== true && p.status === 'active'
    )!;
    const adminProfiles = profiles.filter(p => p.isAdmin === true);
    for (const p of adminProfiles) {
        const users = await admin.get(
            `/user/search?profileWebId=${p.id as number}&status=active&limit=100`
        );
        others.push(
            ...users.rows.map(u => u.id as number).filter(id => id !== adminId)
        );
    }
    for (const id of others)
        expect(
            (await admin.patch(`/user/${id}`, { status: 'inactive' })).status
        ).toBe(200);
});

afterAll(async () => {
    for (const id of others)
        await admin.patch(`/user/${id}`, { status: 'active' });
});

const expectRefused = (res: Awaited<ReturnType<ApiClient['get']>>) => {
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/no active administrator/);
    expect(res.body.errors).toEqual([
        { field: '', code: '03', rule: 'lastAdministrator' },
    ]);
};

describe('the last active administrator', () => {
    it('cannot delete their own account', async () => {
        expectRefused(await admin.del(`/user/${adminId}`));
        expect((await admin.get(`/user/${adminId}`)).record.status).toBe(
            'active'
        );
    });

    it('cannot deactivate their own account', async () => {
        expectRefused(
            await admin.patch(`/user/${adminId}`, { status: 'inactive' })
        );
    });

    it('cannot give their own account a profile that is not an administrator’s', async () => {
        expectRefused(
            await admin.patch(`/user/${adminId}`, {
                profileWebId: plainProfile.id,
            })
        );
        expect((await admin.get(`/user/${adminId}`)).record.profileWebId).toBe(
            adminProfile.id
        );
    });

    it('cannot deactivate or delete the administrator profile', async () => {
        const id = adminProfile.id as number;
        expectRefused(
            await admin.patch(`/profile/${id}`, { status: 'inactive' })
        );
        expectRefused(await admin.del(`/profile/${id}`));
        expect((await admin.get(`/profile/${id}`)).record.status).toBe(
            'active'
        );
    });

    it('cannot empty the administrator profile’s pages, or keep only viewing users and profiles', async () => {
        const id = adminProfile.id as number;
        expectRefused(await admin.patch(`/profile/${id}`, { pages: [] }));
        const pages = (await admin.get('/page/search?limit=100')).rows;
        const userPage = pages.find(p => p.url === '/admin/user')!;
        expectRefused(
            await admin.patch(`/profile/${id}`, {
                pages: (adminProfile.pages as Rec[]).map(e =>
                    e.pageId === userPage.id ? { ...e, justView: true } : e
                ),
            })
        );
        expectRefused(
            await admin.patch(`/profile/${id}`, {
                pages: (adminProfile.pages as Rec[]).filter(
                    e => e.pageId !== userPage.id
                ),
            })
        );
        expect((await admin.get(`/profile/${id}`)).record.pages).toEqual(
            adminProfile.pages
        );
        // The profile's page list still reaches its routes.
        expect((await admin.get('/user/search?limit=1')).status).toBe(200);
    });

    it('cannot move or delete the profile page, nor make it a plant page', async () => {
        const pages = (await admin.get('/page/search?limit=100')).rows;
        const profilePage = pages.find(p => p.url === '/admin/profile')!;
        const id = profilePage.id as number;
        expectRefused(
            await admin.patch(`/page/${id}`, { url: '/admin/profiles' })
        );
        expectRefused(await admin.patch(`/page/${id}`, { isAdmin: false }));
        const removed = await admin.del(`/page/${id}`);
        expect(removed.status).toBeGreaterThanOrEqual(400);
        expect((await admin.get(`/page/${id}`)).record.url).toBe(
            '/admin/profile'
        );
    });

    it('may do it once another administrator is active, and may remove that one while staying', async () => {
        const second = await admin.post('/user', {
            name: 'Segunda Administradora',
            email: `segunda.admin.${Date.now()}@exemplo.com.br`,
            companyId,
            profileWebId: adminProfile.id,
        });
        expect(second.status).toBe(201);
        const id = second.record.id as number;
        // Not the last: the other administrator may go.
        expect(
            (await admin.patch(`/user/${id}`, { status: 'inactive' })).status
        ).toBe(200);
        // Now the last again.
        expectRefused(
            await admin.patch(`/user/${adminId}`, { status: 'inactive' })
        );
        expect((await admin.del(`/user/${id}`)).status).toBe(200);
    });
});
