import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
    Mutex,
    PGlite,
    parse as pgliteParse,
    protocol,
} from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database } from './database.ts';
import { OID, keepText, parseNumber, parseTimestamptz } from './values.ts';

const { serialize } = protocol;

/**
 * How many statements stay prepared. The server's statements are a few
 * hundred texts at most (a search's text depends on its filters and sort,
 * not on their values); past this the oldest is closed.
 */
const PREPARED_STATEMENTS = 500;

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
export async function openPglite(dataDir: string): Promise<Database> {
    const dir = resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    const pg = await PGlite.create(dir, {
        // Trigram indexes serve the lists' accent-free search (migration 0018).
        extensions: { pg_trgm },
        parsers: {
            [OID.int8]: parseNumber,
            [OID.numeric]: parseNumber,
            [OID.date]: keepText,
            [OID.timestamptz]: parseTimestamptz,
        },
    });
    await pg.exec(`SET TIME ZONE 'UTC'`);
    // Every execution of a prepared statement runs its generic plan,
    // planned once, instead of planning it again for its values (what
    // PostgreSQL's `auto` did for the lists: a custom plan each time, the
    // generic one being costed higher for its unknown LIMIT). Planning was
    // about 40 % of a list statement's CPU here (docs/performance.md,
    // "Issue #31"); the generic plans of the lists read the same indexes in the
    // same order (tests/api/sortIndexes.spec.ts EXPLAINs them through this
    // driver). PGlite only: on PostgreSQL the server keeps `auto`.
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

    async function run<T>(sql: string, params: unknown[] = []) {
        const statement = await statementOf(sql);
        const values = params.map((param, i) => {
            if (param === null || param === undefined) return null;
            const oid = statement.paramTypes[i] ?? 0;
            const serializer = pg.serializers[oid];
            return serializer ? serializer(param) : String(param);
        });
        const { messages } = await call(
            concat([
                serialize.bind({ statement: statement.name, values }),
                serialize.describe({ type: 'P' }),
                serialize.execute(),
                serialize.sync(),
            ])
        );
        const [result] = pgliteParse.parseResults(messages, pg.parsers);
        return {
            rows: (result?.rows ?? []) as T[],
            command: result?.command,
        };
    }

    const exec = (sql: string) =>
        wire.runExclusive(async () => (await pg.exec(sql)).at(-1)?.command);

    let savepoints = 0;
    /** The Database inside a transaction: nested transactions become savepoints. */
    const inside: Database = {
        kind: 'pglite',
        async query<T>(sql: string, params?: unknown[]) {
            const { rows } = await run<T>(sql, params);
            return { rows };
        },
        async transaction<T>(fn: (inner: Database) => Promise<T>) {
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
        async query<T>(sql: string, params?: unknown[]) {
            return lock.runExclusive(async () => {
                const { rows } = await run<T>(sql, params);
                return { rows };
            });
        },
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
                const stop = await wire.runExclusive(() =>
                    pg.listen(channel, onPayload)
                );
                return () =>
                    lock.runExclusive(() =>
                        wire.runExclusive(async () => {
                            if (!pg.closed) await stop();
                        })
                    );
            }),
        async close() {
            await lock.runExclusive(async () => {
                if (!pg.closed) await pg.close();
            });
        },
    };
}
