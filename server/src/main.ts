import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const { app, close } = await buildApp(config);
await app.listen({ host: config.host, port: config.port });

const url = config.publicUrl;
process.stdout.write(`
Plants console running at ${url}
  sign in with:  admin / Admin#2026       (administrator)
                 operator / Operator#2026 (two plants)
                 viewer / Viewer#2026     (one plant, view only)
  API ${url}/api · sign-in ${url}/realms/plants · Zabbix ${url}/zabbix/api_jsonrpc.php
  database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/`}

`);

/** A stop that takes longer (a job or the database not answering) exits anyway. */
const STOP_DEADLINE_MS = 4500;

let stopping = false;
const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${signal}: shutting down\n`);
    setTimeout(() => {
        process.stderr.write(
            `${signal}: not stopped after ${STOP_DEADLINE_MS} ms, exiting\n`
        );
        process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    await close();
    process.exit(0);
};
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
