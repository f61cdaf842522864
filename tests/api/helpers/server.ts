import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

const freePort = () =>
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

/** Runs server/src/main.ts as `npm start` would, waiting until it answers. */
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
            '--import',
            'tsx',
            'server/src/main.ts',
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
    child.stdout?.on('data', d => (output += String(d)));
    child.stderr?.on('data', d => (output += String(d)));
    const deadline = Date.now() + 90_000;
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
    if (!child || child.exitCode !== null) return child?.exitCode ?? null;
    return new Promise(resolve => {
        child.once('exit', code => resolve(code));
        child.kill('SIGTERM');
    });
}
