import * as queryString from 'query-string';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from '../../../build/queryStringLite';

// What react-admin writes for a list (useListParams, FilterButton) and
// what a user may paste or bookmark.
const objects = [
    {
        filter: JSON.stringify({ q: 'usina São João', deviceId: 3 }),
        displayedFilters: JSON.stringify({ deviceId: true }),
        order: 'ASC',
        page: 2,
        perPage: 25,
        sort: 'name',
    },
    { filter: '{}', page: 1 },
    { filter: JSON.stringify({ q: "a+b & c=d (x)! it's 100%*" }) },
    { source: JSON.stringify({ name: 'Cópia' }) },
    { a: undefined, b: null, c: '' },
    { tags: ['x', 'y z'], z: true },
];

const searches = [
    '',
    '?',
    '?page=2&perPage=25&sort=name&order=DESC',
    '?filter=%7B%22q%22%3A%22usina%20S%C3%A3o%22%7D&displayedFilters=%7B%7D',
    '?q=a+b&q=c',
    '?flag&x=1',
    '#?x=%E0%A4%A',
    '?a=%20&b=%2B',
];

describe('queryStringLite (react-admin list parameters)', () => {
    it.each(objects.map(o => [JSON.stringify(o), o] as const))(
        'stringifies %s as query-string does',
        (_, object) => {
            expect(stringify(object)).toBe(queryString.stringify(object));
        }
    );

    it.each(searches)('parses "%s" as query-string does', search => {
        expect({ ...parse(search) }).toEqual({ ...queryString.parse(search) });
    });

    it('round-trips what it writes', () => {
        for (const object of objects.slice(0, 4)) {
            const expected = Object.fromEntries(
                Object.entries(object).map(([k, v]) => [k, String(v)])
            );
            expect({ ...parse(stringify(object)) }).toEqual(expected);
        }
    });
});
