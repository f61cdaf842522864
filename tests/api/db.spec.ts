/**
 * The database layer on its own: migrations, schema vs declarations,
 * repositories (paging, search, filters, plant scope, unique 07, soft
 * delete, transactions), the identity store and the demo seed. Runs on
 * PGlite in a temp folder, or on a fresh PostgreSQL database when
 * DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateRecord } from '../../shared/domain/validate.ts';
import { isValidCnpj } from '../../shared/domain/cnpj.ts';
import { defineResource, statusField } from '../../shared/domain/fields.ts';
import {
    getResource,
    resources,
    type Resource,
} from '../../shared/declarations/index.ts';
import {
    createIdentityStore,
    findUserBySubject,
    setPassword,
    subjectOfUser,
} from '../../server/src/db/identityStore.ts';
import { openDatabase, type Database } from '../../server/src/db/index.ts';
import { loadMigrations, migrate } from '../../server/src/db/migrate.ts';
import { listOutbox } from '../../server/src/db/outbox.ts';
import {
    UniqueViolation,
    repositoryFor,
    type DbRecord,
} from '../../server/src/db/repository.ts';
import {
    describeDrift,
    migrationSql,
    schemaDrift,
} from '../../server/src/db/drift.ts';
import { DEMO_RESOURCES, seedDemoData } from '../../server/src/seed/index.ts';
import { DEMO_PROFILES } from '../../server/src/seed/resources/profile.ts';
import { MAX_BOTTOM_MENU_MODULES } from '../../shared/declarations/profile.ts';
import {
    bottomMenuModules,
    exceedsBottomMenu,
    type ProfilePageEntry,
} from '../../shared/domain/profilePages.ts';
import { createTestDatabase } from './helpers/database.ts';

let db: Database;
let dataDir: string;
let dropDb: () => Promise<void> = async () => {};
const run = Math.random().toString(36).slice(2, 8);

const watershed = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    hydroRegion: 'parana',
    anaBasinCode: '6',
    anaSubBasinCode: '61',
    states: ['MG'],
    ...extra,
});

beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'plants-db-'));
    const pg = await createTestDatabase();
    dropDb = pg.drop;
    db = await openDatabase({ databaseUrl: pg.url, dataDir });
    await seedDemoData(db);
});

afterAll(async () => {
    await db?.close();
    await dropDb();
    rmSync(dataDir, { recursive: true, force: true });
});

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

describe('repository', () => {
    it('pages with the true total and sorts on declared fields only', async () => {
        const repo = repositoryFor(db, 'watershed');
        const page1 = await repo.search({
            page: 1,
            limit: 7,
            sort: 'name',
            order: 'DESC',
        });
        const page5 = await repo.search({
            page: 5,
            limit: 7,
            sort: 'name',
            order: 'DESC',
        });
        const all = await repo.search({
            limit: null,
            sort: 'name',
            order: 'DESC',
        });
        expect(page1.rows).toHaveLength(7);
        expect(page1.total).toBe(all.total);
        expect(all.total).toBeGreaterThanOrEqual(30);
        expect(page5.total).toBe(all.total);
        expect(page5.rows.map(r => r.id)).toEqual(
            all.rows.slice(28, 35).map(r => r.id)
        );
        const names = all.rows.map(r => String(r.name));
        expect(names).toEqual(
            [...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))
        );
        // A sort on an undeclared or json column falls back to the default (name ASC), no error.
        const bogus = await repo.search({
            limit: 5,
            sort: 'states; DROP TABLE x',
        });
        const byDefault = await repo.search({ limit: 5 });
        expect(bogus.rows.map(r => r.id)).toEqual(
            byDefault.rows.map(r => r.id)
        );
    });

    it('searches case-insensitively over search fields, with LIKE wildcards literal', async () => {
        const repo = repositoryFor(db, 'watershed');
        const found = await repo.search({ search: 'PARANAPANEMA' });
        expect(found.rows.map(r => r.name)).toContain('Rio Paranapanema');
        expect(
            found.rows.every(r =>
                /paranapanema/i.test(`${r.name} ${r.mainRiver}`)
            )
        ).toBe(true);
        expect((await repo.search({ search: '%' })).total).toBe(0);
    });

    it('filters by declared filters, ids, references containment and ranges', async () => {
        const ws = repositoryFor(db, 'watershed');
        const parana = await ws.search({
            filters: { hydroRegion: 'parana' },
            limit: null,
        });
        expect(parana.total).toBeGreaterThan(3);
        expect(parana.rows.every(r => r.hydroRegion === 'parana')).toBe(true);
        const ids = parana.rows.slice(0, 3).map(r => r.id);
        const byIds = await ws.search({ filters: { id: ids.map(String) } });
        expect(byIds.rows.map(r => r.id).sort()).toEqual([...ids].sort());
        // Not a declared filter: ignored.
        expect(
            (await ws.search({ filters: { mainRiver: 'nope' } })).total
        ).toBe((await ws.search({})).total);

        const plants = await repositoryFor(db, 'subsidiary').search({
            limit: null,
        });
        const p1 = plants.rows[0] as DbRecord;
        const users = await repositoryFor(db, 'user').search({
            filters: { subsidiaryIds: String(p1.id) },
            limit: null,
        });
        expect(users.total).toBeGreaterThan(0);
        expect(
            users.rows.every(u => (u.subsidiaryIds as number[]).includes(p1.id))
        ).toBe(true);
        expect(
            (
                await repositoryFor(db, 'user').search({
                    filters: { profileWebId: 'abc' },
                })
            ).total
        ).toBe(0);

        const measures = repositoryFor(db, 'measure');
        const since = new Date(Date.now() - 6 * 3600_000).toISOString();
        const recent = await measures.search({
            subsidiaryId: p1.id,
            filters: { date_gte: since, criticality: ['high', 'critical'] },
            limit: null,
        });
        expect(recent.rows.every(m => String(m.date) >= since)).toBe(true);
        expect(
            recent.rows.every(
                m => m.criticality === 'high' || m.criticality === 'critical'
            )
        ).toBe(true);
        const allPlant = await measures.search({
            subsidiaryId: p1.id,
            limit: 1,
        });
        expect(allPlant.total).toBeGreaterThan(recent.total);
    });

    it('keeps plant records inside their plant', async () => {
        const [a, b] = (
            await repositoryFor(db, 'subsidiary').search({ limit: 2 })
        ).rows;
        if (!a || !b) throw new Error('two plants expected');
        const contacts = repositoryFor(db, 'contact');
        const mine = await contacts.create(
            {
                name: `Contato ${run}`,
                role: 'Teste',
                organization: 'internal',
                phone: '34991234567',
                criticalityForContact: ['high'],
            },
            { subsidiaryId: a.id }
        );
        expect(mine.subsidiaryId).toBe(a.id);
        expect(await contacts.get(mine.id, { subsidiaryId: b.id })).toBeNull();
        expect(
            await contacts.getMany([mine.id], { subsidiaryId: b.id })
        ).toEqual([]);
        expect(
            await contacts.update(
                mine.id,
                { role: 'x' },
                { subsidiaryId: b.id }
            )
        ).toBeNull();
        expect(
            await contacts.remove(mine.id, { subsidiaryId: b.id })
        ).toBeNull();
        const listB = await contacts.search({
            subsidiaryId: b.id,
            search: run,
        });
        expect(listB.total).toBe(0);
        const listA = await contacts.search({
            subsidiaryId: a.id,
            search: run,
        });
        expect(listA.rows.map(r => r.id)).toEqual([mine.id]);
        // A body subsidiaryId cannot move a plant record.
        const other = await contacts.create(
            {
                name: `Outro ${run}`,
                role: 'r',
                organization: 'other',
                phone: '3432221111',
                criticalityForContact: ['low'],
                subsidiaryId: b.id,
            },
            { subsidiaryId: a.id }
        );
        expect(other.subsidiaryId).toBe(a.id);
        expect(
            (await contacts.get(mine.id, { subsidiaryId: a.id }))?.role
        ).toBe('Teste');
    });

    it('answers UniqueViolation for live duplicates only, scoped where declared', async () => {
        const ws = repositoryFor(db, 'watershed');
        const first = await ws.create(watershed(`Bacia ${run}`));
        const err = await ws
            .create(watershed(`Bacia ${run}`))
            .catch((e: unknown) => e);
        expect(err).toBeInstanceOf(UniqueViolation);
        expect(err).toMatchObject({ field: 'name', code: '07' });
        const second = await ws.create(watershed(`Bacia 2 ${run}`));
        await expect(
            ws.update(second.id, { name: `Bacia ${run}` })
        ).rejects.toMatchObject({
            field: 'name',
        });
        // Deleted records free their value.
        await ws.remove(first.id);
        const again = await ws.create(watershed(`Bacia ${run}`));
        expect(again.id).not.toBe(first.id);

        // inspection-form names are unique per plant only.
        const [a, b] = (
            await repositoryFor(db, 'subsidiary').search({ limit: 2 })
        ).rows;
        if (!a || !b) throw new Error('two plants expected');
        const forms = repositoryFor(db, 'inspection-form');
        const body = {
            name: `Formulário ${run}`,
            fields: [{ title: 't', fieldType: 1 }],
            version: 1,
        };
        await forms.create(body, { subsidiaryId: a.id });
        await expect(
            forms.create(body, { subsidiaryId: a.id })
        ).rejects.toBeInstanceOf(UniqueViolation);
        await expect(
            forms.create(body, { subsidiaryId: b.id })
        ).resolves.toMatchObject({ name: body.name });
    });

    it('soft-deletes resources with a status and hard-deletes the others', async () => {
        const ws = repositoryFor(db, 'watershed');
        const rec = await ws.create(watershed(`Apagar ${run}`));
        const removed = await ws.remove(rec.id);
        expect(removed?.status).toBe('deleted');
        expect((await ws.search({ search: `Apagar ${run}` })).total).toBe(0);
        expect(
            (
                await ws.search({
                    search: `Apagar ${run}`,
                    filters: { status: 'deleted' },
                })
            ).total
        ).toBe(1);
        expect(
            (await ws.search({ search: `Apagar ${run}`, includeDeleted: true }))
                .total
        ).toBe(1);
        expect((await ws.get(rec.id))?.status).toBe('deleted');

        const modules = repositoryFor(db, 'module');
        const m = await modules.create({
            codeIntl: `mod_${run}`,
            icon: 'Home',
            order: 9,
        });
        expect((await modules.remove(m.id))?.id).toBe(m.id);
        expect(await modules.get(m.id)).toBeNull();
        expect(await modules.remove(m.id)).toBeNull();
    });

    it("derives a sensor's state from its plant's no-data timeout for its type, else the default", async () => {
        const { rows: sensors } = await db.query<{
            id: number;
            subsidiary_id: number;
            sensor_type: string;
        }>(
            'SELECT id, subsidiary_id, sensor_type FROM sensor ORDER BY id LIMIT 1'
        );
        const sensor = sensors[0];
        if (!sensor) throw new Error('the demo data has no sensor');
        const { rows: plants } = await db.query<{ alert_config: unknown }>(
            'SELECT alert_config FROM subsidiary WHERE id = $1',
            [sensor.subsidiary_id]
        );
        const saved = JSON.stringify(plants[0]?.alert_config ?? []);
        const stateWith = async (config: unknown, silentMin: number) => {
            await db.query(
                'UPDATE subsidiary SET alert_config = $2::jsonb WHERE id = $1',
                [sensor.subsidiary_id, JSON.stringify(config)]
            );
            await db.query(
                'UPDATE sensor SET last_seen_at = $2 WHERE id = $1',
                [
                    sensor.id,
                    new Date(Date.now() - silentMin * 60_000).toISOString(),
                ]
            );
            const sensors = repositoryFor(db, 'sensor');
            const got = await sensors.get(sensor.id);
            const listed = (
                await sensors.search({ filters: { id: [sensor.id] } })
            ).rows[0];
            expect(listed?.state).toBe(got?.state);
            return got?.state;
        };
        const row = (sensorType: string, noDataTimeoutMin?: number) => ({
            sensorType,
            ...(noDataTimeoutMin === undefined ? {} : { noDataTimeoutMin }),
        });
        try {
            const own = sensor.sensor_type;
            const other = own === 'level' ? 'flow' : 'level';
            // The row for the sensor's type decides, not another type's.
            expect(await stateWith([row(other, 5), row(own, 30)], 10)).toBe(
                'online'
            );
            expect(await stateWith([row(other, 30), row(own, 5)], 10)).toBe(
                'offline'
            );
            // No row for the type, a row without a timeout, or no list at
            // all: the default (60 minutes).
            expect(await stateWith([row(other, 5)], 50)).toBe('online');
            expect(await stateWith([row(other, 5)], 70)).toBe('offline');
            expect(await stateWith([row(own)], 50)).toBe('online');
            expect(await stateWith({ sensorType: own }, 70)).toBe('offline');
        } finally {
            await db.query(
                'UPDATE subsidiary SET alert_config = $2::jsonb WHERE id = $1',
                [sensor.subsidiary_id, saved]
            );
        }
    });

    it("reads a register with no copy of its form as the form's fields at its version, and the migration stores them", async () => {
        const { rows } = await db.query<{
            id: number;
            subsidiary_id: number;
            fields: unknown[];
            version: number;
        }>(
            'SELECT id, subsidiary_id, fields, version FROM inspection_form ORDER BY id LIMIT 1'
        );
        const form = rows[0];
        if (!form) throw new Error('the demo data has no inspection form');
        const registers = repositoryFor(db, 'inspection-register');
        const stored = async (formVersion: number) =>
            registers.create(
                {
                    inspectionFormId: form.id,
                    formVersion,
                    formFields: [],
                    date: new Date().toISOString(),
                    answers: [{ fieldIndex: 0, value: 'ok' }],
                    result: 'ok',
                },
                { subsidiaryId: form.subsidiary_id }
            );
        const atVersion = await stored(form.version);
        const older = await stored(form.version - 1);
        expect(atVersion.formFields).toEqual(form.fields);
        expect((await registers.get(atVersion.id))?.formFields).toEqual(
            form.fields
        );
        const listed = await registers.search({
            filters: { id: [atVersion.id, older.id] },
        });
        expect(
            listed.rows.find(r => r.id === atVersion.id)?.formFields
        ).toEqual(form.fields);
        // Another version's questions are not the form's current ones.
        expect((await registers.get(older.id))?.formFields).toEqual([]);

        const migration = loadMigrations().find(m =>
            m.version.endsWith('_register_form_fields')
        );
        if (!migration) throw new Error('no register_form_fields migration');
        await db.exec(migration.sql);
        const copies = await db.query<{ id: number; form_fields: unknown }>(
            'SELECT id, form_fields FROM inspection_register WHERE id = ANY($1)',
            [[atVersion.id, older.id]]
        );
        const copy = (id: number) =>
            copies.rows.find(r => r.id === id)?.form_fields;
        expect(copy(atVersion.id)).toEqual(form.fields);
        expect(copy(older.id)).toEqual([]);
        await db.query('DELETE FROM inspection_register WHERE id = ANY($1)', [
            [atVersion.id, older.id],
        ]);
    });

    it('round-trips every column type', async () => {
        const [plant] = (
            await repositoryFor(db, 'subsidiary').search({ limit: 1 })
        ).rows;
        if (!plant) throw new Error('plant expected');
        const devices = repositoryFor(db, 'device');
        const d = await devices.create({
            name: `Gerador ${run}`,
            subsidiaryId: plant.id,
            deviceType: 'electric',
            category: 'generator',
            latitude: -18.1234567,
            longitude: -49.7654321,
            installedAt: '2019-02-28',
        });
        expect(d).toMatchObject({
            latitude: -18.1234567,
            longitude: -49.7654321,
            installedAt: '2019-02-28',
            status: 'active',
            manufacturer: null,
        });
        expect(d.createdAt).toMatch(
            /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
        );
        const gw = await repositoryFor(db, 'gateway').create(
            {
                gatewayEui: `00FF${run
                    .toUpperCase()
                    .padEnd(12, '0')
                    .replace(/[^0-9A-F]/g, 'A')}`,
                name: 'gw',
                location: { latitude: -18.5, longitude: -49.5 },
                lastSeenAt: new Date().toISOString(),
            },
            { subsidiaryId: plant.id }
        );
        expect(gw).toMatchObject({
            statsIntervalSec: 30,
            state: 'online',
            location: { latitude: -18.5, longitude: -49.5 },
        });
        const updated = await devices.update(d.id, {
            manufacturer: 'WEG',
            installedAt: null,
        });
        expect(updated).toMatchObject({
            manufacturer: 'WEG',
            installedAt: null,
            name: d.name,
        });
        expect(Date.parse(String(updated?.updatedAt))).toBeGreaterThanOrEqual(
            Date.parse(d.updatedAt)
        );
        await expect(devices.create({ nope: 1 })).rejects.toThrow(
            /no stored field nope/
        );
    });

    it('rolls a transaction back when it throws', async () => {
        const before = (
            await repositoryFor(db, 'watershed').search({ search: `tx ${run}` })
        ).total;
        await expect(
            db.transaction(async tx => {
                const ws = repositoryFor(tx, 'watershed');
                await ws.create(watershed(`tx ${run} a`));
                await ws.create(watershed(`tx ${run} b`));
                throw new Error('boom');
            })
        ).rejects.toThrow('boom');
        expect(
            (
                await repositoryFor(db, 'watershed').search({
                    search: `tx ${run}`,
                })
            ).total
        ).toBe(before);

        // A unique violation inside a transaction aborts all of it too.
        await expect(
            db.transaction(async tx => {
                const ws = repositoryFor(tx, 'watershed');
                await ws.create(watershed(`tx ${run} c`));
                await ws.create(watershed(`tx ${run} c`));
            })
        ).rejects.toBeInstanceOf(UniqueViolation);
        expect(
            (
                await repositoryFor(db, 'watershed').search({
                    search: `tx ${run}`,
                })
            ).total
        ).toBe(before);

        // A nested failure caught by the caller rolls back only the nested part.
        await db.transaction(async tx => {
            await repositoryFor(tx, 'watershed').create(
                watershed(`tx ${run} kept`)
            );
            await tx
                .transaction(async inner => {
                    await repositoryFor(inner, 'watershed').create(
                        watershed(`tx ${run} dropped`)
                    );
                    throw new Error('inner');
                })
                .catch(() => undefined);
        });
        const after = await repositoryFor(db, 'watershed').search({
            search: `tx ${run}`,
        });
        expect(after.rows.map(r => r.name)).toEqual([`tx ${run} kept`]);
    });
});

describe('identity store', () => {
    const store = () => createIdentityStore(db);

    it('verifies the demo accounts by username or e-mail, with roles from the profile', async () => {
        const admin = await store().verifyPassword('admin', 'Admin#2026');
        expect(admin).toMatchObject({ username: 'admin', roles: ['admin'] });
        expect(admin?.subject).toMatch(/^[0-9a-f-]{36}$/);
        expect(
            await store().verifyPassword('ADMIN', 'Admin#2026')
        ).toMatchObject({ username: 'admin' });
        expect(
            (await store().verifyPassword('operator', 'Operator#2026'))?.roles
        ).toEqual(['operator']);
        const viewer = await store().verifyPassword('viewer', 'Viewer#2026');
        expect(viewer?.roles).toEqual(['viewer']);
        expect(
            await store().verifyPassword(viewer?.email ?? '', 'Viewer#2026')
        ).toMatchObject({
            username: 'viewer',
        });
        expect(await store().verifyPassword('admin', 'admin#2026')).toBeNull();
        expect(await store().verifyPassword('nobody', 'Admin#2026')).toBeNull();
        expect(await store().verifyPassword('', '')).toBeNull();
    });

    it('finds users by subject and sets passwords', async () => {
        const admin = await store().verifyPassword('admin', 'Admin#2026');
        const sub = admin?.subject ?? '';
        expect(await store().findBySubject(sub)).toEqual(admin);
        expect(await store().findBySubject('not-a-uuid')).toBeNull();
        const user = await findUserBySubject(db, sub);
        expect(user?.email).toBe(admin?.email);
        expect(await subjectOfUser(db, user?.id ?? 0)).toBe(sub);

        const users = repositoryFor(db, 'user');
        const [one] = (await users.search({ search: 'Mariana', limit: 1 }))
            .rows;
        if (!one) throw new Error('a seeded user expected');
        expect(
            await store().verifyPassword(String(one.email), 'Nova#Senha1')
        ).toBeNull();
        expect(await setPassword(db, one.id, 'Nova#Senha1')).toBe(true);
        expect(
            await store().verifyPassword(String(one.email), 'Nova#Senha1')
        ).toMatchObject({
            email: one.email,
        });
        await setPassword(db, one.id, 'Outra#Senha2');
        expect(
            await store().verifyPassword(String(one.email), 'Nova#Senha1')
        ).toBeNull();
        expect(await setPassword(db, 999999, 'x')).toBe(false);

        // Inactive users cannot sign in.
        await users.update(one.id, { status: 'inactive' });
        expect(
            await store().verifyPassword(String(one.email), 'Outra#Senha2')
        ).toBeNull();
        await users.update(one.id, { status: 'active' });
    });
});

describe('demo seed', () => {
    it('is idempotent', async () => {
        const counts = async () =>
            Promise.all(
                resources.map(
                    async def =>
                        (
                            await repositoryFor(db, def.name).search({
                                limit: 1,
                                includeDeleted: true,
                            })
                        ).total
                )
            );
        const before = await counts();
        expect(await seedDemoData(db)).toBe(false);
        expect(await counts()).toEqual(before);
    });

    it('holds only records the API would accept, in the quantities the demo promises', async () => {
        const invalid: string[] = [];
        for (const def of resources) {
            const { rows } = await repositoryFor(db, def.name).search({
                limit: null,
                includeDeleted: true,
            });
            if ((DEMO_RESOURCES as readonly string[]).includes(def.name))
                expect(rows.length, def.name).toBeGreaterThan(
                    def.name === 'company' || def.name === 'subsidiary' ? 1 : 3
                );
            for (const r of rows) {
                const { errors } = validateRecord(def, r, { partial: false });
                if (errors.length)
                    invalid.push(
                        `${def.name} ${r.id}: ${JSON.stringify(errors)}`
                    );
            }
        }
        expect(invalid).toEqual([]);

        const companies = (
            await repositoryFor(db, 'company').search({ limit: null })
        ).rows;
        expect(companies.every(c => isValidCnpj(String(c.cnpj)))).toBe(true);
        expect(companies.some(c => /[A-Z]/.test(String(c.cnpj)))).toBe(true);
        const plants = (
            await repositoryFor(db, 'subsidiary').search({ limit: null })
        ).rows;
        expect(plants.length).toBeGreaterThanOrEqual(3);
        for (const p of plants) {
            // Inside Brazil's bounding box.
            expect(p.latitude as number).toBeGreaterThan(-33.8);
            expect(p.latitude as number).toBeLessThan(5.3);
            expect(p.longitude as number).toBeGreaterThan(-74);
            expect(p.longitude as number).toBeLessThan(-34.7);
        }
        const measures = await repositoryFor(db, 'measure').search({
            limit: null,
        });
        expect(measures.total).toBeGreaterThanOrEqual(2000);
        const crit = new Set(measures.rows.map(m => m.criticality));
        expect([...crit].sort()).toEqual(['critical', 'high', 'low', 'medium']);
        const sensors = (
            await repositoryFor(db, 'sensor').search({
                limit: null,
                includeDeleted: true,
            })
        ).rows;
        const items = sensors.map(s => Number(s.zabbixItemId));
        expect(items.every(i => i >= 10001 && i <= 10060)).toBe(true);
        expect(new Set(items).size).toBe(sensors.length);
        const forms = (
            await repositoryFor(db, 'inspection-form').search({ limit: null })
        ).rows;
        const types = new Set(
            forms.flatMap(f =>
                (f.fields as { fieldType: number }[]).map(x => x.fieldType)
            )
        );
        expect([...types].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
        const sent = (
            await repositoryFor(db, 'simulation').search({
                filters: { sent: 'true' },
                limit: 1,
            })
        ).rows[0];
        expect(
            (await listOutbox(db, { simulationId: sent?.id })).length
        ).toBeGreaterThan(0);
    });

    it('stores each register with the questions it answered, one for every answer', async () => {
        // Read as stored, without the repository's fallback.
        const { rows } = await db.query<{
            form_fields: { title: string }[];
            answers: { fieldIndex: number }[];
        }>('SELECT form_fields, answers FROM inspection_register');
        expect(rows.length).toBeGreaterThan(0);
        for (const r of rows) {
            expect(r.answers.length).toBeGreaterThan(0);
            for (const a of r.answers)
                expect(r.form_fields[a.fieldIndex]?.title).toBeTruthy();
        }
    });

    it("lets the field app's profile reach the bottom menu's limit: one mobile module more than it holds", async () => {
        const pages = (await repositoryFor(db, 'page').search({ limit: null }))
            .rows;
        const moduleOf = (id: number) => pages.find(p => p.id === id)?.moduleId;
        const mobile = pages.filter(p => p.type === 1);
        expect(new Set(mobile.map(p => p.moduleId)).size).toBe(
            MAX_BOTTOM_MENU_MODULES + 1
        );
        const profile = (
            await repositoryFor(db, 'profile').search({
                filters: { type: [1] },
                limit: null,
            })
        ).rows.find(p => p.name === DEMO_PROFILES.mobile);
        const entries = (profile?.pages ?? []) as ProfilePageEntry[];
        expect(entries.map(e => e.pageId).sort()).toEqual(
            mobile.map(p => p.id).sort()
        );
        expect(bottomMenuModules(entries, moduleOf).size).toBe(
            MAX_BOTTOM_MENU_MODULES
        );
        const outside = entries.find(e => !e.showInBottomMenu);
        if (!outside)
            throw new Error('every mobile page is in the bottom menu');
        expect(
            exceedsBottomMenu(
                entries,
                outside.pageId,
                moduleOf,
                MAX_BOTTOM_MENU_MODULES
            )
        ).toBe(true);
    });

    it('gives the demo accounts their plants', async () => {
        const store = createIdentityStore(db);
        const plantsOf = async (username: string, password: string) => {
            const acc = await store.verifyPassword(username, password);
            const user = await findUserBySubject(db, acc?.subject ?? '');
            return (user?.subsidiaryIds as number[]).length;
        };
        expect(await plantsOf('admin', 'Admin#2026')).toBe(0);
        expect(await plantsOf('operator', 'Operator#2026')).toBe(2);
        expect(await plantsOf('viewer', 'Viewer#2026')).toBe(1);
    });
});
