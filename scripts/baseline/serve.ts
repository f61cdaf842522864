/**
 * Builds the bare react-admin app (scripts/baseline) with the same
 * compression as ours (build/precompress.ts) and serves it the way our
 * server serves the SPA (brotli by Accept-Encoding, hashed assets
 * immutable), so that the journey bench compares apps, not servers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { build } from 'vite';
import { precompress } from '../../build/precompress.ts';

export interface ServedBaseline {
    url: string;
    close(): Promise<void>;
}

export async function serveBaseline(): Promise<ServedBaseline> {
    const root = fileURLToPath(new URL('.', import.meta.url));
    const outDir = mkdtempSync(join(tmpdir(), 'plants-baseline-'));
    await build({
        root,
        configFile: false,
        logLevel: 'warn',
        plugins: [react(), precompress()],
        build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
    });
    const app = Fastify();
    await app.register(fastifyStatic, {
        root: outDir,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, file) =>
            reply.header(
                'cache-control',
                file.includes('/assets/')
                    ? 'public, max-age=31536000, immutable'
                    : 'no-cache'
            ),
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    return {
        // Chromium sends brotli to localhost, as to our server.
        url: address.replace('127.0.0.1', 'localhost'),
        async close() {
            await app.close();
            rmSync(outDir, { recursive: true, force: true });
        },
    };
}
