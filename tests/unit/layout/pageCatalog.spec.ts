import polyglotI18nProvider from 'ra-i18n-polyglot';
import { MODULES } from '@shared/domain/pageCatalog';
import {
    DEMO_MOBILE_MODULE,
    DEMO_MOBILE_PAGE,
} from '../../../server/src/seed/catalog';
import { hasMenuIcon } from '@/layout/menu/menuIcons';
import { resources } from '@shared/declarations';
import { pageLabel } from '@shared/declarations/pageLabel';
import { PAGES } from '@shared/declarations/pages';
import { messages as enMessages } from '@i18n/en-US/index';
import { messages as ptMessages } from '@i18n/pt-BR/index';

describe('page catalogue', () => {
    it('has one page per url an entity declares, named by the entity', () => {
        for (const def of resources) {
            for (const url of [def.pages.admin, def.pages.normal]) {
                if (!url) continue;
                const page = PAGES.find(p => p.url === url);
                expect(page?.codeIntl, url).toBe(def.name);
                expect(page?.icon).toBe(def.menu.icon);
            }
        }
    });

    it('has unique urls per page type', () => {
        const keys = PAGES.map(p => `${p.type} ${p.url}`);
        expect(new Set(keys).size).toBe(keys.length);
    });

    it('draws every page and module with an icon of the icon map', () => {
        const missing = [
            ...PAGES,
            ...MODULES,
            DEMO_MOBILE_MODULE,
            DEMO_MOBILE_PAGE,
        ]
            .map(p => p.icon)
            .filter(icon => !hasMenuIcon(icon));
        expect(missing).toEqual([]);
    });

    it('keeps admin pages in the admin module and lists modules in order', () => {
        for (const page of PAGES)
            expect(page.module === 'admin', page.url).toBe(page.isAdmin);
        const web = PAGES.filter(p => p.type === 0);
        const moduleOrder = web.map(p =>
            MODULES.findIndex(m => m.codeIntl === p.module)
        );
        expect(moduleOrder).toEqual([...moduleOrder].sort((a, b) => a - b));
    });
});

describe.each([
    ['en-US', enMessages],
    ['pt-BR', ptMessages],
])('%s names', (locale, messages) => {
    const i18n = polyglotI18nProvider(() => messages, locale);

    it('every module and page of the catalogue', () => {
        const missing: string[] = [];
        // The demo's fourth mobile module is named too (server/src/seed/mobileModule.ts).
        for (const module of [...MODULES, DEMO_MOBILE_MODULE]) {
            const key = `app.modules.${module.codeIntl}`;
            if (i18n.translate(key) === key) missing.push(key);
        }
        for (const page of [...PAGES, DEMO_MOBILE_PAGE]) {
            const { key, ...options } = pageLabel(page);
            if (i18n.translate(key, options) === key) missing.push(key);
        }
        expect(missing).toEqual([]);
    });

    it('a list page in the plural and a single-record page in the singular', () => {
        const name = (url: string) => {
            const page = PAGES.find(p => p.url === url)!;
            const { key, ...options } = pageLabel(page);
            return i18n.translate(key, options);
        };
        const [one, many] = i18n
            .translate('resources.company.name')
            .split(' |||| ');
        expect(name('/admin/company')).toBe(many);
        expect(name('/company/details')).toBe(one);
    });
});
