import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
    Mutex,
    PGlite,
    parse as pgliteParse,
    protocol,
    types,
} from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database } from './database.ts';
import { checkReply, readRows, type Parsers } from './pgliteReply.ts';
import { OID, keepText, parseNumber, parseTimestamptz } from './values.ts';

const { serialize } = protocol;

/**
 * How many statements stay prepared. The server's statements are a few
 * hundred texts at most (a search's text depends on its filters and sort,
 * not on their values); past this the oldest is closed.
 */
const PREPARED_STATEMENTS = 500;

/** The server's parsers, over PGlite's defaults (values.ts: the same shapes as on PostgreSQL). */
export const VALUE_PARSERS: Parsers = {
    [OID.int8]: parseNumber,
    [OID.numeric]: parseNumber,
    [OID.date]: keepText,
    [OID.timestamptz]: parseTimestamptz,
};

/**
 * The array types, each as [element type, array type]: what PGlite asks
 * when it opens to parse arrays (`_initArrayTypes`), asked again for the
 * parsers of a reply read on another thread (`parsersFor`).
 */
const ARRAY_TYPES_SQL = `SELECT b.oid AS element, b.typarray AS array
      FROM pg_catalog.pg_type a
      LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
     WHERE a.typcategory = 'A'
     GROUP BY b.oid, b.typarray
     ORDER BY b.oid`;

/** A channel's name as an identifier (the name PostgreSQL reports its notifications under). */
const quoteChannel = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

export type ArrayTypes = [element: number, array: number][];

/** The parsers PGlite has once open: its defaults, the server's, and one per array type. */
export function parsersFor(arrayTypes: ArrayTypes): Parsers {
    const parsers: Parsers = { ...types.parsers, ...VALUE_PARSERS };
    for (const [element, array] of arrayTypes)
        // An element type without a parser keeps its text (arrayParser
        // takes none, as PGlite passes it).
        parsers[array] = text =>
            types.arrayParser(text, parsers[element]!, array) as unknown;
    return parsers;
}

/**
 * The in-process driver. `queryBytes` runs a statement and answers its
 * reply's bytes, already checked (an error thrown, notifications
 * delivered), for `readRows` to read wherever it runs: the worker sends
 * them to the server's thread as they are (pgliteWorker.ts).
 */
export interface PgliteDatabase extends Database {
    queryBytes(sql: string, params?: unknown[]): Promise<Uint8Array>;
    transaction<T>(fn: (tx: PgliteDatabase) => Promise<T>): Promise<T>;
    /** The array types this database knows, for `parsersFor`. */
    arrayTypes(): Promise<ArrayTypes>;
}

interface Prepared {
    name: string;
    /** The parameter types PostgreSQL inferred, which choose each value's serializer. */
    paramTypes: number[];
}

const concat = (parts: Uint8Array[]): Uint8Array => {
    let length = 0;
    for (const p of parts) length += p.length;
    const out = new Uint8Array(length);
    let at = 0;
    for (const p of parts) {
        out.set(p, at);
        at += p.length;
    }
    return out;
};

/** Why a COMMIT rolled back: a statement of the transaction had failed. */
export class TransactionAborted extends Error {
    constructor() {
        super('The transaction was aborted: COMMIT rolled it back');
        this.name = 'TransactionAborted';
    }
}

/**
 * PGlite persisted under `<dataDir>/pglite`.
 *
 * Statements run as PGlite's own `query` does (the extended protocol, each
 * value serialized for the parameter type PostgreSQL inferred), with two
 * differences that save work on every request: each distinct statement is
 * parsed once into a named prepared statement (PostgreSQL keeps its parse
 * and, once it judges a generic plan as good, the plan: what a real
 * PostgreSQL client gets from a named statement), and an execution is one
 * call into PGlite (Bind, Describe, Execute, Sync together) instead of six.
 * One statement or transaction at a time, in order (`lock`): PGlite has
 * one session.
 */
export async function openPglite(dataDir: string): Promise<PgliteDatabase> {
    const dir = resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    const pg = await PGlite.create(dir, {
        // Trigram indexes serve the lists' accent-free search (migration 0018).
        extensions: { pg_trgm },
        parsers: VALUE_PARSERS,
    });
    await pg.exec(`SET TIME ZONE 'UTC'`);
    // Every execution of a prepared statement runs its generic plan,
    // planned once, instead of planning it again for its values (what
    // PostgreSQL's `auto` did for the lists: a custom plan each time, the
    // generic one being costed higher for its unknown LIMIT). Planning was
    // about 40 % of a list statement's CPU here (docs/database.md,
    // "The embedded database's speed"); the generic plans of the lists read the
    // same indexes in the same order (tests/api/sortIndexes.spec.ts
    // EXPLAINs them through this driver). PGlite only: on PostgreSQL the server keeps `auto`.
    await pg.exec(`SET plan_cache_mode = force_generic_plan`);

    const lock = new Mutex();
    /**
     * One call into PGlite at a time, also for statements of one
     * transaction sent together (`Promise.all`): PGlite keeps the results
     * of the call in progress on the instance.
     */
    const wire = new Mutex();
    /** Prepared statements by text, oldest first (Map order: an LRU). */
    const prepared = new Map<string, Prepared>();
    /** Statements evicted, closed with the next call. */
    let toClose: string[] = [];
    let named = 0;
    let inTransaction = false;

    const call = (message: Uint8Array) =>
        wire.runExclusive(() =>
            pg.execProtocol(message, { syncToFs: !inTransaction })
        );

    /** The prepared statement of `sql`, parsed now when new. */
    async function statementOf(sql: string): Promise<Prepared> {
        const known = prepared.get(sql);
        if (known) {
            prepared.delete(sql);
            prepared.set(sql, known);
            return known;
        }
        const name = `s${++named}`;
        const closing = toClose;
        toClose = [];
        let messages;
        try {
            ({ messages } = await call(
                concat([
                    ...closing.map(n =>
                        serialize.close({ type: 'S', name: n })
                    ),
                    serialize.parse({ name, text: sql }),
                    serialize.describe({ type: 'S', name }),
                    serialize.sync(),
                ])
            ));
        } catch (err) {
            // Closing a statement that is gone is no error: retried later.
            toClose.push(...closing);
            throw err;
        }
        const statement = {
            name,
            paramTypes: pgliteParse.parseDescribeStatementResults(messages),
        };
        // The same text parsed meanwhile by a statement sent together: one stays.
        const twin = prepared.get(sql);
        if (twin) {
            toClose.push(name);
            return twin;
        }
        prepared.set(sql, statement);
        if (prepared.size > PREPARED_STATEMENTS) {
            const [oldest] = prepared;
            if (oldest) {
                prepared.delete(oldest[0]);
                toClose.push(oldest[1].name);
            }
        }
        return statement;
    }

    /** LISTENers by channel: PGlite's own listeners hear only the replies it reads itself. */
    const listeners = new Map<string, Set<(payload: string) => void>>();
    const deliver = (channel: string, payload: string) => {
        for (const fn of listeners.get(channel) ?? []) fn(payload);
    };
    // Notifications in the replies PGlite reads (COMMIT's, through `exec`).
    pg.onNotification(deliver);

    /**
     * Runs a prepared statement: its reply's bytes, read by `readRows`.
     * PGlite hands each piece of the reply over without reading it
     * (`execProtocolRawStream`); a piece is a view of the WebAssembly
     * memory, valid only during the call, so it is copied.
     */
    async function runBytes(
        sql: string,
        params: unknown[] = []
    ): Promise<Uint8Array> {
        const statement = await statementOf(sql);
        const values = params.map((param, i) => {
            if (param === null || param === undefined) return null;
            const oid = statement.paramTypes[i] ?? 0;
            const serializer = pg.serializers[oid];
            return serializer ? serializer(param) : String(param);
        });
        const pieces: Uint8Array[] = [];
        await wire.runExclusive(() =>
            pg.execProtocolRawStream(
                concat([
                    serialize.bind({ statement: statement.name, values }),
                    serialize.describe({ type: 'P' }),
                    serialize.execute(),
                    serialize.sync(),
                ]),
                {
                    syncToFs: !inTransaction,
                    onRawData: piece => pieces.push(piece.slice()),
                }
            )
        );
        const reply = pieces.length === 1 ? pieces[0]! : concat(pieces);
        // As PGlite delivers them: after the statement, each on its own.
        for (const { channel, payload } of checkReply(reply))
            queueMicrotask(() => deliver(channel, payload));
        return reply;
    }

    const run = async <T>(sql: string, params?: unknown[]) => ({
        rows: readRows<T>(await runBytes(sql, params), pg.parsers),
    });

    const exec = (sql: string) =>
        wire.runExclusive(async () => (await pg.exec(sql)).at(-1)?.command);

    const arrayTypes = async (): Promise<ArrayTypes> =>
        (
            await run<{ element: number | null; array: number }>(
                ARRAY_TYPES_SQL
            )
        ).rows.flatMap(r =>
            r.element === null ? [] : [[r.element, r.array] as const]
        );

    let savepoints = 0;
    /** The Database inside a transaction: nested transactions become savepoints. */
    const inside: PgliteDatabase = {
        kind: 'pglite',
        query: run,
        queryBytes: runBytes,
        arrayTypes,
        async transaction<T>(fn: (inner: PgliteDatabase) => Promise<T>) {
            const name = `sp_${++savepoints}`;
            await exec(`SAVEPOINT ${name}`);
            try {
                const out = await fn(inside);
                await exec(`RELEASE SAVEPOINT ${name}`);
                return out;
            } catch (err) {
                await exec(`ROLLBACK TO SAVEPOINT ${name}`);
                throw err;
            }
        },
        async exec(sql: string) {
            await exec(sql);
        },
        close: () => Promise.reject(new Error('close() inside a transaction')),
        listen: () =>
            Promise.reject(new Error('listen() inside a transaction')),
    };

    return {
        kind: 'pglite',
        query: <T>(sql: string, params?: unknown[]) =>
            lock.runExclusive(() => run<T>(sql, params)),
        queryBytes: (sql, params) =>
            lock.runExclusive(() => runBytes(sql, params)),
        arrayTypes: () => lock.runExclusive(arrayTypes),
        transaction: fn =>
            lock.runExclusive(async () => {
                await exec('BEGIN');
                inTransaction = true;
                try {
                    const out = await fn(inside);
                    inTransaction = false;
                    if ((await exec('COMMIT')) === 'ROLLBACK')
                        throw new TransactionAborted();
                    return out;
                } catch (err) {
                    if (inTransaction) {
                        inTransaction = false;
                        await exec('ROLLBACK');
                    }
                    throw err;
                }
            }),
        async exec(sql: string) {
            await lock.runExclusive(() => exec(sql));
        },
        // PGlite delivers a notification when the transaction that sent it
        // commits, as PostgreSQL does (one process: its own only).
        listen: (channel, onPayload) =>
            lock.runExclusive(async () => {
                let fns = listeners.get(channel);
                if (!fns) {
                    await exec(`LISTEN ${quoteChannel(channel)}`);
                    fns = new Set();
                    listeners.set(channel, fns);
                }
                fns.add(onPayload);
                return () =>
                    lock.runExclusive(async () => {
                        const set = listeners.get(channel);
                        if (!set?.delete(onPayload) || set.size > 0) return;
                        listeners.delete(channel);
                        if (!pg.closed)
                            await exec(`UNLISTEN ${quoteChannel(channel)}`);
                    });
            }),
        async close() {
            await lock.runExclusive(async () => {
                if (!pg.closed) await pg.close();
            });
        },
    };
}
