import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database } from './database.ts';
import { OID, keepText, parseNumber, parseTimestamptz } from './values.ts';

type Queryable = Pick<Transaction, 'query' | 'exec'>;

let savepoints = 0;

/** A Database over a PGlite transaction: nested transactions become savepoints. */
function wrapTx(tx: Queryable): Database {
    const self: Database = {
        kind: 'pglite',
        async query<T>(sql: string, params?: unknown[]) {
            const r = await tx.query<T>(sql, params);
            return { rows: r.rows };
        },
        async transaction<T>(fn: (inner: Database) => Promise<T>) {
            const name = `sp_${++savepoints}`;
            await tx.query(`SAVEPOINT ${name}`);
            try {
                const out = await fn(self);
                await tx.query(`RELEASE SAVEPOINT ${name}`);
                return out;
            } catch (err) {
                await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
                throw err;
            }
        },
        async exec(sql: string) {
            await tx.exec(sql);
        },
        close: () => Promise.reject(new Error('close() inside a transaction')),
    };
    return self;
}

/** PGlite persisted under `<dataDir>/pglite`; queries are serialized by PGlite itself. */
export async function openPglite(dataDir: string): Promise<Database> {
    const dir = resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    const pg = await PGlite.create(dir, {
        parsers: {
            [OID.int8]: parseNumber,
            [OID.numeric]: parseNumber,
            [OID.date]: keepText,
            [OID.timestamptz]: parseTimestamptz,
        },
    });
    await pg.exec(`SET TIME ZONE 'UTC'`);
    return {
        kind: 'pglite',
        async query<T>(sql: string, params?: unknown[]) {
            const r = await pg.query<T>(sql, params);
            return { rows: r.rows };
        },
        transaction: fn => pg.transaction(tx => fn(wrapTx(tx))),
        async exec(sql: string) {
            await pg.exec(sql);
        },
        async close() {
            if (!pg.closed) await pg.close();
        },
    };
}
