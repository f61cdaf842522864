/**
 * The packages the DOM tests' code imports, for Vitest to pre-bundle
 * (`deps.optimizer.client`): each test file then loads a few bundles
 * instead of the thousands of files react-admin and MUI are made of, and
 * every package that holds a React context (MUI's theme, the router,
 * react-query) exists once (docs/structure.md, Tests).
 *
 * Read from the sources, not listed by hand: a newly imported icon or
 * package is pre-bundled without anyone remembering to add it, and one left
 * out would load a second copy of MUI or the router beside the bundle.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const SOURCE = /\.(ts|tsx)$/;
// `from 'x'`, `import 'x'`, `import('x')`; type-only imports are left out
// below (nothing of them is loaded).
const IMPORT =
    /(?:^|[^\w.'])(?:import|from)\s*\(?\s*'((?:@[\w.-]+\/)?[\w.-]+(?:\/[\w.@-]+)*)'/g;
const TYPE_IMPORT = /^\s*import\s+type\s/;

/** A folder's .ts/.tsx files (those matching `only` when given), or a file. */
const files = (path: string, only = SOURCE): string[] =>
    SOURCE.test(path)
        ? [path]
        : readdirSync(path, { withFileTypes: true, recursive: true })
              .filter(e => e.isFile() && only.test(e.name))
              .map(e => join(e.parentPath, e.name));

/** Imports Vitest itself leaves to Node, the project's own aliases, styles. */
const NOT_A_PACKAGE = /^(\.|@\/|@shared\/|@i18n\/|node:|vitest)|\.css$/;
// Vitest keeps React out of the bundles (one copy with the JSX runtime).
const KEPT_OUT = new Set([
    'react',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
]);

/**
 * The packages (and deep imports such as `@mui/material/Box`) that the
 * files of `paths` import, folders read whole, `tests` folders only for the
 * files matching `testFiles`.
 */
export const importedPackages = (
    root: string,
    paths: string[],
    tests: string[] = [],
    testFiles = SOURCE
): string[] => {
    const found = new Set<string>();
    const all = [
        ...paths.flatMap(p => files(join(root, p))),
        ...tests.flatMap(p => files(join(root, p), testFiles)),
    ];
    for (const file of all) {
        const code = readFileSync(file, 'utf8');
        for (const line of code.split('\n')) {
            if (TYPE_IMPORT.test(line)) continue;
            for (const m of line.matchAll(IMPORT)) found.add(m[1]!);
        }
    }
    return [...found]
        .filter(
            id =>
                !NOT_A_PACKAGE.test(id) &&
                !KEPT_OUT.has(id) &&
                !builtinModules.includes(id)
        )
        .sort();
};

const VERSION_QUERY = /\?v=\w+$/;

/**
 * Vite names a pre-bundled package `deps/<name>.js?v=<hash>` where a test's
 * code imports it, while another bundle imports the same file as
 * `./<name>.js`; Vitest hands both to Node, which keeps a module per URL, so
 * react-hook-form's form context (imported by react-admin's bundle and by
 * ours) would exist twice. Without the query it is one module.
 */
export const oneCopyOfEachBundle = (): Plugin => ({
    name: 'plants:one-copy-of-each-bundle',
    enforce: 'pre',
    async resolveId(source, importer, options) {
        if (source.startsWith('.') || source.startsWith('/')) return null;
        const resolved = await this.resolve(source, importer, {
            ...options,
            skipSelf: true,
        });
        if (!resolved || !VERSION_QUERY.test(resolved.id)) return resolved;
        return { ...resolved, id: resolved.id.replace(VERSION_QUERY, '') };
    },
});

/**
 * Vitest's `deps` for a project whose tests render in a DOM: the packages that
 * the SPA, the test helpers and the DOM tests (`.spec.tsx`) import,
 * pre-bundled. react-dom is named because @testing-library/react and
 * react-admin must share it.
 */
export const domTestDeps = (root: string) => ({
    optimizer: {
        client: {
            enabled: true,
            include: [
                'react-dom',
                ...importedPackages(
                    root,
                    [
                        'src',
                        'shared',
                        'i18n',
                        'tests/helpers',
                        'tests/setup.ts',
                    ],
                    ['tests/unit', 'tests/api'],
                    /\.spec\.tsx$/
                ),
            ],
        },
    },
});
