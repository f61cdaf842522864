/**
 * Access profiles: the three demo accounts' (administrator, operator,
 * viewer), the field app's, and two more so the list has variety. The
 * pages they grant come from the page catalogue.
 */
import type { DbRecord } from '../../db/repository.ts';
import { MAX_BOTTOM_MENU_MODULES } from '@shared/declarations/profile.ts';
import type { DemoSeed } from '../demo.ts';

export const DEMO_PROFILES = {
    admin: 'Administrador',
    operator: 'Operador',
    viewer: 'Visualizador',
    mobile: 'Técnico de campo (app)',
} as const;

const grant = (
    list: DbRecord[],
    justView: boolean,
    bottom: (p: DbRecord) => boolean = () => false
) =>
    list.map((p, i) => ({
        pageId: p.id,
        justView,
        showOnMenu: true,
        menuOrder: i,
        showInBottomMenu: bottom(p),
        bottomMenuOrder: bottom(p) ? i : null,
    }));

/** The first pages' modules, up to the bottom menu's limit (spec section 9). */
const bottomModules = (pages: DbRecord[]) =>
    new Set(
        [...new Set(pages.map(p => p.moduleId))].slice(
            0,
            MAX_BOTTOM_MENU_MODULES
        )
    );

export const profileDemo: DemoSeed = {
    resource: 'profile',
    rows: ({ seeded, checked }) => {
        const pages = seeded('page');
        const adminPages = pages.filter(p => p.isAdmin && p.type === 0);
        const webPages = pages.filter(p => !p.isAdmin && p.type === 0);
        const mobilePages = pages.filter(p => p.type === 1);
        // The field app's profile keeps a module out of its bottom menu:
        // the demo's mobile pages sit in one module more than it holds.
        const bottom = bottomModules(mobilePages);
        return [
            {
                name: DEMO_PROFILES.admin,
                isAdmin: true,
                type: 0,
                pages: grant(adminPages, false),
            },
            {
                name: DEMO_PROFILES.operator,
                isAdmin: false,
                type: 0,
                pages: grant(webPages, false),
            },
            {
                name: DEMO_PROFILES.viewer,
                isAdmin: false,
                type: 0,
                pages: grant(webPages, true),
            },
            {
                name: DEMO_PROFILES.mobile,
                isAdmin: false,
                type: 1,
                pages: grant(mobilePages, false, p => bottom.has(p.moduleId)),
            },
            {
                name: 'Supervisor de segurança de barragem',
                isAdmin: false,
                type: 0,
                pages: webPages.map((p, i) => ({
                    ...grant(
                        [p],
                        ![
                            '/simulation',
                            '/instruction',
                            '/inspection-register',
                        ].includes(p.url as string)
                    )[0],
                    menuOrder: i,
                })),
            },
            {
                name: 'Auditor externo',
                isAdmin: false,
                type: 0,
                pages: grant(webPages.slice(0, 4), true),
                status: 'inactive',
            },
        ].map(p => checked(p));
    },
};
