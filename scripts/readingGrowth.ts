/**
 * `npm run bench:readings`: how fast the `measure`
 * table grows with automatic readings, for 60 sensors over a year
 * (docs/monitoring.md, "Automatic readings" keeps the figures).
 *
 * 1. Counts: the demo's 60 sensors (three plants of twenty, the simulator's
 *    items 10001–10060 with their values, the demo plants' alert
 *    configuration) are walked sample by sample over 365 days, and each
 *    value goes through the same decision the poll makes
 *    (`assessCriticality`, `keepsAutomaticReading`, previous readings being
 *    the stored ones). Printed: the rows kept against one row per sample.
 * 2. Bytes: READINGS rows like those (with their criticality rule) are
 *    inserted into a fresh embedded database with every migration; the
 *    table's size with its indexes (`pg_total_relation_size`) is divided
 *    by the rows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
    assessCriticality,
    findAlertThresholds,
} from '../shared/domain/criticality.ts';
import { openDatabase } from '../server/src/db/index.ts';
import { keepsAutomaticReading } from '../server/src/readings/automaticReadings.ts';
import { demoAlertConfig } from '../server/src/seed/resources/subsidiary.ts';
import {
    catalogItem,
    sampleClocks,
    sampleValue,
} from '../server/src/zabbix/catalog.ts';
import { createTestDatabase } from '../tests/api/helpers/database.ts';

const SENSORS = 60;
const DAYS = Number(process.env.BENCH_DAYS ?? 365);
const READINGS = Number(process.env.BENCH_READINGS ?? 50_000);

const CONFIG = demoAlertConfig();

function countRows() {
    const till = Math.floor(Date.now() / 1000);
    const from = till - DAYS * 86400;
    let samples = 0;
    let kept = 0;
    const byLevel: Record<string, number> = {};
    for (let i = 0; i < SENSORS; i++) {
        const item = catalogItem(10001 + i)!;
        const config = findAlertThresholds(CONFIG, item.kind);
        const stored: number[] = [];
        let last: { criticality: string | null; autoAt: number | null } = {
            criticality: null,
            autoAt: null,
        };
        for (const clock of sampleClocks(item.itemid, from, till, false)) {
            samples++;
            const value = sampleValue(item, clock);
            const { criticality } = assessCriticality(value, config, stored);
            const at = clock * 1000;
            if (!keepsAutomaticReading(at, criticality, last)) continue;
            kept++;
            byLevel[criticality] = (byLevel[criticality] ?? 0) + 1;
            stored.unshift(value);
            stored.length = Math.min(stored.length, 5);
            last = { criticality, autoAt: at };
        }
    }
    return { samples, kept, byLevel };
}

async function bytesPerRow() {
    const dataDir = mkdtempSync(join(tmpdir(), 'plants-reading-growth-'));
    const database = await createTestDatabase();
    const db = await openDatabase({ dataDir, databaseUrl: database.url });
    try {
        await db.query(
            `INSERT INTO company (cnpj, name, email, address)
             VALUES ('11222333000181', 'Bench', 'bench@example.com', '{}')`
        );
        await db.query(
            `INSERT INTO subsidiary (company_id, name, cnpj, address, latitude, longitude)
             SELECT id, 'Bench', '11222333000262', '{}', -18.9, -49.4 FROM company`
        );
        const size = async () =>
            Number(
                (
                    await db.query<{ n: string }>(
                        "SELECT pg_total_relation_size('measure') AS n"
                    )
                ).rows[0]!.n
            );
        const before = await size();
        const rule = JSON.stringify({
            sensorType: 'level',
            direction: 'above',
            reached: null,
            bound: null,
            raised: false,
            mean: 412.61,
            previousCount: 5,
            deviationPct: 0.03,
        });
        await db.query(
            `INSERT INTO measure (subsidiary_id, sensor_id, value, unit, type,
                                  criticality, criticality_rule, date)
             SELECT (SELECT id FROM subsidiary), 1 + g % ${SENSORS},
                    412 + random(), 'm', 'auto', 'low', $1::jsonb,
                    now() - g * interval '1 minute'
             FROM generate_series(1, $2::int) g`,
            [rule, READINGS]
        );
        await db.query('ANALYZE measure');
        return ((await size()) - before) / READINGS;
    } finally {
        await db.close();
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
    }
}

const started = Date.now();
const { samples, kept, byLevel } = countRows();
const perRow = await bytesPerRow();
const mb = (rows: number) => ((rows * perRow) / 1e6).toFixed(0);
const perYear = (rows: number) => Math.round((rows * 365) / DAYS);
console.log(
    [
        `${SENSORS} sensors over ${DAYS} days (bench ran ${((Date.now() - started) / 1000).toFixed(1)} s)`,
        `every sample:   ${perYear(samples).toLocaleString('en')} rows/year, ~${mb(perYear(samples))} MB`,
        `kept (policy):  ${perYear(kept).toLocaleString('en')} rows/year, ~${mb(perYear(kept))} MB`,
        `kept by level:  ${JSON.stringify(byLevel)}`,
        `bytes per row:  ${perRow.toFixed(0)} (table and its indexes, ${READINGS.toLocaleString('en')} rows inserted)`,
    ].join('\n')
);
