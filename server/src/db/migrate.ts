/**
 * Applies `migrations/NNNN_name.sql` in order, each once, recorded in
 * `schema_migrations`. Everything runs in one transaction behind an
 * advisory lock, so two processes starting together on the same PostgreSQL
 * apply each migration once and a failure leaves the schema untouched.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Arbitrary constant shared by every process of this application. */
const LOCK_KEY = 7_302_026;

export interface Migration {
    version: string;
    sql: string;
}

export function loadMigrations(dir = DIR): Migration[] {
    return readdirSync(dir)
        .filter(f => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
        .sort()
        .map(f => ({
            version: f.replace(/\.sql$/, ''),
            sql: readFileSync(`${dir}${f}`, 'utf8'),
        }));
}

/** Applies pending migrations; returns the versions applied now. */
export async function migrate(
    db: Database,
    migrations = loadMigrations()
): Promise<string[]> {
    return db.transaction(async tx => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
        await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
            version text PRIMARY KEY,
            applied_at timestamptz NOT NULL DEFAULT now()
        )`);
        const { rows } = await tx.query<{ version: string }>(
            'SELECT version FROM schema_migrations'
        );
        const done = new Set(rows.map(r => r.version));
        const applied: string[] = [];
        for (const m of migrations) {
            if (done.has(m.version)) continue;
            await tx.exec(m.sql);
            await tx.query(
                'INSERT INTO schema_migrations (version) VALUES ($1)',
                [m.version]
            );
            applied.push(m.version);
        }
        return applied;
    });
}
