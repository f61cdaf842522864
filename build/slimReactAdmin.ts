/**
 * Vite plugin (production build only): gives a few react-admin modules a
 * lighter stand-in for one of their imports, keeping code this app never
 * runs out of the first screen's JavaScript (docs/performance.md,
 * "react-admin without its defaults";
 * docs/decisions/0003-slim-react-admin.md). Each stand-in is a plain
 * module next to this file, with the reason in it.
 *
 * - ra-core's react-router adapter imports `createHashRouter`, and with it
 *   react-router's whole data router (~12 kB gzip), only to create a router
 *   when react-admin renders outside one; this app always renders inside its
 *   own `<BrowserRouter>` (src/App.tsx).
 * - ra-core's default CSV exporter imports `jsonexport` (~3 kB gzip) with
 *   every list; the stand-in loads it when an export runs.
 * - react-admin imports `inflection` only for fallback texts of keys a
 *   catalog lacks; a few rules stand in for it (inflectionLite.ts).
 * - the DataTable column chooser imports `diacritic` for accent-insensitive
 *   search; `String.prototype.normalize` stands in (diacriticClean.ts).
 * - react-admin reads and writes list parameters with `query-string`;
 *   URLSearchParams-style code stands in (queryStringLite.ts).
 * - react-router's bundle names its components for React devtools at the
 *   top level (`Link.displayName = "Link"`); a bundler must keep such a
 *   statement, and with it `Link`, `NavLink`, `Form` and the framework-mode
 *   prefetching they reference, even when the app never renders them. The
 *   production build drops those statements (devtools then show the
 *   function names).
 * - lodash: react-admin imports lodash's CommonJS files one by one; their
 *   ES module twins from lodash-es (the same code) minify smaller.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const standIn = (file: string) =>
    fileURLToPath(new URL(`./${file}`, import.meta.url));

const REDIRECTS: { importer: RegExp; source: string; to: string }[] = [
    {
        importer:
            /ra-core[\\/]dist[\\/]routing[\\/]adapters[\\/]reactRouterProvider\.js$/,
        source: 'react-router-dom',
        to: standIn('reactRouterForReactAdmin.tsx'),
    },
    {
        importer: /ra-(core|ui-materialui)[\\/]dist[\\/]/,
        source: 'inflection',
        to: standIn('inflectionLite.ts'),
    },
    {
        importer: /ra-ui-materialui[\\/]dist[\\/]list[\\/]datatable[\\/]/,
        source: 'diacritic',
        to: standIn('diacriticClean.ts'),
    },
    {
        importer: /ra-(core|ui-materialui)[\\/]dist[\\/]/,
        source: 'query-string',
        to: standIn('queryStringLite.ts'),
    },
    {
        importer: /ra-core[\\/]dist[\\/]export[\\/]defaultExporter\.js$/,
        source: 'jsonexport/dist/index.js',
        to: standIn('jsonexportOnDemand.ts'),
    },
];

const ROUTER_BUNDLE = /react-router[\\/]dist[\\/].*\.mjs$/;

/**
 * Each rule must apply in every build: when an upgrade renames a file the
 * rule was written against, the build fails instead of quietly shipping
 * the original again (the router adapter alone is ~16 kB). The versions
 * these rules were written against are pinned in package.json.
 */
const RULES = [
    ...REDIRECTS.map(r => `${r.source} imported from ${String(r.importer)}`),
    'lodash/<name> imported by react-admin',
    "react-router's top-level displayName statements",
] as const;

export const slimReactAdmin = (): Plugin => {
    const hits = new Set<string>();
    return {
        name: 'plants:slim-react-admin',
        apply: 'build',
        enforce: 'pre',
        buildStart() {
            hits.clear();
        },
        transform(code, id) {
            if (!ROUTER_BUNDLE.test(id)) return null;
            const out = code
                .replace(/^[A-Za-z]\w*\.displayName = "[^"]*";$/gm, '')
                .replace(
                    /^(var \w+ = )(React\d*\.(?:forwardRef|memo)\()/gm,
                    '$1/* @__PURE__ */ $2'
                );
            if (out !== code) hits.add(RULES[RULES.length - 1]!);
            return { code: out, map: null };
        },
        resolveId(source, importer) {
            const lodash = /^lodash\/([A-Za-z]+)(\.js)?$/.exec(source);
            if (lodash) {
                hits.add(RULES[REDIRECTS.length]!);
                return this.resolve(`lodash-es/${lodash[1]}.js`, importer);
            }
            if (!importer) return null;
            const k = REDIRECTS.findIndex(
                r => r.source === source && r.importer.test(importer)
            );
            if (k < 0) return null;
            hits.add(RULES[k]!);
            return REDIRECTS[k]!.to;
        },
        buildEnd(error) {
            if (error) return;
            const missed = RULES.filter(rule => !hits.has(rule));
            if (missed.length)
                this.error(
                    `build/slimReactAdmin.ts: these stand-in rules matched nothing, so the originals would ship: ${missed.join('; ')}. Update the rule for the new version of the package, or remove it.`
                );
        },
    };
};
