import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { messages as enUS } from '@i18n/en-US/index';
import { messages as ptBR } from '@i18n/pt-BR/index';
import { ra as raPtBR } from '@i18n/pt-BR/ra';

type Tree = { [key: string]: unknown };

const leaves = (tree: Tree, prefix = ''): Map<string, unknown> => {
    const out = new Map<string, unknown>();
    for (const [key, value] of Object.entries(tree)) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (typeof value === 'object' && value !== null) {
            leaves(value as Tree, path).forEach((v, k) => out.set(k, v));
        } else out.set(path, value);
    }
    return out;
};

// react-admin's own blank for a null boolean.
const BLANK_ALLOWED = new Set(['ra.boolean.null']);

describe('catalogs', () => {
    const en = leaves(enUS as Tree);
    const pt = leaves(ptBR as Tree);

    it('have the same keys', () => {
        expect([...pt.keys()].filter(k => !en.has(k))).toEqual([]);
        expect([...en.keys()].filter(k => !pt.has(k))).toEqual([]);
    });

    it('have only non-empty strings', () => {
        for (const [catalog, name] of [
            [en, 'en-US'],
            [pt, 'pt-BR'],
        ] as const) {
            const bad = [...catalog].filter(
                ([key, value]) =>
                    typeof value !== 'string' ||
                    (value.trim() === '' && !BLANK_ALLOWED.has(key))
            );
            expect(bad.map(([k]) => `${name}:${k}`)).toEqual([]);
        }
    });

    it('pt-BR translates every react-admin 5 key', () => {
        const raKeys = [...leaves(englishMessages as Tree).keys()].sort();
        expect([...leaves(raPtBR as Tree).keys()].sort()).toEqual(raKeys);
    });

    it('carry the spec wording', () => {
        expect(en.get('app.notFound.message')).toBe(
            "The page you are trying to access doesn't exist"
        );
        expect(pt.get('app.notFound.message')).toBe(
            'A página que você está tentando acessar não existe'
        );
    });
});
