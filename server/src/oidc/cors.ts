import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * CORS for our own realm routes, the way keycloak-js calls them: an explicit
 * allowed origin with credentials. Returns true when it answered a preflight.
 */
export function applyCors(
    req: FastifyRequest,
    reply: FastifyReply,
    origins: string[]
): boolean {
    const origin = req.headers.origin;
    reply.header('vary', 'Origin');
    if (!origin || !origins.includes(origin)) return false;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    if (req.method !== 'OPTIONS') return false;
    reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', 'Authorization, Content-Type')
        .header('access-control-max-age', '3600')
        .send();
    return true;
}
