/**
 * Repositories on the database alone (helpers/seededDb.ts): derived values
 * (a sensor's state, a register's form), every column type round-tripped,
 * and transactions.
 */
import { describe, expect, it } from 'vitest';
import { loadMigrations } from '../../server/src/db/migrate.ts';
import {
    UniqueViolation,
    repositoryFor,
} from '../../server/src/db/repository.ts';
import { db, openSeededDb, run, watershed } from './helpers/seededDb.ts';

openSeededDb();

describe('repository', () => {
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
            // Through the repository, as the API writes it: the sensors'
            // records keep their plants' timeouts a few seconds, until a
            // write of a plant (server/src/db/repository/plantTimeouts.ts).
            await repositoryFor(db, 'subsidiary').update(sensor.subsidiary_id, {
                alertConfig: config,
            });
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
