/** What every part of the server asks of the database, whichever driver is behind it (index.ts). */
export interface Database {
    query<T = Record<string, unknown>>(
        sql: string,
        params?: unknown[]
    ): Promise<{ rows: T[] }>;
    /**
     * Runs fn in one transaction: committed when it resolves, rolled back when
     * it throws (the error is re-thrown). Nested calls on `tx` use savepoints.
     */
    transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T>;
    /** Runs a script of several statements without parameters (migrations). */
    exec(sql: string): Promise<void>;
    close(): Promise<void>;
    /**
     * Hears PostgreSQL notifications on `channel` (LISTEN): each payload a
     * transaction sent with `pg_notify` once it committed, from this
     * process or another one on the same database. Answers how to stop.
     * Not inside a transaction.
     */
    listen(
        channel: string,
        onPayload: (payload: string) => void
    ): Promise<() => Promise<void>>;
    /** 'pglite' or 'postgres'. */
    readonly kind: 'pglite' | 'postgres';
}
