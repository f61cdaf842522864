import type {
    Session,
    SessionModule,
    SessionPage,
} from '@shared/domain/session';

let nextId = 1;

export const page = (
    codeIntl: string,
    url: string,
    menuOrder: number,
    overrides: Partial<SessionPage> = {}
): SessionPage => ({
    id: nextId++,
    codeIntl,
    url,
    icon: null,
    moduleId: 0,
    isMenu: true,
    showInMenu: true,
    order: menuOrder,
    justView: false,
    showOnMenu: true,
    menuOrder,
    ...overrides,
});

export const module = (
    codeIntl: string,
    order: number,
    pages: SessionPage[],
    icon: string | null = null
): SessionModule => ({ id: nextId++, codeIntl, icon, order, pages });

/** A plant user: modules deliberately out of order, hidden pages included. */
export const operatorModules = (): SessionModule[] => [
    module('IT', 2, [
        page('measure', '/measure', 3, { icon: 'Speed' }),
        page('sensor', '/sensor', 1, { icon: 'Sensors' }),
        page('gateway', '/gateway', 2, { icon: 'NoSuchIcon' }),
    ]),
    module(
        'base',
        1,
        [
            page('user', '/user', 2, { icon: 'People' }),
            page('dashboard', '/dashboard', 1, { icon: 'Dashboard' }),
            page('userNew', '/user/new', 3, { isMenu: false }),
            page('contact', '/contact', 4, { showOnMenu: false }),
        ],
        'Home'
    ),
];

export const operatorSession = (
    subsidiaries: Session['subsidiaries'] = [
        { id: 10, name: 'UHE Serra Azul', cnpj: '11222333000181' },
        { id: 20, name: 'PCH Rio Claro', cnpj: '11444777000161' },
    ]
): Session => ({
    user: {
        id: 1,
        name: 'Olga',
        email: 'olga@example.com',
        companyId: 1,
        timeZone: 'America/Sao_Paulo',
    },
    isAdmin: false,
    profile: {
        id: 1,
        name: 'Operator',
        isAdmin: false,
        modules: operatorModules(),
    },
    subsidiaries,
    pages: [],
    permission: [],
    mobilePages: [],
    mobile: null,
});

export const adminSession = (): Session => ({
    user: {
        id: 2,
        name: 'Ana',
        email: 'ana@example.com',
        companyId: 1,
        timeZone: 'America/Sao_Paulo',
    },
    isAdmin: true,
    profile: {
        id: 2,
        name: 'Admin',
        isAdmin: true,
        modules: [module('admin', 0, [page('company', '/admin/company', 1)])],
    },
    subsidiaries: [],
    pages: [],
    permission: [],
    mobilePages: [],
    mobile: null,
});
