/**
 * Import boundaries between the folders of the code (docs/structure.md).
 *
 * Every file belongs to the first layer whose pattern matches its path; a
 * layer may import itself and the layers it lists, nothing else. The list
 * is a directed graph with no cycle (checked when the config loads), so no
 * chain of imports can close a cycle between folders either. Type-only
 * imports count: they are dependencies all the same.
 *
 * A file outside every layer (tests, scripts, config files) is not checked.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The server's layers, bottom to top (LAYERS says what each holds). */
const SERVER_ORDER = [
    'server-config',
    'server-db',
    'server-services',
    'server-routes',
    'server-app',
];

/** A server layer above config may import the shared pure code and every server layer below it. */
const serverBelow = name => [
    'domain',
    'declarations',
    'zabbix',
    ...SERVER_ORDER.slice(0, SERVER_ORDER.indexOf(name)),
];

/** [name, pattern on the path from the repository root, layers it may import]. */
export const LAYERS = [
    ['domain', /^shared\/domain\//, []],
    ['masks', /^src\/masks\//, ['domain']],
    ['declarations', /^shared\/declarations\//, ['domain']],
    ['catalogs', /^i18n\//, []],
    ['zabbix', /^shared\/zabbix\//, ['domain']],
    // What sign-in needs before the app's code: Keycloak's endpoints, the
    // return path, the configuration written into the page, the wait texts.
    ['signin', /^src\/signin\//, []],
    ['config', /^src\/config\.ts$/, ['domain', 'signin']],
    ['preferences', /^src\/preferences\//, []],
    ['validation', /^src\/validation\//, ['domain']],
    ['notifications', /^src\/notifications\//, []],
    // CSV files in the user's conventions (lists' export, the chart's CSV).
    ['csv', /^src\/csv\//, ['domain']],
    [
        'providers',
        /^src\/providers\//,
        [
            'domain',
            'declarations',
            'catalogs',
            'zabbix',
            'config',
            'preferences',
            'signin',
        ],
    ],
    // The Leaflet set-up every map shares, with the offline base layer.
    ['map', /^src\/map\//, ['domain', 'config', 'providers']],
    ['session', /^src\/session\//, ['domain', 'declarations', 'providers']],
    [
        'builders',
        /^src\/builders\//,
        [
            'domain',
            'declarations',
            'masks',
            'validation',
            'providers',
            'session',
            'preferences',
            'csv',
        ],
    ],
    [
        'charts',
        /^src\/charts\//,
        ['domain', 'declarations', 'providers', 'session', 'builders', 'csv'],
    ],
    [
        'layout',
        /^src\/layout\//,
        [
            'domain',
            'declarations',
            'catalogs',
            'preferences',
            'providers',
            'session',
            'builders',
        ],
    ],
    [
        'screens',
        /^src\/screens\//,
        [
            'domain',
            'config',
            'signin',
            'declarations',
            'preferences',
            'providers',
            'session',
            'builders',
            'charts',
            'layout',
            'map',
            'csv',
        ],
    ],
    // The inspector's answer inputs, shared by the register's views and
    // the form builder's preview (views do not import other views).
    [
        'inspectionAnswers',
        /^src\/inspectionAnswers\//,
        [
            'domain',
            'config',
            'providers',
            'map',
            // The number and date boxes in the user's language, and the
            // validators' messages.
            'builders',
            'validation',
        ],
    ],
    [
        'views',
        /^src\/views\//,
        [
            'domain',
            'config',
            'declarations',
            'masks',
            'validation',
            'providers',
            'session',
            'builders',
            'charts',
            'layout',
            'inspectionAnswers',
            'map',
        ],
    ],
    [
        'field',
        /^src\/field\//,
        [
            'domain',
            'config',
            'declarations',
            'preferences',
            'validation',
            'providers',
            'session',
            'builders',
            'layout',
            'screens',
            'inspectionAnswers',
        ],
    ],
    [
        'routes',
        /^src\/routes\//,
        [
            'domain',
            'declarations',
            'providers',
            'session',
            'builders',
            'layout',
            'screens',
            'views',
            'field',
            'preferences',
        ],
    ],
    [
        'app',
        /^src\/[^/]+\.tsx?$/,
        [
            'domain',
            'declarations',
            'catalogs',
            'config',
            'preferences',
            'notifications',
            'providers',
            'session',
            'layout',
            'screens',
            'routes',
            'signin',
        ],
    ],
    // The reference server shares only the pure code with the SPA; its
    // layers follow bottom to top, none importing one above it. First its
    // configuration: config.ts and the settings it reads from the
    // environment, below everything they configure.
    ['server-config', /^server\/src\/(config\.ts$|settings\/)/, ['domain']],
    // The database, with the interfaces of what it keeps for the layers
    // above (the sign-in's accounts, the photo store) and the readers of
    // its values they share (timestamps, the company's time zone).
    ['server-db', /^server\/src\/db\//, serverBelow('server-db')],
    // What the server does, whoever asks: alerts and their delivery,
    // readings, the timed jobs, the photo files, the Zabbix simulator and
    // the demo seed it follows, the guard of outbound calls.
    [
        'server-services',
        /^server\/src\/((alerts|readings|monitoring|photos|zabbix|seed)\/|(outbound|escapeHtml)\.ts$)/,
        serverBelow('server-services'),
    ],
    // What answers HTTP: the API, the embedded sign-in, the SPA's files
    // and page, the headers and the closing every answer shares.
    [
        'server-routes',
        /^server\/src\/((api|oidc)\/|(spa|indexPage|securityHeaders|httpClose)\.ts$)/,
        serverBelow('server-routes'),
    ],
    // The start: the app put together from every layer, and the process.
    ['server-app', /^server\/src\/(app|main)\.ts$/, serverBelow('server-app')],
];

/**
 * Layers whose sub-folders are rooms of their own: a file may import its
 * own folder's files, not a sibling folder's (one entity's views do not
 * import another's; what two entities share moves to a lower layer).
 */
export const ISOLATED = { views: /^src\/views\/([^/]+)\// };

const ALIASES = [
    ['@/', 'src/'],
    ['@shared/', 'shared/'],
    ['@i18n/', 'i18n/'],
];
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Throws when the layers' graph has a cycle or names an unknown layer. */
export function checkLayerGraph(layers = LAYERS) {
    const edges = new Map(layers.map(([name, , deps]) => [name, deps]));
    for (const [name, , deps] of layers)
        for (const dep of deps)
            if (!edges.has(dep))
                throw new Error(`layer ${name} names unknown layer ${dep}`);
    const state = new Map();
    const visit = (name, trail) => {
        if (state.get(name) === 'done') return;
        if (state.get(name) === 'open')
            throw new Error(`layer cycle: ${[...trail, name].join(' → ')}`);
        state.set(name, 'open');
        for (const dep of edges.get(name)) visit(dep, [...trail, name]);
        state.set(name, 'done');
    };
    for (const [name] of layers) visit(name, []);
}

export const layerOf = (relPath, layers = LAYERS) =>
    layers.find(([, pattern]) => pattern.test(relPath));

/** The imported file's path from the root, or null for a package. */
function resolveImport(root, fromFile, spec) {
    let base;
    const alias = ALIASES.find(([prefix]) => spec.startsWith(prefix));
    if (alias) base = path.join(root, alias[1], spec.slice(alias[0].length));
    else if (spec.startsWith('.'))
        base = path.resolve(path.dirname(fromFile), spec);
    else return null;
    for (const ext of EXTENSIONS) {
        const candidate = base + ext;
        if (fs.existsSync(candidate) && fs.statSync(candidate).isFile())
            return path.relative(root, candidate).split(path.sep).join('/');
    }
    return path.relative(root, base).split(path.sep).join('/');
}

const rule = {
    meta: {
        type: 'problem',
        docs: { description: 'Imports follow the layers of docs/structure.md' },
        schema: [],
        messages: {
            boundary:
                '{{from}} may not import {{to}} ({{target}}): {{from}} may import {{allowed}}. See docs/structure.md.',
            sibling:
                'A folder of {{from}} may not import another ({{target}}): move what they share to a lower layer. See docs/structure.md.',
        },
    },
    create(context) {
        const root = context.cwd;
        const file = path
            .relative(root, context.filename)
            .split(path.sep)
            .join('/');
        const own = layerOf(file);
        if (!own) return {};
        const [from, , allowed] = own;
        const check = (node, source) => {
            if (typeof source?.value !== 'string') return;
            const target = resolveImport(root, context.filename, source.value);
            if (target === null) return;
            const layer = layerOf(target);
            if (layer && layer[0] === from && ISOLATED[from]) {
                const room = p => ISOLATED[from].exec(p)?.[1];
                if (room(file) === room(target)) return;
                context.report({
                    node: source,
                    messageId: 'sibling',
                    data: { from, target: source.value },
                });
                return;
            }
            if (!layer || layer[0] === from || allowed.includes(layer[0]))
                return;
            context.report({
                node: source,
                messageId: 'boundary',
                data: {
                    from,
                    to: layer[0],
                    target: source.value,
                    allowed: allowed.length ? allowed.join(', ') : 'nothing',
                },
            });
        };
        return {
            ImportDeclaration: node => check(node, node.source),
            ExportNamedDeclaration: node => check(node, node.source),
            ExportAllDeclaration: node => check(node, node.source),
            ImportExpression: node => check(node, node.source),
        };
    },
};

checkLayerGraph();

export const layersPlugin = { rules: { layers: rule } };
