/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) twin of every text file of the
 * production build, so that the server sends compressed bytes without
 * compressing on each request (`@fastify/static`'s `preCompressed`, by the
 * browser's Accept-Encoding). Brotli at its best level: the files are
 * compressed once, at build time, and read by every visitor.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats the build emits; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;

export interface Compressed {
    file: string;
    bytes: number;
    brotliBytes?: number;
    gzipBytes?: number;
}

/** Compresses one file next to itself; a twin no smaller than it is not written. */
export async function compressFile(path: string): Promise<Compressed> {
    const data = await readFile(path);
    const result: Compressed = { file: path, bytes: data.length };
    const [br, gzipped] = await Promise.all([
        brotli(data, {
            params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
        }),
        gz(data, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < data.length) {
        await writeFile(`${path}.br`, br);
        result.brotliBytes = br.length;
    }
    if (gzipped.length < data.length) {
        await writeFile(`${path}.gz`, gzipped);
        result.gzipBytes = gzipped.length;
    }
    return result;
}

export const isCompressible = (file: string) => COMPRESSIBLE.test(file);

export function precompress(): Plugin {
    let outDir = 'dist';
    return {
        name: 'plants:precompress',
        apply: 'build',
        configResolved(config) {
            outDir = config.build.outDir;
        },
        async writeBundle(options, bundle) {
            const dir = options.dir ?? outDir;
            // Source maps are for developers' tools, fetched rarely.
            const files = Object.keys(bundle).filter(isCompressible);
            await Promise.all(files.map(f => compressFile(join(dir, f))));
        },
    };
}
