/**
 * Closing the HTTP server so that it ends while clients keep writing.
 * Fastify's close waits for every connection to end, and Node closes idle
 * keep-alive connections once, when the close starts: a connection whose
 * request was under way then turns idle afterwards and stayed open for the
 * keep-alive timeout (72 s), so SIGTERM with writers running did not exit.
 * Requests under way finish; connections are closed as soon as they are
 * idle; past `graceMs` the ones still busy are cut.
 */
import type { FastifyInstance } from 'fastify';

/** How often idle connections are looked for while closing. */
const SWEEP_MS = 50;

export async function closeHttp(
    app: FastifyInstance,
    graceMs: number
): Promise<void> {
    const server = app.server;
    const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    try {
        await app.close();
    } finally {
        clearInterval(sweep);
        clearTimeout(cut);
    }
}
