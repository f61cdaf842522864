/**
 * docs/structure.md, "Field types": a type is added in three files (its
 * entry in shared/domain/fieldTypes.ts, its module in
 * src/builders/fieldTypes/, its line in that folder's registry). That
 * holds while no other file of the SPA or the server keeps a list of
 * types of its own: a `switch` on the type, a chain of comparisons, a
 * record keyed by type. Those lists are derived from FIELD_TYPES' traits
 * or are parts of a type's module; these checks fail when one comes back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIELD_TYPES } from '@shared/domain/fieldTypes';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const TYPES = Object.keys(FIELD_TYPES);
const MODULES = 'src/builders/fieldTypes';

/** A field's shape, which code walks (a group's members, a reference's records): not a per-type list. */
const STRUCTURAL = new Set(['object', 'list', 'reference', 'references']);

/** A type named for a feature of its own, not as one entry of a list of types. */
const NAMED_FOR_A_FEATURE: Record<string, readonly string[]> = {
    // The CNPJ and CEP look-ups fill a form from a company's or an address's number.
    'src/builders/form/Lookups.tsx': ['cep', 'cnpj'],
    // A reference is searched by its record's searched text field.
    'server/src/db/repository/reads.ts': ['text'],
    // Not a field: Intl.NumberFormat's part holding the decimal separator.
    'src/csv/csvConventions.ts': ['decimal'],
};

const sources = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap(e =>
        e.isDirectory()
            ? sources(join(dir, e.name))
            : /\.tsx?$/.test(e.name)
              ? [join(dir, e.name)]
              : []
    );

const FILES = [...sources('src'), ...sources('server/src')]
    .map(path => relative(root, join(root, path)))
    .filter(path => !path.startsWith(`${MODULES}/`));
const text = (path: string) => readFileSync(join(root, path), 'utf8');
const quoted = (type: string) => `'${type}'`;

describe('field types in one place', () => {
    it('every type has its module, and the registry names it', () => {
        const registry = text(`${MODULES}/index.ts`);
        const modules = sources(MODULES);
        for (const type of TYPES) {
            const file = modules.find(path =>
                new RegExp(`/${type}\\.tsx?$`).test(path)
            );
            expect(file, `no module for ${type}`).toBeDefined();
            expect(text(file!)).toMatch(new RegExp(`export const ${type}\\b`));
            expect(registry).toMatch(
                new RegExp(`import \\{ ${type} \\} from '\\./[a-z]+/${type}'`)
            );
        }
    });

    it('no other file switches on a field type', () => {
        const found = FILES.flatMap(path =>
            TYPES.filter(type =>
                text(path).includes(`case ${quoted(type)}:`)
            ).map(type => `${path}: case '${type}'`)
        );
        expect(found).toEqual([]);
    });

    it('no other file compares a field type with a type of no structural meaning', () => {
        const found = FILES.flatMap(path => {
            const allowed = NAMED_FOR_A_FEATURE[path] ?? [];
            return TYPES.filter(
                type => !STRUCTURAL.has(type) && !allowed.includes(type)
            )
                .filter(type =>
                    new RegExp(`type\\s*[!=]==\\s*${quoted(type)}`).test(
                        text(path)
                    )
                )
                .map(type => `${path}: type === '${type}'`);
        });
        expect(found).toEqual([]);
    });

    it('no other file lists field types or keys a record by them', () => {
        const names = TYPES.join('|');
        const list = new RegExp(`'(${names})',\\s*'(${names})'`);
        const found = FILES.filter(
            path =>
                list.test(text(path)) ||
                /(satisfies|:)\s*Record<\s*FieldType\b/.test(text(path))
        );
        expect(found).toEqual([]);
    });

    it('no module imports what reads the registry back (an import circle)', () => {
        // Naming a record reads every type's text: the list hands the
        // reference types what names and chooses one (ListTools).
        const back =
            /from '[^']*(useFieldText|details\/RecordText|\/list\/|form\/inputFor|fieldTypes\/referenceInputs)[^']*'/;
        const found = sources(MODULES).filter(path => back.test(text(path)));
        expect(found).toEqual([]);
    });
});
