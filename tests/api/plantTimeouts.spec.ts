/**
 * A sensor's state reads its plant's no-data timeout from a copy kept a
 * few seconds (server/src/db/repository/plantTimeouts.ts): a plant written
 * through a repository is seen at once, one written otherwise within
 * `PLANT_TTL_MS`. (db-values.spec.ts checks which timeout decides.)
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../server/src/db/index.ts';
import { repositoryFor } from '../../server/src/db/repository.ts';
import { PLANT_TTL_MS } from '../../server/src/db/repository/plantTimeouts.ts';
import { openSeededDatabase } from './helpers/seeded.ts';

let db: Database;
let drop: () => Promise<void> = async () => {};
let sensor = { id: 0, plant: 0, type: '' };

beforeAll(async () => {
    ({ db, drop } = await openSeededDatabase('plants-timeouts-'));
    const { rows } = await db.query<{
        id: number;
        plant: number;
        type: string;
    }>(
        'SELECT id, subsidiary_id AS plant, sensor_type AS type FROM sensor ORDER BY id LIMIT 1'
    );
    sensor = rows[0]!;
    // Silent for 10 minutes.
    await db.query('UPDATE sensor SET last_seen_at = $2 WHERE id = $1', [
        sensor.id,
        new Date(Date.now() - 10 * 60_000).toISOString(),
    ]);
}, 300_000);

afterAll(() => drop());

const config = (minutes: number) =>
    JSON.stringify([{ sensorType: sensor.type, noDataTimeoutMin: minutes }]);
const state = async () =>
    (await repositoryFor(db, 'sensor').get(sensor.id))?.state;

describe("a plant's no-data timeouts", () => {
    it('are read again at once after a write of a plant through a repository', async () => {
        await repositoryFor(db, 'subsidiary').update(sensor.plant, {
            alertConfig: JSON.parse(config(30)),
        });
        expect(await state()).toBe('online');
        await repositoryFor(db, 'subsidiary').update(sensor.plant, {
            alertConfig: JSON.parse(config(5)),
        });
        expect(await state()).toBe('offline');
    });

    it(`are read again after ${PLANT_TTL_MS} ms when written otherwise`, async () => {
        await repositoryFor(db, 'subsidiary').update(sensor.plant, {
            alertConfig: JSON.parse(config(5)),
        });
        expect(await state()).toBe('offline');
        await db.query(
            'UPDATE subsidiary SET alert_config = $2::jsonb WHERE id = $1',
            [sensor.plant, config(30)]
        );
        expect(await state()).toBe('offline');
        const clock = vi
            .spyOn(Date, 'now')
            .mockReturnValue(Date.now() + PLANT_TTL_MS + 1);
        try {
            expect(await state()).toBe('online');
        } finally {
            clock.mockRestore();
        }
    });
});
