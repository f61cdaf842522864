/**
 * What the database's photo functions (photos.ts) and the API need of the
 * place inspection photos' bytes live; server/src/photos/photoStore.ts
 * keeps them in files. Declared here so that the database depends on no
 * service.
 */
import type { Readable } from 'node:stream';

/** A photo received whole, not yet recorded: `keep` or `discard` it. */
export interface ReceivedPhoto {
    size: number;
    /** Its first bytes, to tell its type (shared/domain/photos.ts). */
    head: Buffer;
    /** Moves it into the store; answers its key. */
    keep(): Promise<string>;
    discard(): Promise<void>;
}

export type Receipt =
    | { ok: true; photo: ReceivedPhoto }
    | { ok: false; reason: 'tooLarge' | 'cut' | 'full' };

export interface PhotoStore {
    readonly dir: string;
    /**
     * Streams a body to a new file, at most `limit` bytes. Past the limit
     * the rest is read and dropped, up to `drainLimit` (so that the client
     * reads the refusal instead of a broken pipe), then refused; past that
     * the connection is cut (`reason: 'cut'`). When the disk is full the
     * rest is read and dropped the same way and the partial file removed
     * (`reason: 'full'`); any other write error is thrown, the partial
     * file removed too.
     */
    receive(
        source: Readable,
        limit: number,
        drainLimit: number
    ): Promise<Receipt>;
    /**
     * Writes a whole photo under `key` (moving bytes out of the database);
     * throws `StoreFull` when the disk is full, leaving no partial file.
     */
    put(key: string, bytes: Uint8Array): Promise<void>;
    /** The photo's bytes as a stream, or null when the store has none. */
    open(key: string): Promise<Readable | null>;
    remove(key: string): Promise<void>;
    /**
     * What the directory holds, with each file's last write: photos under
     * their keys, and `.part` files (`partial`) of uploads under way or cut
     * short by a stopped process.
     */
    files(): Promise<{ name: string; partial: boolean; modifiedMs: number }[]>;
    /** Removes a file `files()` named. */
    removeFile(name: string): Promise<void>;
}
