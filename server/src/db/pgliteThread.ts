/**
 * The embedded database in a worker thread: the `Database` the server uses
 * on PGlite (index.ts). PGlite's WebAssembly and the driver run in
 * pgliteWorker.ts on a thread of their own, so that a request's statement
 * runs on one core while the server's thread parses, authorizes and
 * serializes other requests on the other; in-process, both took turns on
 * one thread (docs/decisions/0004-pglite-in-a-worker-thread.md).
 *
 * One message per statement and one reply (pgliteMessages.ts): a query's
 * reply arrives as PostgreSQL's bytes and its rows are read here with the
 * parsers the worker's PGlite has (`parsersFor` its array types), the
 * same values as `openPglite`'s in-process (bytea as Uint8Array). A
 * transaction's function runs here; its statements are messages naming the transaction,
 * which the worker keeps open, holding the driver's lock, until the
 * COMMIT or ROLLBACK (savepoints for nested calls). Errors are rebuilt
 * here with their class and fields: PGlite's DatabaseError (code,
 * constraint, detail, table, column, severity, ...), TransactionAborted.
 */
import { Worker } from 'node:worker_threads';
import { messages } from '@electric-sql/pglite';
import type { Database } from './database.ts';
import type {
    Notification,
    Reply,
    Request,
    WireError,
} from './pgliteMessages.ts';
import { parsersFor, TransactionAborted, type ArrayTypes } from './pglite.ts';
import { readRows, type Parsers } from './pgliteReply.ts';

/** The threaded database, and its worker for tests (e.g. to end it as a crash would). */
export interface PgliteThread extends Database {
    readonly worker: Worker;
}

interface Pending {
    resolve(reply: Reply): void;
    reject(err: Error): void;
}

// Run from its TypeScript source (tsx, Vitest) or from the server's bundle
// (scripts/serverBundle.mjs), which writes the worker beside its main.
const ENTRY = import.meta.url.endsWith('.ts')
    ? new URL('./pgliteWorker.ts', import.meta.url)
    : new URL('./pgliteWorker.mjs', import.meta.url);

/**
 * Starts pgliteWorker. A worker inherits the process's `execArgv`, so the
 * server's `--import tsx` runs in it too, but on Node 20 the hooks it
 * registers do not reach the worker's own entry module: `new Worker` on a
 * .ts file fails with ERR_UNKNOWN_FILE_EXTENSION (a known tsx limitation,
 * github.com/privatenumber/tsx/issues/354, blocked on Node). So the entry
 * is a line of JavaScript that registers tsx with its documented ESM API (`register` from 'tsx/esm/api') and then imports
 * the worker's module. This also works where the parent has no tsx at
 * all (Vitest's test processes). The bundle's entry is started as is.
 */
function startWorker(dataDir: string): Worker {
    const workerData = { dataDir };
    if (!ENTRY.pathname.endsWith('.ts'))
        return new Worker(ENTRY, { workerData });
    const tsx = import.meta.resolve('tsx/esm/api');
    const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(ENTRY.href)}); })`;
    return new Worker(boot, { eval: true, workerData });
}

/** The error `wire` describes, with its class and fields as the driver threw it. */
function rebuild(wire: WireError): Error {
    const err: Error =
        wire.kind === 'aborted'
            ? new TransactionAborted()
            : wire.kind === 'database'
              ? new messages.DatabaseError(
                    wire.message,
                    Number(wire.fields.length ?? 0),
                    'error'
                )
              : new Error(wire.message);
    Object.assign(err, wire.fields);
    err.name = wire.name;
    // Where it was thrown, in the worker.
    if (wire.stack) err.stack = wire.stack;
    return err;
}

/**
 * Buffers from Node's pool are views of a shared 8 KiB ArrayBuffer, which
 * structured clone would copy whole: such a parameter is sent as a copy of
 * its bytes (it arrives as a Uint8Array, which the driver sends as bytea
 * as it does a Buffer). Other parameters are sent as they are.
 */
function compact(params: unknown[] | undefined): unknown[] | undefined {
    if (!params) return params;
    let out = params;
    for (let i = 0; i < params.length; i++) {
        const p = params[i];
        if (ArrayBuffer.isView(p) && p.byteLength !== p.buffer.byteLength) {
            if (out === params) out = params.slice();
            out[i] = new Uint8Array(
                p.buffer,
                p.byteOffset,
                p.byteLength
            ).slice();
        }
    }
    return out;
}

/**
 * PGlite persisted under `<dataDir>/pglite`, run by a worker thread. The
 * worker keeps the process alive only while a statement is pending, as an
 * in-process PGlite would.
 */
export async function openPgliteThread(dataDir: string): Promise<PgliteThread> {
    const worker = startWorker(dataDir);
    const pending = new Map<number, Pending>();
    let lastId = 0;
    /** Why every call fails from now on: the worker ended. */
    let stopped: Error | null = null;
    let closing: Promise<void> | null = null;
    /** The worker is ended on purpose (close, or an open that failed). */
    let ending = false;
    let failure: Error | undefined;

    const awaitReply = (id: number) =>
        new Promise<Reply>((resolve, reject) => {
            if (pending.size === 0) worker.ref();
            pending.set(id, { resolve, reject });
        });

    /** Listeners by channel (one LISTEN in the worker per channel). */
    const heard = new Map<string, Set<(payload: string) => void>>();
    worker.on('message', (message: Reply | Notification) => {
        if ('notify' in message) {
            const { channel, payload } = message.notify;
            for (const fn of heard.get(channel) ?? []) fn(payload);
            return;
        }
        const reply = message;
        const call = pending.get(reply.id);
        if (!call) return;
        pending.delete(reply.id);
        if (pending.size === 0) worker.unref();
        if (reply.error) call.reject(rebuild(reply.error));
        else call.resolve(reply);
    });
    worker.on('error', err => {
        failure = err;
        process.stderr.write(
            `The PGlite worker failed: ${err.stack ?? err.message}\n`
        );
    });
    worker.on('messageerror', err =>
        process.stderr.write(
            `A reply of the PGlite worker could not be read: ${err.message}\n`
        )
    );
    worker.on('exit', code => {
        stopped = ending
            ? new Error('The database is closed')
            : new Error(
                  `The PGlite worker stopped (exit code ${code})${failure ? `: ${failure.message}` : ''}; the database is unavailable until the server restarts`
              );
        if (!ending) process.stderr.write(`${stopped.message}\n`);
        for (const call of pending.values()) call.reject(stopped);
        pending.clear();
    });

    function send(request: Request): Promise<Reply> {
        if (stopped) return Promise.reject(stopped);
        // After close(), only the statements of a transaction in progress
        // (which close waits for) are still taken.
        if (
            closing &&
            request.op !== 'close' &&
            (!('tx' in request) || request.tx === 0)
        )
            return Promise.reject(new Error('The database is closed'));
        try {
            worker.postMessage(request);
        } catch (err) {
            // A parameter structured clone does not take (a function...).
            return Promise.reject(err);
        }
        return awaitReply(request.id);
    }

    /**
     * A transaction whose BEGIN leaves with its first statement: one that
     * runs none (a write refused by its validation, which needs no
     * reference looked up) costs no message and never takes the worker's
     * lock. PostgreSQL takes a transaction's snapshot at its first
     * statement anyway, so nothing else differs.
     */
    async function transaction<T>(
        parentOf: () => Promise<number>,
        fn: (tx: Database) => Promise<T>
    ): Promise<T> {
        let opened: Promise<number> | undefined;
        const open = () =>
            (opened ??= (async () => {
                const parent = await parentOf();
                const { tx } = await send({
                    id: ++lastId,
                    op: 'begin',
                    tx: parent,
                });
                if (!tx)
                    throw new Error('The PGlite worker opened no transaction');
                return tx;
            })());
        let out: T;
        try {
            out = await fn(scope(open));
        } catch (err) {
            // A BEGIN that failed opened nothing to roll back.
            const tx = await opened?.catch(() => undefined);
            if (tx) await send({ id: ++lastId, op: 'end', tx, commit: false });
            throw err;
        }
        if (opened) {
            const tx = await opened;
            await send({ id: ++lastId, op: 'end', tx, commit: true });
        }
        return out;
    }

    function close(): Promise<void> {
        closing ??= (async () => {
            ending = true;
            try {
                if (!stopped) await send({ id: ++lastId, op: 'close' });
            } finally {
                await worker.terminate();
            }
        })();
        return closing;
    }

    async function listen(
        channel: string,
        onPayload: (payload: string) => void
    ): Promise<() => Promise<void>> {
        let fns = heard.get(channel);
        if (!fns) {
            fns = new Set();
            heard.set(channel, fns);
            await send({ id: ++lastId, op: 'listen', channel });
        }
        fns.add(onPayload);
        return async () => {
            const set = heard.get(channel);
            if (!set?.delete(onPayload) || set.size > 0) return;
            heard.delete(channel);
            if (!stopped && !closing)
                await send({ id: ++lastId, op: 'unlisten', channel });
        };
    }

    /**
     * The database (0) or a transaction (its number once opened). The
     * database's statements leave at once, in the order they are called
     * (close() waits only for those sent before it).
     */
    function scope(txOf: 0 | (() => Promise<number>)): Database {
        const isDatabase = txOf === 0;
        return {
            kind: 'pglite',
            async query<T>(sql: string, params?: unknown[]) {
                const tx = txOf === 0 ? 0 : await txOf();
                const { bytes } = await send({
                    id: ++lastId,
                    op: 'query',
                    tx,
                    sql,
                    params: compact(params),
                });
                return { rows: bytes ? readRows<T>(bytes, parsers) : [] };
            },
            transaction: fn =>
                transaction(txOf === 0 ? () => Promise.resolve(0) : txOf, fn),
            async exec(sql: string) {
                const tx = txOf === 0 ? 0 : await txOf();
                await send({ id: ++lastId, op: 'exec', tx, sql });
            },
            close: isDatabase
                ? close
                : () =>
                      Promise.reject(new Error('close() inside a transaction')),
            listen: isDatabase
                ? listen
                : () =>
                      Promise.reject(
                          new Error('listen() inside a transaction')
                      ),
        };
    }

    let parsers: Parsers;
    try {
        const { arrayTypes = [] as ArrayTypes } = await awaitReply(0);
        parsers = parsersFor(arrayTypes);
    } catch (err) {
        ending = true;
        await worker.terminate();
        throw err;
    }
    return Object.assign(scope(0), { worker });
}
