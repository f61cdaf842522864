/**
 * People: the three demo accounts (README, "Run it"), with their sign-in
 * passwords, then colleagues so that user lists page.
 */
import type { DbRecord } from '../../db/repository.ts';
import { setPassword } from '../../db/identityStore.ts';
import { DEMO_PASSWORDS, FIRST_NAMES, LAST_NAMES } from '../catalog.ts';
import type { DemoSeed, SeedContext } from '../demo.ts';
import { ascii, mobilePhone } from '../values.ts';
import { companyId } from './company.ts';
import { DEMO_PROFILES } from './profile.ts';

type Account = keyof typeof DEMO_PASSWORDS;

const ACCOUNT_EMAILS: Record<Account, string> = {
    admin: 'admin@valeparanaiba.com.br',
    operator: 'carlos.moreira@valeparanaiba.com.br',
    viewer: 'fernanda.rocha@valeparanaiba.com.br',
};

/** The user record of a demo account. */
export function demoAccount(ctx: SeedContext, account: Account): DbRecord {
    const email = ACCOUNT_EMAILS[account];
    const user = ctx.seeded('user').find(u => u.email === email);
    if (!user) throw new Error(`demo account ${account} is missing`);
    return user;
}

function profileId(ctx: SeedContext, name: string): number {
    const profile = ctx.seeded('profile').find(p => p.name === name);
    if (!profile) throw new Error(`demo profile ${name} is missing`);
    return profile.id;
}

export const userDemo: DemoSeed = {
    resource: 'user',
    rows: ctx => {
        const admin = profileId(ctx, DEMO_PROFILES.admin);
        const operator = profileId(ctx, DEMO_PROFILES.operator);
        const viewer = profileId(ctx, DEMO_PROFILES.viewer);
        const mobile = profileId(ctx, DEMO_PROFILES.mobile);
        const plants = ctx.seeded('subsidiary');
        const [p1, p2] = plants;
        if (!p1 || !p2) throw new Error('demo users need two plants');
        const vale = companyId(ctx, 'vale');
        return [
            {
                name: 'Administrador da Plataforma',
                email: ACCOUNT_EMAILS.admin,
                phone: '34991000001',
                companyId: vale,
                profileWebId: admin,
                profileMobileId: null,
                subsidiaryIds: [],
            },
            {
                name: 'Carlos Eduardo Moreira',
                email: ACCOUNT_EMAILS.operator,
                phone: '34991000002',
                companyId: vale,
                profileWebId: operator,
                profileMobileId: mobile,
                subsidiaryIds: [p1.id, p2.id],
            },
            {
                name: 'Fernanda Lima Rocha',
                email: ACCOUNT_EMAILS.viewer,
                phone: '34991000003',
                companyId: vale,
                profileWebId: viewer,
                profileMobileId: null,
                subsidiaryIds: [p1.id],
            },
            ...Array.from({ length: 27 }, (_, i) => {
                const first = FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Ana';
                const last = LAST_NAMES[(i * 7) % LAST_NAMES.length] ?? 'Silva';
                const plant = plants[i % 3] ?? p1;
                const company = i % 3 === 2 ? 'serra' : 'vale';
                const domain =
                    company === 'vale'
                        ? 'valeparanaiba.com.br'
                        : 'serragaucha-hidro.com.br';
                return {
                    name: `${first} ${last}`,
                    email: `${ascii(first)}.${ascii(last)}${i + 1}@${domain}`,
                    phone: mobilePhone(ctx.rnd, i),
                    companyId: companyId(ctx, company),
                    profileWebId: i % 4 === 0 ? viewer : operator,
                    profileMobileId: i % 2 ? mobile : null,
                    subsidiaryIds: [plant.id],
                    status: i % 9 === 8 ? 'inactive' : 'active',
                };
            }),
        ].map(u => ctx.checked(u));
    },
    after: async ({ db }, users) => {
        const [admin, operator, viewer] = users;
        if (!admin || !operator || !viewer) throw new Error('demo accounts');
        await setPassword(db, admin.id, DEMO_PASSWORDS.admin, 'admin');
        await setPassword(db, operator.id, DEMO_PASSWORDS.operator, 'operator');
        await setPassword(db, viewer.id, DEMO_PASSWORDS.viewer, 'viewer');
    },
};
