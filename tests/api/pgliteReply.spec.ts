/**
 * A statement's reply read from its bytes (server/src/db/pgliteReply.ts):
 * the same rows as PGlite's own reader for every type the server stores,
 * its errors as PGlite throws them, and the notifications it carries
 * delivered to the listeners, in-process and through the worker thread.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { messages, PGlite, protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database.ts';
import {
    openPglite,
    parsersFor,
    VALUE_PARSERS,
    type PgliteDatabase,
} from '../../server/src/db/pglite.ts';
import { openPgliteThread } from '../../server/src/db/pgliteThread.ts';
import { checkReply, readRows } from '../../server/src/db/pgliteReply.ts';
import { blankPgliteDataDir } from './helpers/seeded.ts';

const dirs: string[] = [];
const tempDir = () => {
    const dir = blankPgliteDataDir('plants-pglite-reply-');
    dirs.push(dir);
    return dir;
};

let reference: PGlite;
let local: PgliteDatabase;
let threaded: Database;

beforeAll(async () => {
    [reference, local, threaded] = await Promise.all([
        PGlite.create(join(tempDir(), 'pglite'), { parsers: VALUE_PARSERS }),
        openPglite(tempDir()),
        openPgliteThread(tempDir()),
    ]);
});

afterAll(async () => {
    await reference?.close();
    await local?.close();
    await threaded?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Every type the server's tables use, with NULLs, several rows and a repeated column name. */
const ALL_TYPES = `
    SELECT 1::int2 AS small, 2147483647::int4 AS int, 9007199254740991::int8 AS big,
           1344.77::numeric AS n, 0.1::float8 AS x, 1.5::float4 AS f, true AS flag,
           'ação 🌊 "q" \\ ' AS label, 'v'::varchar(3) AS short,
           '2026-03-01'::date AS d, '2026-03-01 12:00:00.5+00'::timestamptz AS at,
           '2026-03-01 12:00:00'::timestamp AS local_at,
           '{"a":[1,"b",null],"c":{"d":true}}'::jsonb AS doc, '[1, 2]'::json AS j,
           '\\x00ff10'::bytea AS bytes, ARRAY[3,1,NULL]::int[] AS ids,
           ARRAY['a,b','"c"']::text[] AS tags, ARRAY['{"k":1}']::jsonb[] AS docs,
           '4c1d4d4e-0b4a-4c5e-9f4e-1a2b3c4d5e6f'::uuid AS uid,
           NULL::text AS none, 1 AS same, 2 AS same
    UNION ALL
    SELECT NULL, NULL, NULL, NULL, NULL, NULL, false, '', NULL, NULL,
           '2026-03-01 12:00:00-03:30'::timestamptz, NULL, '[]'::jsonb, NULL,
           '\\x'::bytea, '{}'::int[], NULL, NULL, NULL, 'x', 3, 4`;

describe('a reply read from its bytes', () => {
    it("gives the rows PGlite's own reader gives, for every type", async () => {
        const expected = (await reference.query(ALL_TYPES)).rows;
        const data = await reference.execProtocolRaw(
            protocol.serialize.query(ALL_TYPES)
        );
        const parsers = parsersFor(
            (
                await reference.query<{ element: number; array: number }>(
                    `SELECT b.oid AS element, b.typarray AS array
                       FROM pg_catalog.pg_type a JOIN pg_catalog.pg_type b ON b.oid = a.typelem
                      WHERE a.typcategory = 'A' GROUP BY b.oid, b.typarray`
                )
            ).rows.map(r => [r.element, r.array] as [number, number])
        );
        expect(readRows(data, parsers)).toStrictEqual(expected);
        expect(readRows(data, reference.parsers)).toStrictEqual(expected);
        expect(expected[0]).toMatchObject({
            big: 9007199254740991,
            n: 1344.77,
            label: 'ação 🌊 "q" \\ ',
            at: '2026-03-01T12:00:00.500Z',
            ids: [3, 1, null],
            tags: ['a,b', '"c"'],
            docs: [{ k: 1 }],
            same: 2,
        });
        expect(expected[1]).toMatchObject({ at: '2026-03-01T15:30:00.000Z' });
    });

    it('the drivers answer those rows too, in-process and through the worker', async () => {
        const expected = (await reference.query(ALL_TYPES)).rows;
        expect((await local.query(ALL_TYPES)).rows).toStrictEqual(expected);
        expect((await threaded.query(ALL_TYPES)).rows).toStrictEqual(expected);
    });

    it("throws the reply's error as PGlite builds it", async () => {
        const data = await reference.execProtocolRaw(
            protocol.serialize.query('SELECT 1/0')
        );
        let thrown: unknown;
        try {
            checkReply(data);
        } catch (err) {
            thrown = err;
        }
        expect(thrown).toBeInstanceOf(messages.DatabaseError);
        expect(thrown).toMatchObject({
            code: '22012',
            message: 'division by zero',
            severity: 'ERROR',
        });
        for (const db of [local, threaded])
            await expect(db.query('SELECT 1/0')).rejects.toMatchObject({
                code: '22012',
            });
    });

    it('delivers the notifications of a statement and of a commit, until unlistened', async () => {
        for (const db of [local, threaded]) {
            const heard: string[] = [];
            const stop = await db.listen('reply_test', p => heard.push(p));
            // Outside a transaction: heard in the statement's own reply.
            await db.query('SELECT pg_notify($1, $2)', ['reply_test', 'one']);
            await db.transaction(tx =>
                tx.query('SELECT pg_notify($1, $2)', ['reply_test', 'two'])
            );
            // Delivered after the statement, like PGlite's own.
            await new Promise(resolve => setTimeout(resolve, 20));
            expect(heard).toEqual(['one', 'two']);
            await stop();
            await db.query('SELECT pg_notify($1, $2)', ['reply_test', 'x']);
            await new Promise(resolve => setTimeout(resolve, 20));
            expect(heard).toEqual(['one', 'two']);
        }
    });
});
