import {
    buildMenuGroups,
    filterMenuGroups,
    foldText,
} from '@/layout/menu/menuModel';
import { module, operatorModules, page } from './sessionFixture';

describe('buildMenuGroups', () => {
    it('orders modules by order and keeps only menu pages by menuOrder', () => {
        const groups = buildMenuGroups(operatorModules(), false);
        expect(groups.map(g => g.module.codeIntl)).toEqual(['base', 'IT']);
        expect(groups.map(g => g.pages.map(p => p.url))).toEqual([
            ['/dashboard', '/user'],
            ['/sensor', '/gateway', '/measure'],
        ]);
    });

    it('keeps admin pages for admin profiles only', () => {
        const modules = [
            module('admin', 0, [
                page('company', '/admin/company', 1),
                page('dashboard', '/dashboard', 2),
            ]),
        ];
        const urls = (isAdmin: boolean) =>
            buildMenuGroups(modules, isAdmin).flatMap(g =>
                g.pages.map(p => p.url)
            );
        expect(urls(true)).toEqual(['/admin/company']);
        expect(urls(false)).toEqual(['/dashboard']);
    });

    it('drops a module with no menu page', () => {
        const modules = operatorModules();
        for (const page of modules[0]!.pages) page.showOnMenu = false;
        expect(
            buildMenuGroups(modules, false).map(g => g.module.codeIntl)
        ).toEqual(['base']);
    });
});

describe('filterMenuGroups', () => {
    const names: Record<string, string> = {
        dashboard: 'Painel',
        user: 'Usuários',
        sensor: 'Sensores',
        gateway: 'Gateways',
        measure: 'Medições',
    };
    const groups = buildMenuGroups(operatorModules(), false);
    const filter = (query: string) =>
        filterMenuGroups(groups, query, p => names[p.codeIntl] ?? '').map(g =>
            g.pages.map(p => p.codeIntl)
        );

    it('ignores accents and case, on the translated name', () => {
        expect(foldText('  Medições ')).toBe('medicoes');
        expect(filter('USUARIO')).toEqual([['user']]);
        expect(filter('medicoes')).toEqual([['measure']]);
    });

    it('keeps everything for a blank query and nothing when none match', () => {
        expect(filter('  ')).toHaveLength(2);
        expect(filter('zzz')).toEqual([]);
    });
});
