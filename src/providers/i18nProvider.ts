/**
 * The i18nProvider (ra-i18n-polyglot): pt-BR unless the browser asks for
 * English (spec section 4), the choice stored under `locale`. Only the
 * chosen catalog is downloaded; the other loads when the user switches.
 */
import { retryImport } from './retryImport';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { formatNumber } from '@shared/domain/numberFormat';
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
        const args = withLocalNumbers(options, provider.getLocale());
        const fieldKey: unknown = args?.fieldKey;
        if (typeof fieldKey !== 'string') return provider.translate(key, args);
        const field = provider.translate(fieldKey, {
            _: fieldKey.split('.').pop(),
        });
        return provider.translate(key, { ...args, field });
    };

/**
 * A message's number arguments (a rule's bound, a count) as the language
 * writes them, never as JavaScript does (`1.5` in a pt-BR sentence):
 * `smart_count` stays a number, as it picks the plural.
 */
const withLocalNumbers = (
    options: Record<string, unknown> | undefined,
    locale: string
) => {
    if (!options) return options;
    let out: Record<string, unknown> | undefined;
    for (const [name, value] of Object.entries(options)) {
        if (typeof value !== 'number' || name === 'smart_count') continue;
        out ??= { ...options };
        out[name] = formatNumber(value, locale);
    }
    return out ?? options;
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
