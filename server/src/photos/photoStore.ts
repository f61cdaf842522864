/**
 * Where inspection photos' bytes live: files in a directory, never the
 * database (docs/robustness.md, "Inspection photos"). PGlite runs every query on one
 * thread, and a 5 MB photo written as a bytea held every other read for
 * 25 s; a file costs the database nothing. The database keeps a photo's
 * metadata and its key here (photos.ts).
 *
 * With several server processes the directory must be the same for all
 * (a shared volume): a photo uploaded through one is read through another.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import type { PhotoStore } from '../db/photoStore.ts';

/**
 * The file system says there is no room: the disk (ENOSPC) or the
 * account's disk quota (EDQUOT). Any other write error is a fault.
 */
export const isStoreFull = (err: unknown): boolean => {
    const code = (err as { code?: unknown } | null)?.code;
    return code === 'ENOSPC' || code === 'EDQUOT';
};

/** A write refused for want of room: the store removed what it had written. */
export class StoreFull extends Error {
    readonly code = 'ENOSPC';
    constructor(cause: unknown) {
        super(
            `photo store full: ${cause instanceof Error ? cause.message : String(cause)}`,
            { cause }
        );
    }
}

const HEAD_BYTES = 16;
/** Keys are made here (UUIDs, `db-<id>`): nothing else is a file name. */
const SAFE_KEY = /^[A-Za-z0-9-]+$/;
/** `partOf`'s names: `<key>.<uuid>.part`. */
const PART = /^[A-Za-z0-9-]+\.[0-9a-f-]+\.part$/;

/** What the store writes files with; the tests bring a disk that fills. */
export interface StoreFiles {
    createWriteStream(path: string): Writable;
    writeFile(path: string, bytes: Uint8Array): Promise<void>;
}

const nodeFiles: StoreFiles = {
    createWriteStream: path => createWriteStream(path, { flags: 'wx' }),
    writeFile: (path, bytes) => writeFile(path, bytes, { flag: 'wx' }),
};

export function fileStore(
    dir: string,
    files: StoreFiles = nodeFiles
): PhotoStore {
    let ready: Promise<unknown> | undefined;
    const ensure = () => (ready ??= mkdir(dir, { recursive: true }));
    const pathOf = (key: string) => {
        if (!SAFE_KEY.test(key)) throw new Error(`bad photo key ${key}`);
        return join(dir, key);
    };
    // A partial file never has a key's name: `.part` files are whole only
    // once renamed, so a reader never sees half a photo.
    const partOf = (key: string) => `${pathOf(key)}.${randomUUID()}.part`;

    return {
        dir,
        async receive(source, limit, drainLimit) {
            await ensure();
            const key = randomUUID();
            const part = partOf(key);
            const file = files.createWriteStream(part);
            const head: Buffer[] = [];
            let headLength = 0;
            let received = 0;
            let over = false;
            let failure: unknown;
            const outcome = await new Promise<
                'done' | 'tooLarge' | 'cut' | 'failed'
            >(resolve => {
                let settled = false;
                const settle = (v: 'done' | 'tooLarge' | 'cut' | 'failed') => {
                    if (settled) return;
                    settled = true;
                    source.off('data', onData);
                    resolve(v);
                };
                const onData = (chunk: Buffer) => {
                    received += chunk.length;
                    if (received > drainLimit) {
                        source.destroy();
                        settle('cut');
                        return;
                    }
                    // Past the limit, or after a failed write: dropped,
                    // still read, so that the client reads the answer.
                    if (received > limit) over = true;
                    if (over || failure !== undefined) return;
                    if (headLength < HEAD_BYTES) {
                        head.push(chunk.subarray(0, HEAD_BYTES - headLength));
                        headLength += Math.min(
                            chunk.length,
                            HEAD_BYTES - headLength
                        );
                    }
                    if (!file.write(chunk)) {
                        source.pause();
                        file.once('drain', () => source.resume());
                    }
                };
                source.on('data', onData);
                source.once('end', () =>
                    settle(
                        failure !== undefined
                            ? 'failed'
                            : over
                              ? 'tooLarge'
                              : 'done'
                    )
                );
                source.once('error', () => settle('cut'));
                file.on('error', err => {
                    failure ??= err;
                    // A write waiting for 'drain' will not get it.
                    source.resume();
                });
            });
            // Ended even after an error: the stream closes its descriptor.
            // The last writes may fail only now, the body read whole.
            await new Promise<void>(resolve => {
                if (file.destroyed) resolve();
                else
                    file.end((err?: Error | null) => {
                        if (err) failure ??= err;
                        resolve();
                    });
            });
            const discard = () => rm(part, { force: true });
            const failed = outcome !== 'cut' && failure !== undefined;
            if (outcome !== 'done' || failed) {
                await discard();
                if (failed && !isStoreFull(failure)) throw failure;
                return {
                    ok: false,
                    reason: failed
                        ? 'full'
                        : outcome === 'cut'
                          ? 'cut'
                          : 'tooLarge',
                };
            }
            return {
                ok: true,
                photo: {
                    size: received,
                    head: Buffer.concat(head),
                    async keep() {
                        await rename(part, pathOf(key));
                        return key;
                    },
                    discard,
                },
            };
        },
        async put(key, bytes) {
            await ensure();
            const part = partOf(key);
            try {
                await files.writeFile(part, bytes);
            } catch (err) {
                await rm(part, { force: true });
                throw isStoreFull(err) ? new StoreFull(err) : err;
            }
            await rename(part, pathOf(key));
        },
        async open(key) {
            const path = pathOf(key);
            try {
                await stat(path);
            } catch {
                return null;
            }
            return createReadStream(path);
        },
        async remove(key) {
            await rm(pathOf(key), { force: true });
        },
        async files() {
            let names: string[];
            try {
                names = await readdir(dir);
            } catch {
                return []; // not made yet: nothing stored
            }
            const found: {
                name: string;
                partial: boolean;
                modifiedMs: number;
            }[] = [];
            for (const name of names) {
                const partial = PART.test(name);
                if (!partial && !SAFE_KEY.test(name)) continue;
                try {
                    const info = await stat(join(dir, name));
                    if (info.isFile())
                        found.push({
                            name,
                            partial,
                            modifiedMs: info.mtimeMs,
                        });
                } catch {
                    // Renamed or removed meanwhile.
                }
            }
            return found;
        },
        async removeFile(name) {
            if (!PART.test(name) && !SAFE_KEY.test(name))
                throw new Error(`not a photo file: ${name}`);
            await rm(join(dir, name), { force: true });
        },
    };
}
