import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { bundleServer } from '../../../scripts/serverBundle.mjs';

/** A port nothing listens on now (the OS picks it). */
export const freePort = () =>
    new Promise<number>((resolve, reject) => {
        const s = createServer();
        s.listen(0, '127.0.0.1', () => {
            const addr = s.address();
            const port = typeof addr === 'object' && addr ? addr.port : 0;
            s.close(() => resolve(port));
        });
        s.on('error', reject);
    });

export interface StartedServer {
    child: ChildProcess;
    baseUrl: string;
    port: number;
}

/**
 * How long a server may take to answer after its start: 90 s by default,
 * `SERVER_START_TIMEOUT` (seconds) on a slower or busier machine.
 */
export const serverStartLimitMs = (): number => {
    const seconds = Number(process.env.SERVER_START_TIMEOUT);
    return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 90_000;
};

const stopping = new WeakSet<ChildProcess>();

/**
 * A global set-up's bundle of the server (scripts/serverBundle.mjs), which
 * every server of the run then starts, as `npm start` does: about a third
 * less CPU per start than tsx on the sources. Its own folder per run, so
 * that two runs in one checkout do not rebuild each other's; the returned
 * function removes it.
 */
export async function prepareServerBundle(): Promise<() => void> {
    const outDir = join(
        process.cwd(),
        'node_modules',
        '.cache',
        'plants-server',
        `${process.pid}-${Date.now()}`
    );
    process.env.PLANTS_SERVER_BUNDLE = await bundleServer(outDir);
    return () => rmSync(outDir, { recursive: true, force: true });
}

/** The run's bundle, or the sources through tsx outside a set-up that made one. */
const serverEntryArgs = (): string[] => {
    const bundle = process.env.PLANTS_SERVER_BUNDLE;
    return bundle
        ? ['--enable-source-maps', bundle]
        : ['--import', 'tsx', 'server/src/main.ts'];
};

/** Runs the server as `npm start` would, waiting until it answers. */
export async function startServer(opts: {
    dataDir: string;
    port?: number;
    env?: Record<string, string>;
}): Promise<StartedServer> {
    const port = opts.port ?? (await freePort());
    const baseUrl = `http://localhost:${port}`;
    const child = spawn(
        process.execPath,
        [
            ...(process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
            ...serverEntryArgs(),
        ],
        {
            env: {
                ...process.env,
                PORT: String(port),
                HOST: '127.0.0.1',
                PUBLIC_URL: baseUrl,
                DATA_DIR: opts.dataDir,
                LOG: 'false',
                ...opts.env,
            },
            stdio: ['ignore', 'pipe', 'pipe'],
        }
    );
    let output = '';
    const keep = (d: unknown) => {
        // The tail is what explains an exit; a long run logs a lot.
        output = (output + String(d)).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    // A server that dies under the tests says why, instead of leaving
    // only the next request's ECONNREFUSED.
    child.once('exit', (code, signal) => {
        if (!stopping.has(child))
            console.error(
                `server on port ${port} exited (code ${code}, signal ${signal}):\n${output}`
            );
    });
    const deadline = Date.now() + serverStartLimitMs();
    while (Date.now() < deadline) {
        if (child.exitCode !== null) {
            throw new Error(`server exited with ${child.exitCode}:\n${output}`);
        }
        try {
            const res = await fetch(
                `${baseUrl}/realms/plants/.well-known/openid-configuration`
            );
            if (res.status < 500) return { child, baseUrl, port };
        } catch {
            // not listening yet
        }
        await new Promise(r => setTimeout(r, 250));
    }
    child.kill('SIGKILL');
    throw new Error(`server did not start in time:\n${output}`);
}

/** SIGTERM and wait: the server must close cleanly. */
export async function stopServer(
    child: ChildProcess | undefined
): Promise<number | null> {
    if (!child || child.exitCode !== null || child.signalCode !== null)
        return child?.exitCode ?? null;
    stopping.add(child);
    return new Promise(resolve => {
        child.once('exit', code => resolve(code));
        child.kill('SIGTERM');
    });
}

/** SIGKILL, as a crash would end it (no message about an unexpected exit); waits for the exit. */
export async function killServer(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return;
    stopping.add(child);
    await new Promise<void>(resolve => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
    });
}
