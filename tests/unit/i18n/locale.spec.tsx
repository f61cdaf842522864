import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '@/providers/i18nProvider';
import { initialLocale, LOCALE_KEY } from '@/preferences/locale';

describe('language', () => {
    it('defaults to pt-BR unless the browser asks for English', () => {
        expect(initialLocale(null, ['pt-BR'])).toBe('pt-BR');
        expect(initialLocale(null, ['fr-FR', 'en-US'])).toBe('pt-BR');
        expect(initialLocale(null, ['en-GB'])).toBe('en-US');
        expect(initialLocale(null, [])).toBe('pt-BR');
    });

    it('a stored choice wins; junk in storage does not', () => {
        expect(initialLocale('en-US', ['pt-BR'])).toBe('en-US');
        expect(initialLocale('xx', ['pt-BR'])).toBe('pt-BR');
    });

    it('switching loads the other catalog and stores the choice', async () => {
        const i18n = await createI18nProvider('pt-BR');
        expect(i18n.translate('app.notFound.back')).toBe(
            'Voltar para a plataforma'
        );
        await i18n.changeLocale('en-US');
        expect(i18n.getLocale()).toBe('en-US');
        expect(i18n.translate('app.notFound.back')).toBe(
            'Back to the platform'
        );
        expect(localStorage.getItem(LOCALE_KEY)).toBe('en-US');
        expect(initialLocale(undefined, ['pt-BR'])).toBe('en-US');
    });
});
