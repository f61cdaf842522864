import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showCodeFailure } from '@/screens/codeFailure';
import { reportMissingCode, type Startup } from '@/startup';
import { testI18nProvider } from '../../helpers/renderInAdmin';

describe("the app's code did not arrive (drawn without React)", () => {
    afterEach(() => document.body.replaceChildren());

    it.each([
        ['en-US', 'The console cannot start', 'Try again'],
        ['pt-BR', 'O console não pode iniciar', 'Tentar novamente'],
    ] as const)(
        'says so in the language of the catalog, with a retry (%s)',
        (locale, title, retry) => {
            const provider = testI18nProvider(locale);
            const container = document.createElement('div');
            document.body.append(container);
            showCodeFailure(
                container,
                'Failed to fetch dynamically imported module: /assets/shell.js',
                (key, options) => provider.translate(key, options),
                locale
            );
            const alert = screen.getByRole('alert');
            expect(alert.lang).toBe(locale);
            expect(
                within(alert).getByRole('heading', { level: 1 }).textContent
            ).toBe(title);
            expect(
                within(alert).getByRole('button', { name: retry })
            ).toBeTruthy();
            expect(alert.textContent).toContain(
                'Failed to fetch dynamically imported module'
            );
        }
    );

    it('writes a message as text, never as markup, and has Portuguese without a catalog', () => {
        const container = document.createElement('div');
        document.body.append(container);
        showCodeFailure(container, '<img src=x onerror=alert(1)>');
        expect(container.querySelector('img')).toBeNull();
        expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
        expect(screen.getByRole('alert').lang).toBe('pt-BR');
        expect(
            screen.getByRole('button', { name: 'Tentar novamente' })
        ).toBeTruthy();
    });
});

describe('start-up reports code that did not arrive', () => {
    afterEach(() => {
        document.body.replaceChildren();
        vi.restoreAllMocks();
    });

    it('in the root, in the language of the catalog start-up loaded', async () => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const root = document.createElement('div');
        root.id = 'root';
        document.body.append(root);
        const startup = {
            catalog: Promise.resolve(testI18nProvider('en-US')),
        } as unknown as Startup;
        await reportMissingCode(
            startup,
            new Error('Failed to fetch dynamically imported module')
        );
        const alert = within(root).getByRole('alert');
        expect(alert.lang).toBe('en-US');
        expect(alert.textContent).toContain('The console cannot start');
    });
});
