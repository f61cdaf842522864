#!/usr/bin/env node
/**
 * `npm start`: builds the SPA when its sources are newer than dist/ (or
 * FORCE_BUILD=1), and the server's bundle when its sources are newer than
 * server/dist/ (scripts/serverBundle.mjs), then runs the embedded stack,
 * forwarding signals so that the server shuts down cleanly, and exiting
 * with the server's code.
 */
import { spawn } from 'node:child_process';
import {
    existsSync,
    readFileSync,
    readdirSync,
    statSync,
    writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer, bundleStale, serverEntry } from './serverBundle.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

// `npm run start:dev`: the stack behind `npm run dev`, whose origin (Vite's)
// may then sign in; `npm start` alone allows only its own origin.
if (process.argv.includes('--with-vite')) {
    process.env.OIDC_REDIRECT_ORIGINS ??=
        'http://localhost:5173,http://127.0.0.1:5173';
}
const staticDir = resolve(root, process.env.STATIC_DIR ?? 'dist');
const builtIndex = join(staticDir, 'index.html');
const SOURCES = ['src', 'i18n', 'index.html', 'public', 'vite.config.ts'];

/** Latest modification time under a file or folder (0 when absent). */
function newest(path) {
    if (!existsSync(path)) return 0;
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.mtimeMs;
    let latest = stat.mtimeMs;
    for (const entry of readdirSync(path)) {
        latest = Math.max(latest, newest(join(path, entry)));
    }
    return latest;
}

function needsBuild() {
    if (process.env.FORCE_BUILD === '1') return 'FORCE_BUILD=1';
    if (!existsSync(builtIndex)) return `${builtIndex} is missing`;
    const builtAt = statSync(builtIndex).mtimeMs;
    const changed = SOURCES.find(s => newest(join(root, s)) > builtAt);
    return changed ? `${changed} changed since the last build` : null;
}

function run(command, args) {
    return new Promise(resolvePromise => {
        const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
        const forward = signal => child.kill(signal);
        process.on('SIGINT', forward);
        process.on('SIGTERM', forward);
        child.on('exit', (code, signal) => {
            process.off('SIGINT', forward);
            process.off('SIGTERM', forward);
            resolvePromise(code ?? (signal ? 1 : 0));
        });
    });
}

const reason = needsBuild();
if (reason) {
    process.stdout.write(`Building the web console (${reason})...\n`);
    // Vite empties the output folder: keep an operator's config.json.
    const overridePath = join(staticDir, 'config.json');
    const override = existsSync(overridePath)
        ? readFileSync(overridePath)
        : null;
    const code = await run(process.execPath, [
        join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--outDir',
        staticDir,
        '--emptyOutDir',
    ]);
    if (override && existsSync(staticDir))
        writeFileSync(overridePath, override);
    if (code !== 0) {
        process.stderr.write(
            `The SPA build failed (exit ${code}); the server starts anyway and its pages say so.\n`
        );
    }
}

const stale = process.env.FORCE_BUILD === '1' ? 'FORCE_BUILD=1' : bundleStale();
if (stale) {
    process.stdout.write(`Bundling the server (${stale})...\n`);
    await bundleServer();
}

const code = await run(process.execPath, [
    '--enable-source-maps',
    serverEntry(),
]);
process.exit(code);
