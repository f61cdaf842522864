/**
 * Citations of the docs stay true: wherever the code or the docs cite a
 * document (`docs/<name>.md`, a decision record, the README), the file
 * exists, and a heading cited with it (`docs/<name>.md, "<heading>"`) is a
 * heading of that file. A heading may carry more after the cited words: a
 * parenthesis (`Alerts (server/src/alerts/)`) or a colon (`Push: GET
 * /api/events`). docs/decisions/README.md says how records are named.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Where citations live: the code, its tests and tools, and the docs. */
const PLACES = [
    'src',
    'server',
    'shared',
    'build',
    'scripts',
    'tests',
    'eslint',
    'i18n',
    'public',
    'docs',
    '.ci',
];
const ROOT_FILES = ['README.md', 'vite.config.ts', 'index.html'];
const SKIPPED = new Set(['node_modules', 'dist', 'screenshots', 'data']);
const TEXT = /\.(ts|tsx|js|mjs|cjs|sql|html|md)$|[\\/]\.ci[\\/]run$/;

const filesUnder = (dir: string): string[] => {
    const path = join(ROOT, dir);
    if (!existsSync(path)) return [];
    return readdirSync(path, { withFileTypes: true }).flatMap(entry => {
        if (SKIPPED.has(entry.name)) return [];
        const child = join(dir, entry.name);
        return entry.isDirectory() ? filesUnder(child) : [child];
    });
};

const files = [...PLACES.flatMap(filesUnder), ...ROOT_FILES].filter(
    file => TEXT.test(file) && !file.endsWith('citations.spec.ts')
);

/**
 * A file's text with comment leaders gone from the start of its lines, so
 * that a citation wrapped over two comment lines reads as one.
 */
const joined = (text: string): string =>
    text.replace(/\s*\n\s*(?:\*(?!\*)|\/\/|--|#+)?\s*/g, ' ');

/** `docs/<path>.md` or the README, maybe followed by a quoted heading. */
const CITATION =
    /\b(docs\/[\w./-]+?\.md|README(?:\.md)?)\b(?:,?\s*(?:section\s+)?"([^"]+)")?/g;

interface Citation {
    file: string;
    doc: string;
    heading?: string;
}

const citations: Citation[] = files.flatMap(file =>
    [...joined(readFileSync(join(ROOT, file), 'utf8')).matchAll(CITATION)].map(
        ([, doc, heading]) => ({
            file,
            doc: doc === 'README' ? 'README.md' : doc!,
            heading,
        })
    )
);

const headingsOf = new Map<string, string[]>();
const headings = (doc: string): string[] => {
    let found = headingsOf.get(doc);
    if (!found) {
        found = readFileSync(join(ROOT, doc), 'utf8')
            .split('\n')
            .filter(line => /^#{1,6}\s/.test(line))
            .map(line => line.replace(/^#+\s*/, '').trim());
        headingsOf.set(doc, found);
    }
    return found;
};

const names = (heading: string, cited: string): boolean =>
    heading === cited ||
    heading.startsWith(`${cited} (`) ||
    heading.startsWith(`${cited}: `);

describe('citations of the docs', () => {
    it('finds the citations it checks', () => {
        expect(files.length).toBeGreaterThan(100);
        expect(citations.filter(c => c.heading).length).toBeGreaterThan(20);
    });

    it('cites files that exist', () => {
        const missing = citations
            .filter(c => !existsSync(join(ROOT, c.doc)))
            .map(c => `${c.file}: ${c.doc}`);
        expect([...new Set(missing)]).toEqual([]);
    });

    it('cites headings that exist in the cited file', () => {
        const wrong = citations
            .filter(
                c =>
                    c.heading !== undefined &&
                    existsSync(join(ROOT, c.doc)) &&
                    !headings(c.doc).some(h => names(h, c.heading!))
            )
            .map(c => `${c.file}: ${c.doc}, "${c.heading}"`);
        expect([...new Set(wrong)]).toEqual([]);
    });

    it('reads the root from this file', () => {
        expect(relative(ROOT, fileURLToPath(import.meta.url))).toBe(
            join('tests', 'unit', 'docs', 'citations.spec.ts')
        );
    });
});
