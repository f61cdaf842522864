import pg from 'pg';
import type { Database } from './database.ts';
import { OID, keepText, parseNumber, parseTimestamptz } from './values.ts';

type Client = pg.PoolClient;

let savepoints = 0;

/** A Database bound to one checked-out client inside BEGIN ... COMMIT. */
function wrapClient(client: Client): Database {
    const self: Database = {
        kind: 'postgres',
        async query<T>(sql: string, params?: unknown[]) {
            const r = await client.query(sql, params);
            return { rows: r.rows as T[] };
        },
        async transaction<T>(fn: (inner: Database) => Promise<T>) {
            const name = `sp_${++savepoints}`;
            await client.query(`SAVEPOINT ${name}`);
            try {
                const out = await fn(self);
                await client.query(`RELEASE SAVEPOINT ${name}`);
                return out;
            } catch (err) {
                await client.query(`ROLLBACK TO SAVEPOINT ${name}`);
                throw err;
            }
        },
        async exec(sql: string) {
            await client.query(sql);
        },
        close: () => Promise.reject(new Error('close() inside a transaction')),
        listen: () =>
            Promise.reject(new Error('listen() inside a transaction')),
    };
    return self;
}

const parsers: Record<number, (v: string) => unknown> = {
    [OID.int8]: parseNumber,
    [OID.numeric]: parseNumber,
    [OID.date]: keepText,
    [OID.timestamptz]: parseTimestamptz,
};

/** A pg Pool on DATABASE_URL; per-pool type parsers (the global ones stay untouched). */
export async function openPostgres(url: string): Promise<Database> {
    const pool = new pg.Pool({
        connectionString: url,
        max: 10,
        options: '-c TimeZone=UTC',
        types: {
            getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
                parsers[oid] ??
                pg.types.getTypeParser(
                    oid,
                    format ?? 'text'
                )) as typeof pg.types.getTypeParser,
        },
    });
    // An idle client losing its connection (a restart, a failover, an
    // administrator's kill) is reported here; unhandled, pg would crash the
    // process. The pool replaces the client on the next query.
    pool.on('error', error => {
        process.stderr.write(
            `database: idle connection lost: ${error.message}\n`
        );
    });
    // Fail fast when the server is unreachable.
    await pool.query('SELECT 1');
    let closed = false;
    return {
        kind: 'postgres',
        async query<T>(sql: string, params?: unknown[]) {
            const r = await pool.query(sql, params);
            return { rows: r.rows as T[] };
        },
        async transaction<T>(fn: (tx: Database) => Promise<T>) {
            const client = await pool.connect();
            try {
                await client.query('BEGIN');
                const out = await fn(wrapClient(client));
                await client.query('COMMIT');
                return out;
            } catch (err) {
                await client.query('ROLLBACK').catch(() => undefined);
                throw err;
            } finally {
                client.release();
            }
        },
        async exec(sql: string) {
            await pool.query(sql);
        },
        listen: (channel, onPayload) =>
            listenOn(url, channel, onPayload, () => closed),
        async close() {
            if (closed) return;
            closed = true;
            await Promise.all([...listeners].map(stop => stop()));
            await pool.end();
        },
    };
}

/** The listeners' stops, so that closing the database ends them. */
const listeners = new Set<() => Promise<void>>();

/** How long a lost listening connection waits before connecting again. */
const RELISTEN_MS = 1000;

/**
 * LISTEN holds a connection of its own (a pooled one would be handed to
 * other queries): one client per channel, connected again when lost (a
 * restart, a failover), notifications sent meanwhile being missed.
 */
async function listenOn(
    url: string,
    channel: string,
    onPayload: (payload: string) => void,
    dbClosed: () => boolean
): Promise<() => Promise<void>> {
    let stopped = false;
    let client: pg.Client | null = null;
    let retry: NodeJS.Timeout | undefined;
    const connect = async () => {
        const c = new pg.Client({ connectionString: url });
        c.on('notification', n => {
            if (n.channel === channel && n.payload !== undefined)
                onPayload(n.payload);
        });
        c.on('error', err => {
            if (stopped) return;
            process.stderr.write(
                `database: listening connection lost: ${err.message}\n`
            );
            c.end().catch(() => undefined);
            if (client === c) client = null;
            retry = setTimeout(() => void reconnect(), RELISTEN_MS);
            retry.unref();
        });
        await c.connect();
        await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        client = c;
    };
    const reconnect = async () => {
        if (stopped || dbClosed()) return;
        try {
            await connect();
        } catch (err) {
            process.stderr.write(
                `database: LISTEN ${channel} failed: ${err instanceof Error ? err.message : String(err)}\n`
            );
            retry = setTimeout(() => void reconnect(), RELISTEN_MS);
            retry.unref();
        }
    };
    await connect();
    const stop = async () => {
        stopped = true;
        clearTimeout(retry);
        listeners.delete(stop);
        await client?.end().catch(() => undefined);
    };
    listeners.add(stop);
    return stop;
}
