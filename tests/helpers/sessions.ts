/** Sessions shaped like `GET /user/session`, built from the page catalogue. */
import type {
    Session,
    SessionModule,
    SessionPage,
} from '@shared/domain/session';
import { MODULES } from '@shared/domain/pageCatalog';
import { PAGES } from '@shared/declarations/pages';

const buildModules = (
    isAdmin: boolean,
    justView: (url: string) => boolean
): SessionModule[] =>
    MODULES.map((m, moduleIndex) => ({
        id: moduleIndex + 1,
        codeIntl: m.codeIntl,
        icon: m.icon,
        order: m.order,
        pages: PAGES.filter(
            p =>
                p.module === m.codeIntl && p.isAdmin === isAdmin && p.type === 0
        ).map((p, i): SessionPage => ({
            id: moduleIndex * 100 + i + 1,
            codeIntl: p.codeIntl,
            url: p.url,
            icon: p.icon,
            moduleId: moduleIndex + 1,
            isMenu: p.isMenu,
            showInMenu: true,
            order: i,
            justView: justView(p.url),
            showOnMenu: true,
            menuOrder: i,
        })),
    })).filter(m => m.pages.length > 0);

export const makeSession = (opts: {
    isAdmin?: boolean;
    plants?: number;
    justView?: (url: string) => boolean;
}): Session => {
    const isAdmin = opts.isAdmin ?? false;
    const modules = buildModules(isAdmin, opts.justView ?? (() => false));
    const pages = modules.flatMap(m => m.pages);
    return {
        user: {
            id: 7,
            name: 'Ana Souza',
            email: 'ana@example.com',
            companyId: 3,
            timeZone: 'America/Sao_Paulo',
        },
        isAdmin,
        profile: {
            id: 1,
            name: isAdmin ? 'Administrator' : 'Operator',
            isAdmin,
            modules,
        },
        subsidiaries: Array.from(
            { length: isAdmin ? 0 : (opts.plants ?? 2) },
            (_, i) => ({
                id: 11 + i,
                name: `Usina ${String.fromCharCode(65 + i)}`,
                cnpj: i === 0 ? '11222333000181' : '45723174000110',
            })
        ),
        pages,
        permission: pages.map(p => p.url),
        mobilePages: [],
        mobile: null,
    };
};

export const adminSession = (): Session => makeSession({ isAdmin: true });
export const operatorSession = (): Session => makeSession({ plants: 2 });
export const viewerSession = (): Session =>
    makeSession({ plants: 1, justView: () => true });
