/**
 * `npm run bench:latency`: how much each heavy request of
 * docs/robustness.md delays a cheap one. Starts the server on a fresh
 * data folder as `npm start` would (or measures `BENCH_BASE_URL`, a server
 * already running, e.g. an older build), signs the operator in, and for
 * each heavy request prints the cheap request's median at rest, its
 * median and worst while the heavy one ran, the extra latency (the
 * difference of the medians), and the heavy request's own time and
 * outcome. `BENCH_ONLY=<regexp>` runs the heavy requests whose name
 * matches; `BENCH_TIMEOUT_MS` (default 120000) gives up on one.
 * Times are printed, not asserted (tests/api/latency.spec.ts asserts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientFor } from '../tests/api/helpers/apiClient.ts';
import {
    atRest,
    beside,
    decoded,
    HEAVY,
    type Probe,
} from '../tests/api/helpers/latency.ts';
import { startServer, stopServer } from '../tests/api/helpers/server.ts';

const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const timeoutMs = Number(process.env.BENCH_TIMEOUT_MS ?? 120_000);

const describeOutcome = (raw: unknown): string => {
    const outcome = decoded(raw);
    if (typeof outcome === 'number') return `HTTP ${outcome}`;
    if (Array.isArray(outcome)) {
        const errors = outcome.filter(
            r => (r as { error?: unknown }).error
        ).length;
        return `${outcome.length} answers, ${errors} errors`;
    }
    if (outcome && typeof outcome === 'object') {
        const o = outcome as {
            result?: unknown;
            error?: { code: number; data: string };
        };
        if (o.error) return `error ${o.error.code}: ${o.error.data}`;
        if (Array.isArray(o.result)) return `${o.result.length} rows`;
        return `result ${JSON.stringify(o.result)}`;
    }
    return String(outcome);
};

async function main() {
    const dataDir = mkdtempSync(join(tmpdir(), 'plants-bench-latency-'));
    const started = process.env.BENCH_BASE_URL
        ? null
        : await startServer({ dataDir });
    const baseUrl = process.env.BENCH_BASE_URL ?? started?.baseUrl ?? '';
    try {
        const op = await clientFor(baseUrl, 'operator');
        const plant = op.plants[0];
        if (plant === undefined) throw new Error('the operator has no plant');
        const probe: Probe = { baseUrl, token: op.api.token, plant };
        const sensors = await op.api
            .inPlant(plant)
            .get('/sensor/search?limit=100');
        const sensor = sensors.rows.find(r => r.zabbixItemId);
        if (!sensor) throw new Error('no sensor with a Zabbix item');
        const rest = await atRest(probe, 25);
        console.log(`cheap request at rest: median ${rest.toFixed(1)} ms\n`);
        console.log(
            '| heavy request | heavy (ms) | cheap median (ms) | cheap worst (ms) | extra (ms) | samples | outcome |'
        );
        console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
        for (const heavy of HEAVY) {
            if (only && !only.test(heavy.name)) continue;
            // The token lives 5 minutes: a fresh one for each.
            const fresh = await clientFor(baseUrl, 'operator');
            const p = { ...probe, token: fresh.api.token };
            const r = await beside(
                p,
                () =>
                    Promise.race([
                        heavy.run(p, { sensorId: Number(sensor.id) }),
                        new Promise(resolve =>
                            setTimeout(
                                () => resolve(`gave up after ${timeoutMs} ms`),
                                timeoutMs
                            )
                        ),
                    ]),
                rest
            );
            console.log(
                `| ${heavy.name} | ${r.heavyMs.toFixed(0)} | ${r.loadedMs.toFixed(1)} | ${r.worstMs.toFixed(1)} | ${r.extraMs.toFixed(1)} | ${r.samples} | ${describeOutcome(r.outcome).slice(0, 120)} |`
            );
        }
    } finally {
        if (started) await stopServer(started.child);
        rmSync(dataDir, { recursive: true, force: true });
    }
}

await main();
