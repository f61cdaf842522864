import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
    addToCatalog,
    addToRegistry,
    declarationSource,
    humanize,
    nextMenuOrder,
    parseRequest,
} from '../../../scripts/entityTemplate.ts';

const read = (path: string) => readFileSync(path, 'utf8');
const DECLARATIONS = 'shared/declarations/';

const reservoir = parseRequest([
    'reservoir',
    'plant',
    'name:text!',
    'watershedId:reference=watershed',
    'capacityHm3:decimal',
    'kind:select=run-of-river/storage',
    'en=Reservoir|Reservoirs',
    'pt=Reservatório|Reservatórios',
    'gender=m',
]);

describe('npm run new:entity', () => {
    it('reads the fields, the scope and the names in both languages', () => {
        expect(reservoir.scope).toBe('plant');
        expect(reservoir.fields).toEqual([
            { source: 'name', type: 'text', required: true },
            {
                source: 'watershedId',
                type: 'reference',
                required: false,
                reference: 'watershed',
            },
            { source: 'capacityHm3', type: 'decimal', required: false },
            {
                source: 'kind',
                type: 'select',
                required: false,
                options: ['run-of-river', 'storage'],
            },
        ]);
        expect(reservoir.pt).toEqual({
            one: 'Reservatório',
            many: 'Reservatórios',
            gender: 'm',
        });
    });

    it('refuses what it cannot write, saying why', () => {
        expect(() => parseRequest(['Reservoir'])).toThrow(/kebab-case/);
        expect(() => parseRequest(['reservoir', 'size:huge'])).toThrow(
            /Unknown field type "huge"/
        );
        expect(() => parseRequest(['reservoir', 'basinId:reference'])).toThrow(
            /needs its entity/
        );
        expect(() => parseRequest(['reservoir', 'status:text'])).toThrow(
            /status is added/
        );
        expect(() => parseRequest(['reservoir', 'gender=x'])).toThrow(/gender/);
    });

    it('adds a name field when none is asked for, and names an admin entity’s page under /admin', () => {
        const req = parseRequest(['water-intake', 'admin', 'depthM:decimal']);
        expect(req.fields[0]).toEqual({
            source: 'name',
            type: 'text',
            required: true,
        });
        const source = declarationSource(req, 9);
        expect(source).toContain('export const waterIntake = defineResource({');
        expect(source).toContain("pages: { admin: '/admin/water-intake' }");
        expect(source).toContain("module: 'admin', order: 9");
        expect(req.en).toEqual({ one: 'Water intake', many: 'Water intakes' });
    });

    it('writes a declaration with the rules of each type and the status field', () => {
        const source = declarationSource(reservoir, 13);
        expect(source).toContain("scope: 'plant'");
        expect(source).toContain("reference: 'watershed'");
        expect(source).toContain("options: ['run-of-river', 'storage']");
        expect(source).toContain('decimals: 2');
        expect(source).toMatch(/source: 'name',[\s\S]*?search: true/);
        expect(source.trimEnd()).toMatch(/statusField,\n {4}\],\n\}\);$/);
    });

    it('starts each field with its type’s properties (shared/domain/fieldTypes.ts, `starts`)', () => {
        const req = parseRequest([
            'dam',
            'plant',
            'name:text',
            'notes:longText',
            'email:email',
            'height:decimal',
            'active:boolean',
            'kind:select=a/b',
            'tags:multiSelect=x/y',
            'watershedId:reference=watershed',
            'plantIds:references=subsidiary',
            'en=Dam|Dams',
            'pt=Barragem|Barragens',
            'gender=f',
        ]);
        // The lines of a field after `source` and `type`.
        const propsOf = (source: string) =>
            new RegExp(
                `source: '${source}',\\n\\s+type: '[A-Za-z]+',\\n([\\s\\S]*?)\\n\\s+\\},`
            )
                .exec(declarationSource(req, 20))?.[1]
                ?.split('\n')
                .map(l => l.trim().replace(/,$/, ''));
        expect(propsOf('name')).toEqual([
            'maxLength: 120',
            'list: true',
            'search: true',
        ]);
        expect(propsOf('notes')).toEqual(['maxLength: 2000']);
        expect(propsOf('email')).toEqual(['list: true']);
        expect(propsOf('height')).toEqual(['decimals: 2', 'list: true']);
        expect(propsOf('active')).toEqual(['list: true', 'filter: true']);
        expect(propsOf('kind')).toEqual([
            "options: ['a', 'b']",
            'list: true',
            'filter: true',
        ]);
        expect(propsOf('tags')).toEqual(["options: ['x', 'y']"]);
        expect(propsOf('watershedId')).toEqual([
            "reference: 'watershed'",
            'list: true',
            'filter: true',
        ]);
        expect(propsOf('plantIds')).toEqual(["reference: 'subsidiary'"]);
    });

    it('puts the menu entry after the module’s last one', () => {
        const declarations = readdirSync(DECLARATIONS).map(f =>
            read(`${DECLARATIONS}${f}`)
        );
        // base holds company (2) … simulation (12) today.
        expect(nextMenuOrder(declarations, 'plant')).toBe(13);
        expect(nextMenuOrder(declarations, 'admin')).toBe(10);
    });

    it('registers the entity in order among the real registry’s imports, and as its last key', () => {
        const registry = addToRegistry(
            read(`${DECLARATIONS}index.ts`),
            reservoir
        );
        expect(registry).toContain(
            "import { profile } from './profile';\nimport { reservoir } from './reservoir';\nimport { sensor } from './sensor';"
        );
        expect(registry).toMatch(
            /'inspection-register': inspectionRegister,\n {4}reservoir,\n\};/
        );
        expect(() => addToRegistry(registry, reservoir)).toThrow(
            /already registered/
        );
    });

    it('adds a block to each real catalog, pt-BR with the name’s gender', () => {
        const en = addToCatalog(
            read('i18n/en-US/resources.ts'),
            reservoir,
            'en'
        );
        const pt = addToCatalog(
            read('i18n/pt-BR/resources.ts'),
            reservoir,
            'pt'
        );
        expect(en).toContain("name: 'Reservoir |||| Reservoirs'");
        expect(en).toContain("notifications: notifications('Reservoir'),");
        expect(pt).toContain("name: 'Reservatório |||| Reservatórios'");
        expect(pt).toContain(
            "notifications: notifications('Reservatório', 'm'),"
        );
        expect(pt).toContain("'run-of-river': 'Run-of-river'");
        // The block closes the resources object, whose end is kept.
        expect(pt.trimEnd()).toMatch(/ {8}\},\n {4}\},\n\};$/);
    });

    it('labels a field from its source until someone translates it', () => {
        expect(humanize('capacityHm3')).toBe('Capacity hm3');
        expect(humanize('watershedId')).toBe('Watershed');
    });
});
