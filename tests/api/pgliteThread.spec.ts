/**
 * The embedded database in a worker thread (server/src/db/pgliteThread.ts,
 * what openDatabase gives on PGlite): the same values and errors as the
 * in-process driver (pglite.ts), which the worker runs; transactions held
 * open across messages, with their savepoints and their exclusivity;
 * close() ends the worker; a worker that dies fails every pending and
 * later call instead of leaving it waiting.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { company } from '../../shared/declarations/company.ts';
import type { Database } from '../../server/src/db/database.ts';
import {
    mapUniqueViolation,
    UniqueViolation,
} from '../../server/src/db/errors.ts';
import { openPglite, TransactionAborted } from '../../server/src/db/pglite.ts';
import {
    openPgliteThread,
    type PgliteThread,
} from '../../server/src/db/pgliteThread.ts';
import { blankPgliteDataDir } from './helpers/seeded.ts';

let db: PgliteThread;
let local: Database;
const dirs: string[] = [];
/** A data folder with a new database in it. */
const tempDir = () => {
    const dir = blankPgliteDataDir('plants-pglite-thread-');
    dirs.push(dir);
    return dir;
};
/** An empty folder. */
const emptyDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'plants-pglite-thread-'));
    dirs.push(dir);
    return dir;
};

const SCHEMA = `
    CREATE TABLE v (
        id int PRIMARY KEY, big int8, n numeric, d date, at timestamptz,
        doc jsonb, bytes bytea, flag boolean, x double precision,
        ids int[], label text
    );
    CREATE TABLE t (id int PRIMARY KEY);
    CREATE TABLE company (id int PRIMARY KEY, cnpj text NOT NULL);
    CREATE UNIQUE INDEX company_cnpj_uniq ON company (cnpj);
    CREATE TABLE child (id int PRIMARY KEY, company_id int REFERENCES company);
`;

beforeAll(async () => {
    [db, local] = await Promise.all([
        openPgliteThread(tempDir()),
        openPglite(tempDir()),
    ]);
    await Promise.all([db.exec(SCHEMA), local.exec(SCHEMA)]);
});

afterAll(async () => {
    await db?.close();
    await local?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** What `run` throws, as the fields the server reads. */
async function failure(run: Promise<unknown>) {
    const err = await run.then(
        () => {
            throw new Error('expected a failure');
        },
        (e: unknown) => e as Error & Record<string, unknown>
    );
    const { code, constraint, detail, table, column, severity, schema } = err;
    return {
        class: err.constructor,
        name: err.name,
        message: err.message,
        fields: { code, constraint, detail, table, column, severity, schema },
    };
}

describe('PGlite in a worker thread', () => {
    it('returns the same values as the in-process driver', async () => {
        // A Buffer from Node's pool (a view of a shared ArrayBuffer), as
        // the photo routes send.
        const bytes = Buffer.from('a photo');
        expect(bytes.byteLength).toBeLessThan(bytes.buffer.byteLength);
        const insert = (d: Database) =>
            d.query(
                `INSERT INTO v (id, big, n, d, at, doc, bytes, flag, x, ids, label)
                 VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11),
                        (2, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)`,
                [
                    1,
                    9007199254740991,
                    '12.345',
                    '2026-03-01',
                    new Date('2026-03-01T12:00:00.5Z'),
                    JSON.stringify({ a: [1, 'b', null], c: { d: true } }),
                    bytes,
                    true,
                    0.1,
                    [3, 1, 2],
                    'ção',
                ]
            );
        await insert(db);
        await insert(local);
        const select = 'SELECT * FROM v WHERE id = ANY($1) ORDER BY id';
        const threaded = await db.query(select, [[1, 2]]);
        const inProcess = await local.query(select, [[1, 2]]);
        expect(threaded.rows).toStrictEqual(inProcess.rows);
        expect(threaded.rows[0]).toStrictEqual({
            id: 1,
            big: 9007199254740991,
            n: 12.345,
            d: '2026-03-01',
            at: '2026-03-01T12:00:00.500Z',
            doc: { a: [1, 'b', null], c: { d: true } },
            bytes: new Uint8Array(Buffer.from('a photo')),
            flag: true,
            x: 0.1,
            ids: [3, 1, 2],
            label: 'ção',
        });
        // As photos.ts reads it back.
        const row = threaded.rows[0] as { bytes: Uint8Array };
        expect(Buffer.from(row.bytes).toString()).toBe('a photo');
        expect(threaded.rows[1]).toMatchObject({ big: null, doc: null });
    });

    it('commits a transaction and answers its value', async () => {
        const out = await db.transaction(async tx => {
            await tx.query('INSERT INTO t (id) VALUES ($1)', [1]);
            const { rows } = await tx.query('SELECT id FROM t WHERE id = 1');
            return rows;
        });
        expect(out).toEqual([{ id: 1 }]);
        const { rows } = await db.query('SELECT id FROM t WHERE id = 1');
        expect(rows).toEqual([{ id: 1 }]);
    });

    it('rolls back a transaction whose function throws, and rethrows that very error', async () => {
        const mine = new Error('changed my mind');
        await expect(
            db.transaction(async tx => {
                await tx.query('INSERT INTO t (id) VALUES ($1)', [2]);
                throw mine;
            })
        ).rejects.toBe(mine);
        const { rows } = await db.query('SELECT id FROM t WHERE id = 2');
        expect(rows).toEqual([]);
    });

    it('nested transactions are savepoints: an inner failure is undone, the outer write stays', async () => {
        await db.transaction(async tx => {
            await tx.query('INSERT INTO t (id) VALUES ($1)', [3]);
            await tx
                .transaction(async inner => {
                    await inner.query('INSERT INTO t (id) VALUES ($1)', [4]);
                    await inner.query('INSERT INTO t (id) VALUES ($1)', [3]);
                })
                .catch(() => undefined);
            // A released savepoint keeps its writes.
            await tx.transaction(inner =>
                inner.query('INSERT INTO t (id) VALUES ($1)', [5])
            );
        });
        const { rows } = await db.query(
            'SELECT id FROM t WHERE id IN (3, 4, 5) ORDER BY id'
        );
        expect(rows).toEqual([{ id: 3 }, { id: 5 }]);
    });

    it('a COMMIT that rolled back throws TransactionAborted', async () => {
        await expect(
            db.transaction(async tx => {
                await tx.query('INSERT INTO t (id) VALUES ($1)', [6]);
                await tx
                    .query('INSERT INTO t (id) VALUES ($1)', [6])
                    .catch(() => undefined);
            })
        ).rejects.toBeInstanceOf(TransactionAborted);
        const { rows } = await db.query('SELECT id FROM t WHERE id = 6');
        expect(rows).toEqual([]);
    });

    it('statements of a transaction sent together each get their rows', async () => {
        const out = await db.transaction(tx =>
            Promise.all(
                [10, 11, 12].map(async id => {
                    await tx.query('INSERT INTO t (id) VALUES ($1)', [id]);
                    return (
                        await tx.query('SELECT id FROM t WHERE id = $1', [id])
                    ).rows;
                })
            )
        );
        expect(out).toEqual([[{ id: 10 }], [{ id: 11 }], [{ id: 12 }]]);
    });

    it('PostgreSQL errors keep their class and fields, and a unique violation still maps to its field', async () => {
        const write = (d: Database, sql: string, params: unknown[]) =>
            failure(d.query(sql, params));
        /** The failure on the worker, after checking it is the in-process driver's. */
        const both = async (sql: string, params: unknown[] = []) => {
            const threaded = await write(db, sql, params);
            expect(threaded).toEqual(await write(local, sql, params));
            return threaded;
        };
        for (const d of [db, local])
            await d.query('INSERT INTO company VALUES (1, $1)', ['11']);

        const unique = await both('INSERT INTO company VALUES ($1, $2)', [
            2,
            '11',
        ]);
        expect(unique.class).toBe(messages.DatabaseError);
        expect(unique.fields).toMatchObject({
            code: '23505',
            constraint: 'company_cnpj_uniq',
            table: 'company',
            severity: 'ERROR',
            detail: 'Key (cnpj)=(11) already exists.',
        });
        expect(unique.message).toContain('"company_cnpj_uniq"');
        const err = await db
            .query('INSERT INTO company VALUES ($1, $2)', [2, '11'])
            .catch((e: unknown) => e);
        const mapped = mapUniqueViolation(err, company);
        expect(mapped).toBeInstanceOf(UniqueViolation);
        expect(mapped?.field).toBe('cnpj');

        const foreign = await both('INSERT INTO child VALUES (1, $1)', [99]);
        expect(foreign.fields).toMatchObject({
            code: '23503',
            constraint: 'child_company_id_fkey',
        });
        const notNull = await both(
            'INSERT INTO company VALUES ($1, NULL)',
            [3]
        );
        expect(notNull.fields).toMatchObject({
            code: '23502',
            column: 'cnpj',
        });
        expect((await both('SELECT nope FROM t')).fields.code).toBe('42703');
        // Not PostgreSQL's: the driver's own check of a bytea value.
        const bytea = await both('INSERT INTO v (id, bytes) VALUES (9, $1)', [
            'not bytes',
        ]);
        expect(bytea.class).toBe(Error);
        expect(bytea.message).toBe('Invalid input for bytea type');
    });

    it('a transaction that runs no statement sends nothing and holds nothing', async () => {
        const posted = vi.spyOn(db.worker, 'postMessage');
        try {
            const refused = new Error('refused by its validation');
            await expect(
                db.transaction(async () => {
                    // Another caller's statement is not held up meanwhile.
                    await db.query('SELECT 1 AS one');
                    throw refused;
                })
            ).rejects.toBe(refused);
            expect(await db.transaction(async () => 'nothing written')).toBe(
                'nothing written'
            );
            // Only the outside statement left for the worker.
            expect(posted.mock.calls.map(([m]) => m.op)).toEqual(['query']);
            // A nested one that runs none opens no savepoint either.
            posted.mockClear();
            await db.transaction(async tx => {
                await tx.query('SELECT 1 AS one');
                await tx.transaction(async () => undefined);
            });
            expect(posted.mock.calls.map(([m]) => m.op)).toEqual([
                'begin',
                'query',
                'end',
            ]);
        } finally {
            posted.mockRestore();
        }
    });

    it('a statement outside a transaction waits until the transaction ends', async () => {
        let outside: Promise<{ rows: unknown[] }> | undefined;
        let answered = false;
        await db.transaction(async tx => {
            await tx.query('INSERT INTO t (id) VALUES ($1)', [20]);
            outside = db.query(
                'SELECT count(*)::int AS n FROM t WHERE id = 20'
            );
            void outside.then(() => (answered = true));
            await new Promise(r => setTimeout(r, 100));
            expect(answered).toBe(false);
            await tx.query('INSERT INTO t (id) VALUES ($1)', [21]);
        });
        // It ran after the COMMIT: it sees the transaction's row.
        expect((await outside)?.rows).toEqual([{ n: 1 }]);
    });

    it('close() waits for the statements sent before it and ends the worker', async () => {
        const exited = new Promise<number>(resolve =>
            db.worker.once('exit', resolve)
        );
        const last = db.query('SELECT count(*)::int AS n FROM t');
        await db.close();
        await expect(last).resolves.toMatchObject({ rows: [{ n: 8 }] });
        await exited;
        expect(db.worker.threadId).toBe(-1);
        await expect(db.query('SELECT 1')).rejects.toThrow(
            'The database is closed'
        );
        // Closing again is no error.
        await db.close();
    });

    it('a database that cannot open rejects the open with the reason, and ends its worker', async () => {
        const file = join(emptyDir(), 'a-file');
        writeFileSync(file, '');
        const logged = vi
            .spyOn(process.stderr, 'write')
            .mockImplementation(() => true);
        try {
            await expect(openPgliteThread(file)).rejects.toMatchObject({
                code: 'ENOTDIR',
            });
            // An end on purpose: nothing said of a crash.
            expect(logged).not.toHaveBeenCalled();
        } finally {
            logged.mockRestore();
        }
    });

    it('a worker that dies fails the pending and later calls, and says so', async () => {
        const dir = tempDir();
        const crashing = await openPgliteThread(dir);
        const logged = vi
            .spyOn(process.stderr, 'write')
            .mockImplementation(() => true);
        try {
            // A statement waiting for a transaction's lock when the worker ends.
            let waiting: Promise<unknown> | undefined;
            const inTransaction = crashing.transaction(async tx => {
                await tx.query('SELECT 1');
                waiting = crashing.query('SELECT 2');
                await crashing.worker.terminate();
                await tx.query('SELECT 3');
            });
            await expect(inTransaction).rejects.toThrow(
                /The PGlite worker stopped \(exit code 1\)/
            );
            await expect(waiting).rejects.toThrow(/The PGlite worker stopped/);
            await expect(crashing.query('SELECT 4')).rejects.toThrow(
                /The PGlite worker stopped/
            );
            expect(
                logged.mock.calls.some(([text]) =>
                    String(text).includes('The PGlite worker stopped')
                )
            ).toBe(true);
            // Shutting down after it is no error.
            await crashing.close();
        } finally {
            logged.mockRestore();
        }
    });
});
