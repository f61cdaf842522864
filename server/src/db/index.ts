// STUB: replaced by the REST/database work (PGlite or PostgreSQL, migrations).
import type { ServerConfig } from '../config.ts';

export interface Database {
    query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
    transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T>;
    close(): Promise<void>;
}

export async function openDatabase(_config: ServerConfig): Promise<Database> {
    throw new Error('not implemented');
}
