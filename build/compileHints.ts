/**
 * Marks the chunks a signed-in start runs at once (start-up's signed-in
 * half, the shell, the generated list) with V8's explicit compile hint,
 * `//# allFunctionsCalledOnLoad` (Chrome 136 on): V8 then compiles all
 * their functions on a background thread while the file streams in,
 * instead of compiling each one on the main thread at its first call
 * (docs/performance.md, "Compile hints"). Other browsers read a comment.
 * The hint must be the file's first line, so it is written into the files
 * the build wrote (the minifier drops comments), before their compressed
 * twins are made, and their source maps move down a line.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** `code` with the hint on its first line. */
export const withHint = (code: string): string => `${COMPILE_HINT}\n${code}`;
/** A source map (JSON) whose mappings start one line further down. */
export const mapOneLineDown = (map: string): string => {
    const parsed = JSON.parse(map) as { mappings: string };
    return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
};

export function compileHints(chunkNames: readonly string[]): Plugin {
    const eager = new Set(chunkNames);
    let outDir = 'dist';
    return {
        name: 'plants:compile-hints',
        apply: 'build',
        configResolved(config) {
            outDir = config.build.outDir;
        },
        writeBundle: {
            // Before precompress's twins are written from these files.
            order: 'pre',
            sequential: true,
            async handler(options, bundle) {
                const dir = options.dir ?? outDir;
                const chunks = Object.values(bundle).filter(
                    f => f.type === 'chunk' && eager.has(f.name)
                );
                const missing = chunkNames.filter(
                    n => !chunks.some(c => c.name === n)
                );
                if (missing.length)
                    throw new Error(
                        `compileHints: no chunk named ${missing.join(', ')}`
                    );
                for (const chunk of chunks) {
                    const path = join(dir, chunk.fileName);
                    await writeFile(
                        path,
                        withHint(await readFile(path, 'utf8'))
                    );
                    if (chunk.type === 'chunk' && chunk.sourcemapFileName) {
                        const mapPath = join(dir, chunk.sourcemapFileName);
                        await writeFile(
                            mapPath,
                            mapOneLineDown(await readFile(mapPath, 'utf8'))
                        );
                    }
                }
            },
        },
    };
}
