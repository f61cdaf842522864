/**
 * A real nginx (Debian's package) in front of the test's server processes:
 * run as a child in the foreground (`daemon off`) with its own prefix, pid
 * file, logs and temp folders in a temp directory, so it needs no root
 * paths and stops with the test. The configuration is the one
 * docs/deployment.md describes, without TLS (the test speaks plain HTTP).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
    existsSync,
    mkdtempSync,
    readFileSync,
    rmSync,
    writeFileSync,
} from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** nginx's binary: NGINX_PATH, else Debian's, else the PATH's; null when none. */
export function nginxBinary(): string | null {
    for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx']) {
        if (candidate && existsSync(candidate)) return candidate;
    }
    const found = spawnSync('nginx', ['-v'], { stdio: 'ignore' });
    return found.error ? null : 'nginx';
}

/** The `http` block's content: upstream of `ports`, listening on `port`. */
export function nginxSite(opts: { port: number; upstreams: number[] }): string {
    const servers = opts.upstreams
        .map(p => `        server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`)
        .join('\n');
    return `
    upstream plants {
${servers}
        keepalive 16;
    }
    server {
        listen 127.0.0.1:${opts.port};
        client_max_body_size 8m;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header X-Forwarded-Host $http_host;
        # A process that is gone (refused connection, reset before an
        # answer) is skipped: GET/HEAD/PUT/DELETE go to the next one, and
        # so does any request never sent; a POST or PATCH that one had
        # already received gets 502 (non_idempotent is not listed).
        proxy_next_upstream error timeout http_502 http_503;
        proxy_next_upstream_tries 2;
        location / {
            proxy_pass http://plants;
        }
        # Server-Sent Events: unbuffered, and a read timeout above the
        # stream's 15 s ping.
        location = /api/events {
            proxy_pass http://plants;
            proxy_buffering off;
            proxy_cache off;
            proxy_read_timeout 1h;
        }
    }`;
}

export interface RunningNginx {
    url: string;
    port: number;
    child: ChildProcess;
    /** The access log so far (one line per request). */
    accessLog(): string;
    stop(): Promise<void>;
}

const listening = (port: number) =>
    new Promise<boolean>(resolve => {
        const socket = createConnection({ port, host: '127.0.0.1' });
        socket.once('connect', () => {
            socket.destroy();
            resolve(true);
        });
        socket.once('error', () => resolve(false));
    });

export async function startNginx(opts: {
    binary: string;
    port: number;
    upstreams: number[];
}): Promise<RunningNginx> {
    const dir = mkdtempSync(join(tmpdir(), 'plants-nginx-'));
    const conf = join(dir, 'nginx.conf');
    writeFileSync(
        conf,
        `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
${nginxSite(opts)}
}
`
    );
    const child = spawn(
        opts.binary,
        ['-p', dir, '-c', conf, '-e', `${dir}/error.log`, '-g', 'daemon off;'],
        { stdio: ['ignore', 'pipe', 'pipe'] }
    );
    let output = '';
    child.stdout?.on('data', d => (output += String(d)));
    child.stderr?.on('data', d => (output += String(d)));
    const log = (name: string) => {
        try {
            return readFileSync(join(dir, name), 'utf8');
        } catch {
            return '';
        }
    };
    const deadline = Date.now() + 10_000;
    while (!(await listening(opts.port))) {
        if (child.exitCode !== null || Date.now() > deadline) {
            child.kill('SIGKILL');
            throw new Error(
                `nginx did not start: ${output}\n${log('error.log')}`
            );
        }
        await new Promise(r => setTimeout(r, 100));
    }
    return {
        url: `http://localhost:${opts.port}`,
        port: opts.port,
        child,
        accessLog: () => log('access.log'),
        async stop() {
            if (child.exitCode === null) {
                await new Promise<void>(resolve => {
                    child.once('exit', () => resolve());
                    // SIGQUIT: nginx's graceful stop.
                    child.kill('SIGQUIT');
                    setTimeout(() => child.kill('SIGKILL'), 3000).unref();
                });
            }
            rmSync(dir, { recursive: true, force: true });
        },
    };
}
