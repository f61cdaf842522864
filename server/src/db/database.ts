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
    /** 'pglite' or 'postgres'. */
    readonly kind: 'pglite' | 'postgres';
}
