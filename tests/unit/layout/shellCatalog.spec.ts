import { MODULES, PAGES } from '@/domain/pageCatalog';
import { shell as enShell } from '@i18n/en-US/shell';
import { shell as ptShell } from '@i18n/pt-BR/shell';

describe.each([
    ['en-US', enShell],
    ['pt-BR', ptShell],
])('%s shell catalog', (_locale, shell) => {
    it('names every module and page of the catalog', () => {
        const modules: Record<string, string> = shell.app.modules;
        const pages: Record<string, string> = shell.app.pages;
        for (const module of MODULES) {
            expect(modules[module.codeIntl], module.codeIntl).toBeTruthy();
        }
        for (const page of PAGES) {
            expect(pages[page.codeIntl], page.codeIntl).toBeTruthy();
        }
    });
});
