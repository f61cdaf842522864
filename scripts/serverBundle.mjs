/**
 * The server as one ES module per thread: `main.mjs` (server/src/main.ts)
 * and `pgliteWorker.mjs` (the embedded database's worker thread), with the
 * migrations beside them, and the packages left to node_modules.
 *
 * Why: run from its TypeScript sources through tsx, every module the
 * server loads, its packages' included, goes through tsx's loader hooks,
 * which Node 20 runs on a thread of their own, a round trip per module: a
 * start cost 4.4–6.2 s of CPU, against 3.1–3.9 s from the bundle
 * (docs/performance.md, "Test run times"). `npm start` and the
 * tests' servers run the bundle; esbuild writes it in about a second.
 */
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
/** What the bundle is made of: a change under these makes it stale. */
const SOURCES = ['server/src', 'shared', 'package-lock.json'].map(s =>
    join(root, s)
);
export const DEFAULT_OUT_DIR = join(root, 'server', 'dist');

/** Latest modification time under a file or folder (0 when absent). */
function newest(path) {
    if (!existsSync(path)) return 0;
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.mtimeMs;
    let latest = stat.mtimeMs;
    for (const entry of readdirSync(path))
        latest = Math.max(latest, newest(join(path, entry)));
    return latest;
}

/** The bundle's entry, to run with `node`. */
export const serverEntry = (outDir = DEFAULT_OUT_DIR) =>
    join(outDir, 'main.mjs');

/** Why `outDir` needs a new bundle, or null when it is up to date. */
export function bundleStale(outDir = DEFAULT_OUT_DIR) {
    const entry = serverEntry(outDir);
    if (!existsSync(entry)) return `${entry} is missing`;
    const builtAt = statSync(entry).mtimeMs;
    const changed = SOURCES.find(s => newest(s) > builtAt);
    return changed ? `${changed} changed since the last bundle` : null;
}

/**
 * Writes the bundle into `dir` (from the checkout's root), which must be
 * inside the checkout so that the packages resolve from its node_modules;
 * answers the path of its entry.
 */
export async function bundleServer(dir = DEFAULT_OUT_DIR) {
    const outDir = resolve(root, dir);
    rmSync(outDir, { recursive: true, force: true });
    await build({
        absWorkingDir: root,
        entryPoints: {
            main: 'server/src/main.ts',
            // Found by pgliteThread.ts beside the bundle's main.
            pgliteWorker: 'server/src/db/pgliteWorker.ts',
        },
        outdir: outDir,
        outExtension: { '.js': '.mjs' },
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        packages: 'external',
        sourcemap: 'linked',
        logLevel: 'warning',
    });
    // Read by migrate.ts from beside its module.
    cpSync(
        join(root, 'server', 'src', 'db', 'migrations'),
        join(outDir, 'migrations'),
        { recursive: true }
    );
    return serverEntry(outDir);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
    const outDir = process.argv[2] ? resolve(process.argv[2]) : undefined;
    process.stdout.write(`${await bundleServer(outDir)}\n`);
}
