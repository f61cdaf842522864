/**
 * The app's shell as start-up sees it (docs/performance.md, "Start-up").
 *
 * The build names the shell in the HTML (`<meta name="app-shell">`) for
 * the entry (src/boot.ts) to preload when sign-in may succeed
 * (src/shellPreload.ts): a browser on its way to the sign-in form never
 * needs it, and its download would share the network with the entry's
 * and the form's. The chunk is found by its module (`src/main.tsx`); a
 * build without it fails, so a rename cannot silently drop the hint.
 *
 * The code start-up loads before the shell (its signed-in half, the
 * device's store, the catalogs) must not import the shell's chunk:
 * loading it would run the shell (about 0.7 s at 4x CPU) before sign-in
 * is known. Rolldown puts a module that the shell and such code share in
 * the shell's chunk unless a chunk group takes it first
 * (vite.config.ts); the build fails, naming what is taken, when one of
 * them imports the shell.
 */
import type { Plugin, Rollup } from 'vite';
import { chunkTakes } from './firstScreensShared.ts';

export const SHELL_MODULE = /[\\/]src[\\/]main\.tsx$/;
/** The meta element's name, read by src/shellPreload.ts. */
export const SHELL_META = 'app-shell';

/** Start-up's signed-in half (src/startupSignedIn.ts): a chunk group of its own. */
export const SIGNED_IN_MODULE = /[\\/]src[\\/]startupSignedIn\.ts$/;

/** What start-up loads before the shell runs. */
export const BEFORE_SHELL: readonly RegExp[] = [
    SIGNED_IN_MODULE,
    /[\\/]src[\\/]providers[\\/]deviceStore\.ts$/,
    /[\\/]i18n[\\/](pt-BR|en-US)[\\/]index\.ts$/,
];

const chunksOf = (bundle: Rollup.OutputBundle) =>
    Object.values(bundle).flatMap(c => (c.type === 'chunk' ? [c] : []));

const theShell = (chunks: readonly Rollup.OutputChunk[]) => {
    const found = chunks.filter(c =>
        c.moduleIds.some(id => SHELL_MODULE.test(id))
    );
    const [shell] = found;
    if (!shell || found.length > 1)
        throw new Error(
            `preloadShell: expected one chunk holding ${String(SHELL_MODULE)}, found ${found.length}`
        );
    return shell;
};

export function preloadShell(): Plugin {
    return {
        name: 'plants:preload-shell',
        apply: 'build',
        generateBundle(_options, bundle) {
            const chunks = chunksOf(bundle);
            const shell = theShell(chunks);
            const importsOf = (id: string) =>
                this.getModuleInfo(id)?.importedIds ?? [];
            const problems = BEFORE_SHELL.flatMap(test => {
                const chunk = chunks.find(c =>
                    c.moduleIds.some(id => test.test(id))
                );
                if (!chunk) return [`${String(test)} is in no chunk`];
                if (chunk === shell) return [`${String(test)} is in the shell`];
                return chunkTakes(chunks, chunk, shell, importsOf);
            });
            if (problems.length)
                throw new Error(
                    "Code start-up loads before the shell imports the shell's chunk (build/preloadShell.ts):\n" +
                        problems.join('\n')
                );
        },
        transformIndexHtml: {
            order: 'post',
            handler(_html, ctx) {
                const shell = theShell(chunksOf(ctx.bundle ?? {}));
                return [
                    {
                        tag: 'meta',
                        attrs: {
                            name: SHELL_META,
                            content: `/${shell.fileName}`,
                        },
                        injectTo: 'head',
                    },
                ];
            },
        },
    };
}
