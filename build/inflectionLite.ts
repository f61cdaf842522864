/**
 * Stands in for `inflection` where react-admin imports it (see
 * slimReactAdmin.ts). react-admin uses it only to make fallback texts
 * (a humanized field or resource name) for keys a catalog lacks; this
 * app's catalogs have every key (tests/unit/i18n), so the full English
 * inflector (~3 kB gzip) would ship for text nobody sees. These rules give
 * the same results as inflection for this app's resource and field names
 * (tests/unit/build/inflectionLite.spec.ts).
 */
const UNCHANGED_SINGULAR = /(ss|us|is)$/i;

export const underscore = (word: string): string =>
    word.replace(/([a-z\d])([A-Z])/g, '$1_$2').toLowerCase();

export const capitalize = (word: string): string =>
    word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

export const humanize = (word: string, lowFirstLetter = false): string => {
    const text = word
        .toLowerCase()
        .replace(/_ids?$/, '')
        .replace(/_/g, ' ');
    return lowFirstLetter ? text : capitalize(text);
};

export const pluralize = (word: string): string => {
    // Already plural (`settings`, `userIds`), as inflection reads them.
    if (/s$/i.test(word) && !UNCHANGED_SINGULAR.test(word)) return word;
    if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
    if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
    return `${word}s`;
};

export const singularize = (word: string): string => {
    if (/ies$/i.test(word)) return `${word.slice(0, -3)}y`;
    // As inflection reads them: "statuses" → "status", "causes" → "cause".
    if (/(ss|x|z|ch|sh|[^aou]us)es$/i.test(word)) return word.slice(0, -2);
    if (UNCHANGED_SINGULAR.test(word) || !/s$/i.test(word)) return word;
    return word.slice(0, -1);
};

export const inflect = (word: string, count: number): string =>
    count === 1 ? singularize(word) : pluralize(word);

const TRANSFORMS: Record<string, (word: string) => string> = {
    underscore,
    capitalize,
    humanize: word => humanize(word),
    pluralize,
    singularize,
};

export const transform = (word: string, names: string[]): string =>
    names.reduce((text, name) => TRANSFORMS[name]?.(text) ?? text, word);
