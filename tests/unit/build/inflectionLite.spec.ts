import * as inflection from 'inflection';
import { describe, expect, it } from 'vitest';
import * as lite from '../../../build/inflectionLite';
import { resources } from '@shared/declarations';

// Every word react-admin could humanize in this app: resource names and
// field sources (including nested ones such as `address.zipCode`).
const words = [
    ...new Set([
        ...resources.map(r => r.name),
        ...resources.flatMap(r => r.fields.map(f => f.source)),
        ...resources.flatMap(r => r.fields.flatMap(f => f.source.split('.'))),
        'status',
        'address',
        'process',
        'user_ids',
    ]),
];

describe('inflectionLite (react-admin fallback texts)', () => {
    it.each(words)('matches inflection for %s', word => {
        expect(lite.transform(word, ['underscore', 'humanize'])).toBe(
            inflection.transform(word, ['underscore', 'humanize'])
        );
        for (const count of [1, 2]) {
            expect(lite.humanize(lite.inflect(word, count))).toBe(
                inflection.humanize(inflection.inflect(word, count))
            );
        }
        expect(lite.humanize(lite.singularize(word))).toBe(
            inflection.humanize(inflection.singularize(word))
        );
        expect(lite.capitalize(lite.singularize(word))).toBe(
            inflection.capitalize(inflection.singularize(word))
        );
    });
});
