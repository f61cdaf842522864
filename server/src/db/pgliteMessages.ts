/**
 * The messages between the server's thread and the PGlite worker
 * (pgliteThread.ts, pgliteWorker.ts). One request and one reply per
 * statement. A query's reply travels as PostgreSQL's bytes, handed over
 * rather than copied, and the server's thread reads its rows
 * (pgliteReply.ts): cloning parsed rows cost the worker, which every
 * statement waits for, about a sixth of its time. The rest is
 * structured-cloned.
 *
 * `tx` names the transaction (or savepoint) a statement belongs to: 0 is
 * the database itself, any other number a transaction the worker opened
 * for a `begin` and keeps open, holding the driver's lock, until its `end`.
 */
import type { ArrayTypes } from './pglite.ts';

export type Request =
    | {
          id: number;
          op: 'query';
          tx: number;
          sql: string;
          params: unknown[] | undefined;
      }
    | { id: number; op: 'exec'; tx: number; sql: string }
    /** Opens a transaction in `tx` (a savepoint when `tx` is one); the reply names it. */
    | { id: number; op: 'begin'; tx: number }
    /** COMMIT (or RELEASE) when `commit`, else ROLLBACK (TO SAVEPOINT). */
    | { id: number; op: 'end'; tx: number; commit: boolean }
    | { id: number; op: 'close' }
    /** LISTEN on `channel`: its notifications come as `Notification` messages. */
    | { id: number; op: 'listen'; channel: string }
    | { id: number; op: 'unlisten'; channel: string };

/** A notification the worker heard (not a reply: `id` is absent). */
export interface Notification {
    notify: { channel: string; payload: string };
}

/** An error as it crosses the threads: structured clone keeps no class. */
export interface WireError {
    /** 'database' for PGlite's DatabaseError (a PostgreSQL error), 'aborted' for TransactionAborted. */
    kind: 'database' | 'aborted' | 'other';
    name: string;
    message: string;
    stack: string | undefined;
    /** The error's own fields: code, constraint, detail, table, column, severity... */
    fields: Record<string, unknown>;
}

/**
 * The reply to request `id` (0: the worker opened the database, with its
 * `arrayTypes`): `bytes` for a query, `tx` for a begin, `error` when it
 * failed.
 */
export interface Reply {
    id: number;
    /** PostgreSQL's reply to a query, checked (its error is `error`). */
    bytes?: Uint8Array;
    arrayTypes?: ArrayTypes;
    tx?: number;
    error?: WireError;
}
