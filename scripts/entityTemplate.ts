/**
 * What `npm run new:entity` writes: a declaration from the fields asked
 * for, its line in the registry and its block in each catalog. Pure text
 * in, text out, so a test can run it on the real files.
 */
import type { FieldType } from '../shared/domain/fields.ts';
import { fieldTypesWhere, traitsOf } from '../shared/domain/fieldTypes.ts';

export interface EntityRequest {
    /** API name, kebab-case (`water-intake`). */
    name: string;
    scope: 'plant' | 'admin';
    fields: FieldRequest[];
    en: { one: string; many: string };
    pt: { one: string; many: string; gender: 'm' | 'f' };
}

export interface FieldRequest {
    source: string;
    type: FieldType;
    required: boolean;
    /** reference / references: the target entity. */
    reference?: string;
    /** select / multiSelect: the values. */
    options?: string[];
}

const SIMPLE_TYPES: readonly FieldType[] = fieldTypesWhere(
    t => t.template === 'simple'
);

export const USAGE = `Usage: npm run new:entity <name> [plant|admin] [field ...] [en=One|Many] [pt=Um|Muitos] [gender=m|f]

  <name>   the entity's API name in kebab-case (reservoir, water-intake)
  field    source:type, ending in ! when required. Types: ${SIMPLE_TYPES.join(', ')},
           reference=<entity>, references=<entity>, select=a/b/c, multiSelect=a/b/c
  en, pt   the entity's name, singular|plural, in each language (quote them)
  gender   pt-BR's grammatical gender of the name, for the notifications

Example:
  npm run new:entity reservoir plant 'name:text!' watershedId:reference=watershed \\
      capacityHm3:decimal normalLevelM:decimal notes:longText \\
      'en=Reservoir|Reservoirs' 'pt=Reservatório|Reservatórios' gender=m`;

const camel = (name: string) =>
    name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** "capacityHm3" → "Capacity hm3": a first label for both catalogs. */
export const humanize = (source: string): string => {
    const words = source
        .replace(/Id$/, '')
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .toLowerCase();
    return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Reads the command line; throws with what is wrong. */
export function parseRequest(args: readonly string[]): EntityRequest {
    const [name, ...rest] = args;
    if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name))
        throw new Error(`The name must be kebab-case: "${name ?? ''}"`);
    let scope: EntityRequest['scope'] = 'plant';
    const fields: FieldRequest[] = [];
    const labels: Record<string, string> = {};
    for (const arg of rest) {
        if (arg === 'plant' || arg === 'admin') scope = arg;
        else if (/^(en|pt|gender)=/.test(arg)) {
            const [key, value] = [
                arg.slice(0, arg.indexOf('=')),
                arg.slice(arg.indexOf('=') + 1),
            ];
            labels[key] = value;
        } else fields.push(parseField(arg));
    }
    if (!fields.some(f => f.source === 'name'))
        fields.unshift({ source: 'name', type: 'text', required: true });
    const defaultOne = humanize(camel(name));
    const [enOne = defaultOne, enMany = `${enOne}s`] = (labels.en ?? '')
        .split('|')
        .filter(Boolean);
    const [ptOne = enOne, ptMany = enMany] = (labels.pt ?? '')
        .split('|')
        .filter(Boolean);
    const gender = labels.gender ?? 'm';
    if (gender !== 'm' && gender !== 'f')
        throw new Error(`gender must be m or f: "${gender}"`);
    return {
        name,
        scope,
        fields,
        en: { one: enOne, many: enMany },
        pt: { one: ptOne, many: ptMany, gender },
    };
}

function parseField(arg: string): FieldRequest {
    const match = /^([a-z][A-Za-z0-9]*):([A-Za-z]+)(?:=([^!]+))?(!?)$/.exec(
        arg
    );
    if (!match) throw new Error(`A field is source:type[!]: "${arg}"`);
    const [, source = '', kind = '', detail, bang] = match;
    const required = bang === '!';
    if (source === 'status')
        throw new Error('status is added by the template (hasStatus)');
    if (kind === 'reference' || kind === 'references') {
        if (!detail)
            throw new Error(
                `${kind} needs its entity: ${source}:${kind}=<entity>`
            );
        return { source, type: kind, required, reference: detail };
    }
    if (kind === 'select' || kind === 'multiSelect') {
        const options = (detail ?? '').split('/').filter(Boolean);
        if (options.length === 0)
            throw new Error(
                `${kind} needs its values: ${source}:${kind}=a/b/c`
            );
        return { source, type: kind, required, options };
    }
    if (!SIMPLE_TYPES.includes(kind as FieldType))
        throw new Error(
            `Unknown field type "${kind}" (types: ${SIMPLE_TYPES.join(', ')})`
        );
    return { source, type: kind as FieldType, required };
}

const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The declaration's lines for one field. */
function fieldLines(f: FieldRequest, first: boolean): string[] {
    const props: string[] = [`source: ${q(f.source)}`, `type: ${q(f.type)}`];
    if (f.required) props.push('required: true');
    if (f.reference) props.push(`reference: ${q(f.reference)}`);
    if (f.options) props.push(`options: [${f.options.map(q).join(', ')}]`);
    props.push(...(traitsOf(f.type).starts ?? []));
    if (first && f.type === 'text') props.push('search: true');
    return ['        {', ...props.map(p => `            ${p},`), '        },'];
}

/** `shared/declarations/<camel>.ts`. */
export function declarationSource(
    req: EntityRequest,
    menuOrder: number
): string {
    const id = camel(req.name);
    const page =
        req.scope === 'admin'
            ? `{ admin: '/admin/${req.name}' }`
            : `{ normal: '/${req.name}' }`;
    const module = req.scope === 'admin' ? 'admin' : 'base';
    const firstText = req.fields.find(f => f.type === 'text') ?? req.fields[0];
    return [
        "import { defineResource, statusField } from '../domain/fields';",
        '',
        `export const ${id} = defineResource({`,
        `    name: ${q(req.name)},`,
        req.scope === 'admin'
            ? "    scope: 'admin',"
            : "    scope: 'plant', // records belong to the plant in the subsidiary-id header",
        '    hasStatus: true,',
        `    pages: ${page},`,
        `    menu: { icon: 'Description', module: '${module}', order: ${menuOrder} },`,
        `    recordRepresentation: ${q(firstText?.source ?? 'name')},`,
        `    defaultSort: { field: ${q(firstText?.source ?? 'name')}, order: 'ASC' },`,
        '    fields: [',
        ...req.fields.flatMap(f => fieldLines(f, f === firstText)),
        '        statusField,',
        '    ],',
        '});',
        '',
    ].join('\n');
}

/** The next free menu position in the module the entity goes to. */
export function nextMenuOrder(
    declarations: readonly string[],
    scope: EntityRequest['scope']
): number {
    const module = scope === 'admin' ? 'admin' : 'base';
    const orders = declarations.flatMap(text =>
        [
            ...text.matchAll(
                /menu:\s*\{[^}]*module:\s*'([^']+)'[^}]*order:\s*(\d+)/g
            ),
        ]
            .filter(m => m[1] === module)
            .map(m => Number(m[2]))
    );
    return Math.max(0, ...orders) + 1;
}

/** The registry with the entity's import and key added. */
export function addToRegistry(registry: string, req: EntityRequest): string {
    const id = camel(req.name);
    const importLine = `import { ${id} } from './${id}';`;
    if (registry.includes(importLine))
        throw new Error(`${req.name} is already registered`);
    const lines = registry.split('\n');
    const imports = lines
        .map((line, i) => ({ line, i }))
        .filter(({ line }) => /^import \{ \w+ \} from '\.\/\w+';$/.test(line));
    const after =
        imports
            .filter(({ line }) => line.localeCompare(importLine) < 0)
            .at(-1) ?? imports[0];
    if (!after) throw new Error('No declaration import found in the registry');
    const at = imports.some(({ line }) => line.localeCompare(importLine) < 0)
        ? after.i + 1
        : after.i;
    lines.splice(at, 0, importLine);
    const open = lines.indexOf('const registry = {');
    const close = lines.indexOf('};', open);
    if (open < 0 || close < 0)
        throw new Error('No `const registry = {` block found');
    const key = id === req.name ? `    ${id},` : `    ${q(req.name)}: ${id},`;
    lines.splice(close, 0, key);
    return lines.join('\n');
}

/** A catalog with the entity's block added at the end of `resources`. */
export function addToCatalog(
    catalog: string,
    req: EntityRequest,
    lang: 'en' | 'pt'
): string {
    const end = catalog.lastIndexOf('    },\n};');
    if (end < 0)
        throw new Error('The catalog does not end with its resources object');
    const label = lang === 'en' ? req.en : req.pt;
    const notifications =
        lang === 'en'
            ? `notifications(${q(req.en.one)})`
            : `notifications(${q(req.pt.one)}, '${req.pt.gender}')`;
    const options = req.fields.filter(f => f.options);
    const block = [
        `        ${/^[a-z]\w*$/i.test(req.name) && !req.name.includes('-') ? req.name : q(req.name)}: {`,
        `            name: ${q(`${label.one} |||| ${label.many}`)},`,
        '            fields: {',
        ...req.fields.map(
            f => `                ${f.source}: ${q(humanize(f.source))},`
        ),
        '                status,',
        '            },',
        ...(options.length
            ? [
                  '            options: {',
                  ...options.flatMap(f => [
                      `                ${f.source}: {`,
                      ...(f.options ?? []).map(
                          o =>
                              `                    ${/^[a-z]\w*$/i.test(o) ? o : q(o)}: ${q(humanize(o))},`
                      ),
                      '                },',
                  ]),
                  '            },',
              ]
            : []),
        `            notifications: ${notifications},`,
        '        },',
    ].join('\n');
    return `${catalog.slice(0, end)}${block}\n${catalog.slice(end)}`;
}
