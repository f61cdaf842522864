/**
 * `npm run bench:api`: the API under load with 100,000 readings
 * in one plant. Seeds a throw-away database (the demo data, then the
 * readings in one statement), starts the server on it as `npm start` would
 * (its bundle; embedded PGlite unless DATABASE_URL is set), signs the
 * operator in through the real sign-in, and prints p50/p95/p99 latency and requests
 * per second per endpoint at 10 and 50 concurrent clients. Times are
 * printed, not asserted (docs/performance.md, "Current figures", keeps
 * the last ones).
 *
 * The client shares this machine's cores with the server, so it is kept
 * lean: node:http over kept-alive connections, the body read and not
 * parsed. `fetch` with JSON parsing cost the client about three times the
 * CPU per request, taken from the server being measured; the client's CPU
 * per request is printed so that a change to it shows, and so is the
 * server's (user + system CPU of its process, all threads, from /proc,
 * divided by the requests): on a machine shared with other work the
 * latencies move with the neighbours' load, the CPU per request much less.
 *
 * A fresh start (migrations and demo data) took 206 s on a loaded machine:
 * the start limit is `SERVER_START_TIMEOUT_MS` (milliseconds, 10 minutes
 * by default here; the tests' helpers default to 90 s).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/src/db/index.ts';
import { clientFor } from '../tests/api/helpers/apiClient.ts';
import { createTestDatabase } from '../tests/api/helpers/database.ts';
import {
    prepareServerBundle,
    startServer,
    stopServer,
} from '../tests/api/helpers/server.ts';

const READINGS = Number(process.env.BENCH_READINGS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const DAY_MS = 86_400_000;

/**
 * How long the server may take to start. The tests' helpers
 * (tests/api/helpers/server.ts) read their own limit from the environment:
 * both names they may use are set, so the bench's limit reaches them.
 */
const START_LIMIT_MS = Number(process.env.SERVER_START_TIMEOUT_MS) || 600_000;
process.env.SERVER_START_TIMEOUT_MS = String(START_LIMIT_MS);
process.env.SERVER_START_TIMEOUT = String(START_LIMIT_MS / 1000);

/** CPU time (user + system, ms) a process has used so far, all its threads; NaN off Linux. */
function processCpuMs(pid: number | undefined): number {
    try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        // Fields after the command's closing parenthesis: utime is the 12th, stime the 13th.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const ticks = Number(fields[11]) + Number(fields[12]);
        // USER_HZ is 100 on every Linux Node runs on.
        return ticks * 10;
    } catch {
        return NaN;
    }
}

const percentile = (sorted: number[], p: number) =>
    sorted[
        Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))
    ] ?? NaN;

/** Seeds the demo data, then READINGS readings spread over 60 days in the operator's first plant. */
async function seed(dataDir: string, env: Record<string, string>) {
    const first = await startServer({ dataDir, env });
    const { plants } = await clientFor(first.baseUrl, 'operator');
    await stopServer(first.child);
    const plant = plants[0];
    if (plant === undefined) throw new Error('the operator has no plant');
    const db = await openDatabase({
        dataDir,
        databaseUrl: env.DATABASE_URL,
    });
    try {
        const { rows } = await db.query<{ id: number; unit: string | null }>(
            'SELECT id, unit FROM sensor WHERE subsidiary_id = $1 ORDER BY id',
            [plant]
        );
        if (!rows.length) throw new Error(`plant ${plant} has no sensors`);
        const started = performance.now();
        await db.query(
            `INSERT INTO measure (subsidiary_id, sensor_id, value, unit, type, criticality, date)
             SELECT $1, (s.ids)[1 + (g % array_length(s.ids, 1))],
                    round((random() * 100)::numeric, 4), 'm', 'auto',
                    (ARRAY['low','low','low','low','medium','medium','high','critical'])[1 + (g % 8)],
                    now() - (g * ($3::double precision / $2)) * interval '1 millisecond'
             FROM generate_series(1, $2) AS g,
                  (SELECT array_agg(id ORDER BY id) AS ids FROM sensor WHERE subsidiary_id = $1) AS s`,
            [plant, READINGS, 60 * DAY_MS]
        );
        // What autovacuum (PostgreSQL) or the server's maintenance pass on
        // start (PGlite, server/src/db/maintenance.ts) does after a bulk
        // load, done here so that the figures are the steady state's.
        await db.exec('VACUUM (ANALYZE)');
        const { rows: count } = await db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM measure WHERE subsidiary_id = $1',
            [plant]
        );
        process.stdout.write(
            `seeded ${READINGS} readings over 60 days across ${rows.length} sensors of plant ${plant} (${count[0]?.n} in the plant) in ${((performance.now() - started) / 1000).toFixed(1)} s\n`
        );
        return { plant, sensorId: rows[0]!.id };
    } finally {
        await db.close();
    }
}

interface Result {
    /** The client's own CPU (user + system) per request, ms. */
    clientCpu: number;
    /** The server process's CPU (user + system, all threads) per request, ms. */
    serverCpu: number;
    p50: number;
    p95: number;
    p99: number;
    rps: number;
    errors: number;
}

/** `total` GETs of `path` by `clients` concurrent clients, timed. */
async function run(
    get: (path: string) => Promise<number>,
    path: string,
    clients: number,
    total: number,
    serverPid?: number
) {
    const times: number[] = [];
    let errors = 0;
    let next = 0;
    const serverCpu = processCpuMs(serverPid);
    const cpu = process.cpuUsage();
    const started = performance.now();
    await Promise.all(
        Array.from({ length: clients }, async () => {
            while (next < total) {
                next++;
                const t0 = performance.now();
                const status = await get(path);
                times.push(performance.now() - t0);
                if (status !== 200) errors++;
            }
        })
    );
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const serverUsed = processCpuMs(serverPid) - serverCpu;
    return { times, errors, seconds, used, serverUsed };
}

/**
 * The figures of `total` GETs at `clients`, after as many again at the same
 * concurrency: the steady state (JIT-compiled code, warm caches, kept-alive
 * connections) rather than a start.
 */
async function load(
    get: (path: string) => Promise<number>,
    path: string,
    clients: number,
    total: number,
    serverPid: number | undefined
): Promise<Result> {
    await run(get, path, clients, total);
    const { times, errors, seconds, used, serverUsed } = await run(
        get,
        path,
        clients,
        total,
        serverPid
    );
    const sorted = times.sort((a, b) => a - b);
    return {
        clientCpu: (used.user + used.system) / 1000 / times.length,
        serverCpu: serverUsed / times.length,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        rps: times.length / seconds,
        errors,
    };
}

// With DATABASE_URL, a fresh database on that server; else PGlite in a temp folder.
// The server runs from its bundle, as `npm start` runs it (not through tsx).
const dropBundle = await prepareServerBundle();
const database = await createTestDatabase();
const env: Record<string, string> = database.url
    ? { DATABASE_URL: database.url }
    : {};
const dataDir = mkdtempSync(join(tmpdir(), 'plants-bench-api-'));
process.stdout.write(
    `database: ${database.url ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}\n`
);
try {
    const { plant, sensorId } = await seed(dataDir, env);
    const server = await startServer({ dataDir, env });
    try {
        const { api } = await clientFor(server.baseUrl, 'operator');
        const client = api.inPlant(plant);
        const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
        const get = (path: string) =>
            new Promise<number>((resolve, reject) => {
                const req = http.get(
                    `${server.baseUrl}/api${path}`,
                    {
                        agent,
                        headers: {
                            authorization: `Bearer ${api.token}`,
                            'subsidiary-id': String(plant),
                        },
                    },
                    res => {
                        res.resume();
                        res.on('end', () => resolve(res.statusCode ?? 0));
                    }
                );
                req.on('error', reject);
            });
        const now = Date.now();
        const month = `date_gte=${new Date(now - 30 * DAY_MS).toISOString()}&date_lte=${new Date(now).toISOString()}`;
        const page = 'page=1&limit=10';
        const scenarios: { label: string; path: string; clients: number[] }[] =
            [
                {
                    label: 'readings, no filter',
                    path: `/measure/search?${page}&sort=date&order=DESC`,
                    clients: [10, 50],
                },
                {
                    label: "readings, a month's filter",
                    path: `/measure/search?${page}&sort=date&order=DESC&${month}`,
                    clients: [10, 50],
                },
                {
                    label: 'readings, one sensor',
                    path: `/measure/search?${page}&sort=date&order=DESC&sensorId=${sensorId}`,
                    clients: [10, 50],
                },
                {
                    label: 'sensors',
                    path: `/sensor/search?${page}&sort=name&order=ASC`,
                    clients: [10, 50],
                },
            ];
        const first = await client.get(scenarios[0]!.path);
        process.stdout.write(
            `page 1 of the readings: total ${String(first.body.meta?.total)}${first.body.meta?.totalCapped ? ' (capped)' : ''}\n`
        );
        process.stdout.write(
            `endpoint                       clients    p50 ms    p95 ms    p99 ms     req/s  client ms/req  server ms/req\n`
        );
        for (const s of scenarios) {
            for (const clients of s.clients) {
                const r = await load(
                    get,
                    s.path,
                    clients,
                    REQUESTS,
                    server.child.pid
                );
                const ms = (v: number) => v.toFixed(1).padStart(9);
                process.stdout.write(
                    `${s.label.padEnd(30)} ${String(clients).padStart(7)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${r.rps.toFixed(0).padStart(9)} ${r.clientCpu.toFixed(2).padStart(14)} ${r.serverCpu.toFixed(2).padStart(14)}${r.errors ? `  ${r.errors} errors` : ''}\n`
                );
            }
        }
    } finally {
        await stopServer(server.child);
    }
} finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
    dropBundle();
}
