/**
 * The PGlite worker (started by pgliteThread.ts): opens the embedded
 * database with the in-process driver (`openPglite`) and answers the
 * server thread's requests (pgliteMessages.ts), one reply per request.
 *
 * A transaction stays open across messages: `begin` runs the driver's own
 * `transaction` (or, inside one, its savepoint) with a function that
 * waits for the matching `end`, so the driver's lock is held from BEGIN to
 * COMMIT/ROLLBACK exactly as in-process, and statements of other requests
 * wait for it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { messages } from '@electric-sql/pglite';
import type {
    Notification,
    Reply,
    Request,
    WireError,
} from './pgliteMessages.ts';
import {
    openPglite,
    TransactionAborted,
    type PgliteDatabase,
} from './pglite.ts';

const port = parentPort;
if (!port) throw new Error('pgliteWorker.ts runs in a worker thread');

/** A transaction opened for a `begin`, until its `end`. */
interface Open {
    db: PgliteDatabase;
    /** Settles the transaction's function: commit (resolve) or roll back (reject). */
    commit: () => void;
    rollBack: (reason: unknown) => void;
    /** The driver's `transaction` call: settles after COMMIT or ROLLBACK. */
    done: Promise<unknown>;
}

/** Thrown into a transaction's function to roll it back; not an error to report. */
const ROLLBACK = Symbol('rollback');

function toWire(err: unknown): WireError {
    if (!(err instanceof Error))
        return {
            kind: 'other',
            name: 'Error',
            message: String(err),
            stack: undefined,
            fields: {},
        };
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(err)) {
        // Only what structured clone takes (a PostgreSQL error's fields are
        // strings and numbers).
        if (typeof value !== 'function' && typeof value !== 'symbol')
            fields[key] = value;
    }
    return {
        kind:
            err instanceof TransactionAborted
                ? 'aborted'
                : err instanceof messages.DatabaseError
                  ? 'database'
                  : 'other',
        name: err.name,
        message: err.message,
        stack: err.stack,
        fields,
    };
}

const reply = (message: Reply, transfer?: ArrayBuffer[]) =>
    port.postMessage(message, transfer);
const fail = (id: number, err: unknown) => reply({ id, error: toWire(err) });

let db: PgliteDatabase;
const open = new Map<number, Open>();
let lastTx = 0;
/** The channels listened on, and how to stop. */
const listening = new Map<string, () => Promise<void>>();

/** The database (0) or open transaction `tx` names. */
function target(tx: number): PgliteDatabase {
    const found = tx === 0 ? db : open.get(tx)?.db;
    if (!found)
        throw new Error(
            `No open transaction ${tx}: a statement after its COMMIT or ROLLBACK`
        );
    return found;
}

function begin(id: number, tx: number) {
    const parent = target(tx);
    const handle = ++lastTx;
    let started = false;
    const entry = {} as Open;
    entry.done = parent.transaction(
        inner =>
            new Promise<void>((resolve, reject) => {
                started = true;
                entry.db = inner;
                entry.commit = resolve;
                entry.rollBack = reject;
                open.set(handle, entry);
                reply({ id, tx: handle });
            })
    );
    // BEGIN (or SAVEPOINT) failed: the function never ran, the begin fails.
    // Once it ran, the end reports how the transaction finished.
    entry.done.catch(err => {
        if (!started) fail(id, err);
    });
}

function end(id: number, tx: number, commit: boolean) {
    const entry = open.get(tx);
    if (!entry) throw new Error(`No open transaction ${tx}`);
    open.delete(tx);
    if (commit) entry.commit();
    else entry.rollBack(ROLLBACK);
    entry.done.then(
        () => reply({ id }),
        err => (err === ROLLBACK ? reply({ id }) : fail(id, err))
    );
}

async function answer(request: Request) {
    const { id } = request;
    try {
        switch (request.op) {
            case 'query': {
                // The reply's bytes, handed over (not copied): the server's
                // thread reads the rows (pgliteReply.ts).
                const bytes = await target(request.tx).queryBytes(
                    request.sql,
                    request.params
                );
                reply({ id, bytes }, [bytes.buffer as ArrayBuffer]);
                return;
            }
            case 'exec':
                await target(request.tx).exec(request.sql);
                reply({ id });
                return;
            case 'begin':
                begin(id, request.tx);
                return;
            case 'end':
                end(id, request.tx, request.commit);
                return;
            case 'listen': {
                const { channel } = request;
                if (!listening.has(channel))
                    listening.set(
                        channel,
                        await db.listen(channel, payload =>
                            port!.postMessage({
                                notify: { channel, payload },
                            } satisfies Notification)
                        )
                    );
                reply({ id });
                return;
            }
            case 'unlisten': {
                const stop = listening.get(request.channel);
                listening.delete(request.channel);
                await stop?.();
                reply({ id });
                return;
            }
            case 'close':
                await db.close();
                reply({ id });
                return;
        }
    } catch (err) {
        fail(id, err);
    }
}

try {
    db = await openPglite((workerData as { dataDir: string }).dataDir);
    const arrayTypes = await db.arrayTypes();
    port.on('message', (request: Request) => void answer(request));
    reply({ id: 0, arrayTypes });
} catch (err) {
    // The server thread rejects the open with this and ends the thread.
    fail(0, err);
}
