/**
 * Stands in for `query-string` (with its four helper packages, ~2.5 kB
 * gzip) where react-admin imports it (see slimReactAdmin.ts): react-admin
 * only parses and writes flat list parameters (`page`, `sort`, a JSON
 * `filter`...), which URLSearchParams and encodeURIComponent do natively.
 * Same output as query-string's defaults for those
 * (tests/unit/build/queryStringLite.spec.ts): sorted keys, strict
 * encoding, `null` as a bare key, arrays as repeated keys.
 */
type Value = string | number | boolean | null | undefined;

const strict = (text: string): string =>
    encodeURIComponent(text).replace(
        /[!'()*]/g,
        c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`
    );

export const parse = (
    search: string
): Record<string, string | null | (string | null)[]> => {
    const result: Record<string, string | null | (string | null)[]> =
        Object.create(null);
    const text = search.trim().replace(/^[?#&]/, '');
    if (!text) return result;
    for (const part of text.split('&')) {
        if (!part) continue;
        const at = part.indexOf('=');
        const [key, value] =
            at < 0
                ? [decode(part), null]
                : [decode(part.slice(0, at)), decode(part.slice(at + 1))];
        const known = result[key];
        result[key] =
            known === undefined
                ? value
                : ([] as (string | null)[]).concat(known, value);
    }
    return result;
};

const decode = (text: string): string => {
    const spaced = text.replace(/\+/g, ' ');
    try {
        return decodeURIComponent(spaced);
    } catch {
        return spaced;
    }
};

export const stringify = (object: Record<string, Value | Value[]>): string =>
    Object.keys(object)
        .sort()
        .flatMap(key => {
            const value = object[key];
            if (value === undefined) return [];
            if (value === null) return [strict(key)];
            const values = Array.isArray(value) ? value : [value];
            return values
                .filter(v => v !== undefined)
                .map(v =>
                    v === null
                        ? strict(key)
                        : `${strict(key)}=${strict(String(v))}`
                );
        })
        .join('&');
