/**
 * `GET /api/events`: the plant's changes pushed as Server-Sent Events
 * (docs/api.md, "Push"). The token and the plant are checked as on every
 * call (the API's auth hook, then the `subsidiary-id` header); the stream
 * then sends `event: ready`, one `event: alert` per alert change of that
 * plant (from any server process: plantEvents.ts), `event: devices` when
 * its devices were heard from or their integration's state changed, and a `: ping` comment
 * every 15 s so that proxies and the client know it is alive. It ends when
 * its token expires, and at once when a write takes away its user's
 * access to the console or to the plant (accessEnds.ts), whichever
 * process holds it. The answer
 * is written raw (hijacked): never compressed, never buffered
 * (`X-Accel-Buffering: no` for nginx), never cached; the security headers
 * are set by hand since Fastify's hooks do not see it. A stopping server
 * ends every stream (PlantEvents.close) before closing its connections.
 */
import type { FastifyInstance } from 'fastify';
import type { PlantEvents } from '../alerts/plantEvents.ts';
import {
    contentSecurityPolicy,
    securityHeaders,
    setSecurityHeaders,
} from '../securityHeaders.ts';
import { selectedPlant } from './access.ts';
import { forbidden, unauthorized } from './errors.ts';

export const PING_MS = 15_000;

/**
 * When the request's access token expires (ms), read from the token the
 * auth hook verified. The stream ends then: a connection must not outlive
 * its token, and the client reconnects with a fresh one.
 */
function tokenExpiry(authorization: string | undefined): number | null {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    const part = token?.split('.')[1];
    if (!part) return null;
    try {
        const { exp } = JSON.parse(
            Buffer.from(part, 'base64url').toString('utf8')
        ) as { exp?: unknown };
        return typeof exp === 'number' ? exp * 1000 : null;
    } catch {
        return null;
    }
}

export function registerEventsRoute(
    app: FastifyInstance,
    events: PlantEvents,
    opts: { pingMs?: number } = {}
) {
    const csp = contentSecurityPolicy();
    app.get('/events', async (req, reply) => {
        const caller = req.caller;
        if (!caller) throw unauthorized();
        if (caller.isAdmin) throw forbidden('Events belong to a plant');
        const plant = selectedPlant(caller, req.headers['subsidiary-id']);
        const plantId = Number(plant.id);

        reply.hijack();
        const res = reply.raw;
        setSecurityHeaders(res, securityHeaders(req, csp));
        res.writeHead(200, {
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-store',
            connection: 'keep-alive',
            'x-accel-buffering': 'no',
        });
        res.flushHeaders();
        // The connection stays open: no socket timeout cuts a quiet stream.
        req.socket.setTimeout(0);
        req.socket.setNoDelay(true);
        let open = true;
        let unsubscribe = () => {};
        const write = (chunk: string) => {
            if (open) res.write(chunk);
        };
        const ping = setInterval(
            () => write(': ping\n\n'),
            opts.pingMs ?? PING_MS
        );
        ping.unref();
        const expiry = tokenExpiry(req.headers.authorization);
        const expire =
            expiry === null
                ? undefined
                : setTimeout(() => end(), Math.max(0, expiry - Date.now()));
        expire?.unref();
        const end = () => {
            if (!open) return;
            open = false;
            clearInterval(ping);
            clearTimeout(expire);
            unsubscribe();
            res.end();
        };
        // Held by its user and profile: a write that takes their access
        // away ends it at once (accessEnds.ts).
        unsubscribe = events.subscribe(
            plantId,
            {
                send: e =>
                    write(
                        `event: ${e.type}\ndata: ${JSON.stringify(e.type === 'alert' ? e.alert : e.devices)}\n\n`
                    ),
                end,
            },
            { user: Number(caller.user.id), profile: Number(caller.profile.id) }
        );
        if (!open) return;
        res.on('close', end);
        req.raw.on('close', end);
        // Retry after 3 s when the connection drops (EventSource's field; our fetch client reads it too).
        write(
            `retry: 3000\nevent: ready\ndata: ${JSON.stringify({ subsidiaryId: plantId })}\n\n`
        );
    });
}
