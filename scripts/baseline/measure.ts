/**
 * Builds scripts/baseline (a bare react-admin app with one list) and
 * returns the bytes of JavaScript it ships, gzip: the reference the
 * first-screen budget is compared with (scripts/bench.ts).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export async function measureBaseline(): Promise<number> {
    const root = fileURLToPath(new URL('.', import.meta.url));
    const outDir = mkdtempSync(join(tmpdir(), 'plants-baseline-'));
    try {
        await build({
            root,
            configFile: false,
            logLevel: 'warn',
            plugins: [react()],
            build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
        });
        const assets = join(outDir, 'assets');
        const bytes = readdirSync(assets)
            .filter(f => f.endsWith('.js'))
            .reduce(
                (n, f) => n + gzipSync(readFileSync(join(assets, f))).length,
                0
            );
        return bytes;
    } finally {
        rmSync(outDir, { recursive: true, force: true });
    }
}
