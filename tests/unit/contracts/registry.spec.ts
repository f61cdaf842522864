import { describe, expect, it } from 'vitest';
import { resources as enResources } from '@i18n/en-US/resources';
import { validation as enValidation } from '@i18n/en-US/validation';
import { resources as ptResources } from '@i18n/pt-BR/resources';
import { validation as ptValidation } from '@i18n/pt-BR/validation';
import { labelKeys } from '@/builders/labelKeys';
import type {
    FieldDefinition,
    ResourceDefinition,
} from '@shared/domain/fields';
import { findResource, getResource, resources } from '@shared/declarations';
import { PAGES } from '@shared/declarations/pages';

/** Polyglot's view of a catalog: nested keys joined by dots. */
const flatten = (
    node: unknown,
    prefix = '',
    out = new Map<string, unknown>()
) => {
    if (typeof node === 'object' && node !== null) {
        for (const [k, v] of Object.entries(node))
            flatten(v, `${prefix}${prefix ? '.' : ''}${k}`, out);
    } else out.set(prefix, node);
    return out;
};
const catalogs = {
    'en-US': flatten(
        [enResources, enValidation].reduce((a, b) => ({ ...a, ...b }), {})
    ),
    'pt-BR': flatten(
        [ptResources, ptValidation].reduce((a, b) => ({ ...a, ...b }), {})
    ),
};

const walk = (fields: readonly FieldDefinition[]): FieldDefinition[] =>
    fields.flatMap(f => [f, ...walk(f.fields ?? [])]);

describe.each(resources.map(r => [r.name, r] as const))(
    '%s declaration',
    (_name, def: ResourceDefinition) => {
        const all = walk(def.fields);

        it('has a known, unique name', () => {
            // Registered under its own name.
            expect(findResource(def.name)).toBe(def);
            expect(resources.filter(r => r.name === def.name)).toHaveLength(1);
        });
        it('has unique sources at each level', () => {
            const check = (fields: readonly FieldDefinition[]) => {
                const sources = fields.map(f => f.source);
                expect(new Set(sources).size).toBe(sources.length);
                fields.forEach(f => f.fields && check(f.fields));
            };
            check(def.fields);
        });
        it('references registered resources', () => {
            for (const f of all.filter(
                f => f.type === 'reference' || f.type === 'references'
            )) {
                expect(resources.map(r => r.name)).toContain(f.reference);
            }
            for (const f of all.filter(f => f.reference)) {
                expect(['reference', 'references']).toContain(f.type);
            }
        });
        it('gives options to selects and children to groups', () => {
            for (const f of all.filter(
                f => f.type === 'select' || f.type === 'multiSelect'
            )) {
                expect(f.options?.length ?? 0).toBeGreaterThan(0);
                // A multiSelect's default is a list of its options (often none).
                const defaults =
                    f.defaultValue === undefined
                        ? []
                        : f.type === 'multiSelect'
                          ? (f.defaultValue as unknown[])
                          : [f.defaultValue];
                for (const d of defaults) expect(f.options).toContain(d);
            }
            for (const f of all.filter(
                f => f.type === 'object' || f.type === 'list'
            )) {
                expect(f.fields?.length ?? 0).toBeGreaterThan(0);
            }
        });
        it('filters and lists only scalar top-level fields; searches inside an object one level down at most', () => {
            for (const f of def.fields.filter(f => f.filter)) {
                expect(['object', 'list']).not.toContain(f.type);
            }
            const inObjects = def.fields
                .filter(f => f.type === 'object')
                .flatMap(f => f.fields ?? []);
            for (const f of all.filter(f => !def.fields.includes(f))) {
                expect(f.filter ?? f.list).toBeUndefined();
                if (f.search) {
                    expect(inObjects).toContain(f);
                    expect(['object', 'list']).not.toContain(f.type);
                }
            }
        });
        it('has page urls consistent with its name and the page catalogue', () => {
            const { admin, normal } = def.pages;
            expect(admin ?? normal).toBeDefined();
            if (admin) expect(admin).toBe(`/admin/${def.name}`);
            if (normal)
                expect([`/${def.name}`, `/${def.name}/details`]).toContain(
                    normal
                );
            for (const url of [admin, normal].filter(Boolean)) {
                expect(PAGES.map(p => p.url)).toContain(url);
            }
            expect(def.scope === 'admin').toBe(admin !== undefined);
        });
        it('represents and sorts records by one of its fields', () => {
            const top = def.fields.map(f => f.source);
            expect(top).toContain(def.recordRepresentation);
            expect(top).toContain(def.defaultSort.field);
            expect(def.fields.some(f => f.list)).toBe(true);
            expect(def.hasStatus).toBe(top.includes('status'));
            if (def.recordContext)
                expect(
                    def.fields.find(f => f.source === def.recordContext)?.type
                ).toBe('reference');
        });
        it.each(Object.entries(catalogs))(
            'is labelled in %s',
            (_locale, catalog) => {
                const missing = labelKeys(def).filter(
                    key =>
                        typeof catalog.get(key) !== 'string' ||
                        catalog.get(key) === ''
                );
                expect(missing).toEqual([]);
                expect(catalog.get(`resources.${def.name}.name`)).toMatch(
                    /^.+ \|\|\|\| .+$/
                );
            }
        );
    }
);

describe('labelKeys', () => {
    it('labels nested leaves under fields and their groups under fieldGroups', () => {
        const keys = labelKeys(getResource('inspection-form'));
        expect(keys).toContain(
            'resources.inspection-form.fields.fields.options.label'
        );
        expect(keys).toContain(
            'resources.inspection-form.fieldGroups.fields.options'
        );
        expect(keys).toContain('app.options.inspectionFieldType.8');
        expect(keys).toContain(
            'resources.inspection-form.options.fields.justify.photo'
        );
        expect(labelKeys(getResource('company'))).toContain(
            'resources.company.fields.address.cep'
        );
    });
});

describe('registry', () => {
    it('holds every declaration of shared/declarations', () => {
        const modules = import.meta.glob<Record<string, unknown>>(
            '/shared/declarations/*.ts',
            { eager: true }
        );
        const declared = Object.values(modules)
            .flatMap(m => Object.values(m))
            .filter(
                (v): v is ResourceDefinition =>
                    typeof v === 'object' &&
                    v !== null &&
                    'name' in v &&
                    'fields' in v &&
                    'scope' in v
            );
        expect(declared.length).toBeGreaterThanOrEqual(resources.length);
        for (const def of declared) expect(resources).toContain(def);
    });
});

describe('catalogs', () => {
    it('have the same keys in both languages', () => {
        expect([...catalogs['pt-BR'].keys()].sort()).toEqual(
            [...catalogs['en-US'].keys()].sort()
        );
    });
    it('label no resource that is not declared', () => {
        expect(Object.keys(enResources.resources).sort()).toEqual(
            resources.map(r => r.name).sort()
        );
    });
});
