/**
 * The database layer on its own (helpers/seededDb.ts): migrations and the
 * schema against the declarations. Repositories are in db-repository.spec.ts
 * and db-values.spec.ts, the identity store and the demo seed in
 * db-seed.spec.ts. Runs on PGlite in a temp folder, or on a fresh PostgreSQL
 * database when DATABASE_URL is set.
 */
import { describe, expect, it } from 'vitest';
import { defineResource, statusField } from '../../shared/domain/fields.ts';
import {
    getResource,
    resources,
    type Resource,
} from '../../shared/declarations/index.ts';
import { loadMigrations, migrate } from '../../server/src/db/migrate.ts';
import {
    describeDrift,
    migrationSql,
    schemaDrift,
} from '../../server/src/db/drift.ts';
import { db, openSeededDb, run } from './helpers/seededDb.ts';

openSeededDb();

describe('migrations', () => {
    it('are recorded and not applied twice', async () => {
        const { rows } = await db.query<{ version: string }>(
            'SELECT version FROM schema_migrations ORDER BY version'
        );
        expect(rows.map(r => r.version)).toEqual(
            loadMigrations().map(m => m.version)
        );
        expect(await migrate(db)).toEqual([]);
    });

    it('roll back entirely when one fails', async () => {
        const bad = [
            {
                version: `9990_ok_${run}`,
                sql: `CREATE TABLE ok_${run} (id int);`,
            },
            {
                version: `9991_bad_${run}`,
                sql: 'CREATE TABLE broken (id nonexistent_type);',
            },
        ];
        await expect(migrate(db, bad)).rejects.toThrow();
        const { rows } = await db.query(
            `SELECT 1 FROM information_schema.tables WHERE table_name = $1`,
            [`ok_${run}`]
        );
        expect(rows).toEqual([]);
        const applied = await db.query(
            'SELECT 1 FROM schema_migrations WHERE version LIKE $1',
            ['999%']
        );
        expect(applied.rows).toEqual([]);
    });

    it('give every declared field a column of the right type (no drift)', async () => {
        const drift = await schemaDrift(db, resources);
        expect(drift.map(describeDrift)).toEqual([]);
    });

    it('are written from a new declaration or a new field, and then match', async () => {
        // A name no real declaration will take.
        const reservoir = defineResource({
            name: 'drift-probe-reservoir',
            scope: 'plant',
            hasStatus: true,
            pages: { normal: '/drift-probe-reservoir' },
            menu: { icon: 'Water', module: 'IT', order: 23 },
            recordRepresentation: 'name',
            defaultSort: { field: 'name', order: 'ASC' },
            fields: [
                {
                    source: 'name',
                    type: 'text',
                    required: true,
                    unique: true,
                    uniqueScope: 'subsidiaryId',
                },
                {
                    source: 'watershedId',
                    type: 'reference',
                    reference: 'watershed',
                },
                { source: 'capacityHm3', type: 'decimal', decimals: 3 },
                statusField,
            ],
        }) as unknown as Resource;
        const sensor = getResource('sensor');
        const grown = {
            ...sensor,
            fields: [
                ...sensor.fields,
                { source: 'serialNumber', type: 'text', unique: true },
                { source: 'installedOn', type: 'date', required: true },
            ],
        } as Resource;
        const declared = [reservoir, grown];
        const drift = await schemaDrift(db, declared);
        expect(drift.map(describeDrift)).toEqual([
            'drift-probe-reservoir: no table drift_probe_reservoir',
            'sensor.serialNumber: no column serial_number',
            'sensor.installedOn: no column installed_on',
        ]);
        const sql = migrationSql(drift);
        // Applied in a transaction that is rolled back: the shared database stays as it was.
        await expect(
            db.transaction(async tx => {
                await tx.exec(sql);
                expect(await schemaDrift(tx, declared)).toEqual([]);
                throw new Error('roll back');
            })
        ).rejects.toThrow('roll back');
        expect(await schemaDrift(db, [reservoir])).toHaveLength(1);
    });

    it('are not guessed when a column changed type', async () => {
        const sensor = getResource('sensor');
        const changed = {
            ...sensor,
            fields: sensor.fields.map(f =>
                f.source === 'unit' ? { ...f, type: 'integer' as const } : f
            ),
        } as Resource;
        const drift = await schemaDrift(db, [changed]);
        expect(drift.map(describeDrift)).toEqual([
            'sensor.unit: want integer, have text',
        ]);
        expect(() => migrationSql(drift)).toThrow(/by hand/);
    });
});
