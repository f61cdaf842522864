/**
 * `npm run db:migration <name>`: applies the existing migrations to a
 * throw-away database, compares it with the declarations and writes what
 * is missing (new tables, new columns and their indexes) to the next
 * `server/src/db/migrations/NNNN_<name>.sql`. Review it, then commit it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
    describeDrift,
    migrationSql,
    schemaDrift,
} from '../server/src/db/drift.ts';
import { openDatabase } from '../server/src/db/index.ts';
import { loadMigrations } from '../server/src/db/migrate.ts';
import { resources } from '../shared/declarations/index.ts';

const DIR = fileURLToPath(
    new URL('../server/src/db/migrations/', import.meta.url)
);

/** Writes the migration the declarations need; answers the file, or null when none is. */
export async function writeMigration(name: string): Promise<string | null> {
    const dataDir = mkdtempSync(join(tmpdir(), 'plants-migration-'));
    try {
        const db = await openDatabase({ dataDir });
        const drift = await schemaDrift(db, resources);
        await db.close();
        if (drift.length === 0) return null;
        const sql = migrationSql(drift);
        const last = loadMigrations().at(-1)?.version ?? '0000';
        const next = String(Number(last.slice(0, 4)) + 1).padStart(4, '0');
        const file = `${DIR}${next}_${name}.sql`;
        const header = `-- ${drift.map(describeDrift).join('\n-- ')}\n`;
        writeFileSync(file, `${header}${sql}\n`);
        return file;
    } finally {
        rmSync(dataDir, { recursive: true, force: true });
    }
}

export const migrationName = (raw: string): string | null => {
    const name = raw.replace(/-/g, '_').toLowerCase();
    return /^[a-z][a-z0-9_]*$/.test(name) ? name : null;
};

// Run as a command (not when imported by scripts/newEntity.ts).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
    const name = migrationName(process.argv[2] ?? '');
    if (!name) {
        console.error('Usage: npm run db:migration <name>   (e.g. reservoir)');
        process.exit(2);
    }
    try {
        const file = await writeMigration(name);
        console.log(
            file
                ? `Wrote ${file}: review it, then commit it.`
                : 'The schema already matches every declaration: no migration written.'
        );
    } catch (err) {
        console.error(err instanceof Error ? err.message : err);
        process.exitCode = 1;
    }
}
