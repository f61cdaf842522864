/**
 * The embedded driver (server/src/db/pglite.ts): statements become named
 * prepared statements, sent in one call each. Values are serialized for the
 * inferred parameter types as PGlite's own `query` does, a statement is
 * prepared again after the oldest are closed, statements of one
 * transaction sent together come back each with its own rows, and a
 * transaction whose statement failed is not reported committed.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, TransactionAborted } from '../../server/src/db/pglite.ts';
import type { Database } from '../../server/src/db/database.ts';
import { blankPgliteDataDir } from './helpers/seeded.ts';

let db: Database;
let dataDir: string;

beforeAll(async () => {
    dataDir = blankPgliteDataDir('plants-pglite-');
    db = await openPglite(dataDir);
    await db.exec(
        'CREATE TABLE t (id int PRIMARY KEY, tags jsonb, at timestamptz, n numeric)'
    );
});

afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
});

describe('PGlite driver', () => {
    it('serializes values for their parameter types and parses the rows', async () => {
        await db.query(
            'INSERT INTO t (id, tags, at, n) VALUES ($1, $2::jsonb, $3, $4)',
            [1, JSON.stringify(['a', 'b']), '2026-03-01T12:00:00.5Z', 1.25]
        );
        const { rows } = await db.query(
            'SELECT id, tags, at, n FROM t WHERE id = ANY($1) AND at >= $2',
            [[1, 2], new Date('2026-01-01T00:00:00Z')]
        );
        expect(rows).toEqual([
            {
                id: 1,
                tags: ['a', 'b'],
                at: '2026-03-01T12:00:00.500Z',
                n: 1.25,
            },
        ]);
        // Again, now from the prepared statement.
        const again = await db.query(
            'SELECT id, tags, at, n FROM t WHERE id = ANY($1) AND at >= $2',
            [[1], '2026-01-01T00:00:00Z']
        );
        expect(again.rows).toEqual(rows);
    });

    it('keeps answering past the number of statements kept prepared', async () => {
        for (let i = 0; i < 520; i++) {
            const { rows } = await db.query<{ v: number }>(
                `SELECT $1::int + ${i} AS v`,
                [1]
            );
            expect(rows[0]?.v).toBe(i + 1);
        }
        // The first ones were closed: prepared again.
        const { rows } = await db.query<{ v: number }>(
            'SELECT $1::int + 0 AS v',
            [7]
        );
        expect(rows[0]?.v).toBe(7);
    });

    it('a statement that fails is not kept, and the next one runs', async () => {
        await expect(db.query('SELECT nope FROM t')).rejects.toMatchObject({
            code: '42703',
        });
        await expect(
            db.query('INSERT INTO t (id) VALUES ($1)', [1])
        ).rejects.toMatchObject({ code: '23505' });
        const { rows } = await db.query('SELECT count(*)::int AS n FROM t');
        expect(rows).toEqual([{ n: 1 }]);
    });

    it('statements of a transaction sent together each get their rows', async () => {
        const out = await db.transaction(async tx =>
            Promise.all(
                [10, 11, 12, 13].map(async id => {
                    await tx.query('INSERT INTO t (id) VALUES ($1)', [id]);
                    return (
                        await tx.query<{ id: number }>(
                            'SELECT id FROM t WHERE id = $1',
                            [id]
                        )
                    ).rows;
                })
            )
        );
        expect(out).toEqual([
            [{ id: 10 }],
            [{ id: 11 }],
            [{ id: 12 }],
            [{ id: 13 }],
        ]);
    });

    it('rolls back a transaction that throws, and refuses to report one whose statement failed as committed', async () => {
        await expect(
            db.transaction(async tx => {
                await tx.query('INSERT INTO t (id) VALUES ($1)', [20]);
                throw new Error('changed my mind');
            })
        ).rejects.toThrow('changed my mind');
        await expect(
            db.transaction(async tx => {
                await tx.query('INSERT INTO t (id) VALUES ($1)', [21]);
                await tx
                    .query('INSERT INTO t (id) VALUES ($1)', [21])
                    .catch(() => undefined);
            })
        ).rejects.toBeInstanceOf(TransactionAborted);
        const { rows } = await db.query(
            'SELECT id FROM t WHERE id IN (20, 21)'
        );
        expect(rows).toEqual([]);
        // Savepoints: the inner failure is undone, the outer write stays.
        await db.transaction(async tx => {
            await tx.query('INSERT INTO t (id) VALUES ($1)', [22]);
            await tx
                .transaction(inner =>
                    inner.query('INSERT INTO t (id) VALUES ($1)', [22])
                )
                .catch(() => undefined);
        });
        const kept = await db.query('SELECT id FROM t WHERE id = 22');
        expect(kept.rows).toEqual([{ id: 22 }]);
    });
});
