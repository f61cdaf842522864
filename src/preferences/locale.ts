/**
 * The interface language (spec sections 3 and 4): pt-BR unless the browser
 * asks for English, and the user's choice is stored under `locale`.
 */
export const LOCALES = ['pt-BR', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt-BR';
export const LOCALE_KEY = 'locale';

const isLocale = (v: unknown): v is Locale =>
    typeof v === 'string' && (LOCALES as readonly string[]).includes(v);

export const browserLocale = (languages: readonly string[]): Locale =>
    languages[0]?.toLowerCase().startsWith('en') ? 'en-US' : DEFAULT_LOCALE;

export const initialLocale = (
    stored: string | null = localStorage.getItem(LOCALE_KEY),
    languages: readonly string[] = navigator.languages?.length
        ? navigator.languages
        : [navigator.language]
): Locale => (isLocale(stored) ? stored : browserLocale(languages));

export const storeLocale = (locale: string): void => {
    if (isLocale(locale)) localStorage.setItem(LOCALE_KEY, locale);
};
