/**
 * The i18nProvider (ra-i18n-polyglot): pt-BR unless the browser asks for
 * English (spec section 4), the choice stored under `locale`. Only the
 * chosen catalog is downloaded; the other loads when the user switches.
 */
import { retryImport } from './retryImport';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import {
    initialLocale,
    LOCALES,
    storeLocale,
    type Locale,
} from '@/preferences/locale';

const loaders: Record<Locale, () => Promise<TranslationMessages>> = {
    'pt-BR': () =>
        retryImport(() => import('@i18n/pt-BR/index'))().then(m => m.messages),
    'en-US': () =>
        retryImport(() => import('@i18n/en-US/index'))().then(m => m.messages),
};

const isLocale = (v: string): v is Locale =>
    (LOCALES as readonly string[]).includes(v);

/** Switcher entries; names are in their own language on purpose. */
export const localeChoices = [
    { locale: 'pt-BR', name: 'Português (Brasil)' },
    { locale: 'en-US', name: 'English (US)' },
] as const;

/**
 * The provider's translate, where a message's `fieldKey` is the catalog
 * key of the field it names, translated into `field` with it: a server
 * error names its field in the language of the moment
 * (src/providers/apiErrors.ts).
 */
export const withFieldKeys =
    (provider: I18nProvider): I18nProvider['translate'] =>
    (key, options) => {
        const fieldKey: unknown = options?.fieldKey;
        if (typeof fieldKey !== 'string')
            return provider.translate(key, options);
        const field = provider.translate(fieldKey, {
            _: fieldKey.split('.').pop(),
        });
        return provider.translate(key, { ...options, field });
    };

/**
 * Loads the starting catalog (in parallel with sign-in, see main.tsx) and
 * builds the provider around it.
 */
export const createI18nProvider = async (
    locale: Locale = initialLocale()
): Promise<I18nProvider> => {
    const initial = await loaders[locale]();
    const provider = polyglotI18nProvider(
        requested => {
            if (requested === locale) return initial;
            return loaders[isLocale(requested) ? requested : locale]();
        },
        locale,
        [...localeChoices],
        // Keys without a translation show the key, never throw.
        { allowMissing: true }
    );
    return {
        ...provider,
        translate: withFieldKeys(provider),
        changeLocale: async (next, options) => {
            await provider.changeLocale(next, options);
            storeLocale(next);
            document.documentElement.lang = next;
        },
    };
};
