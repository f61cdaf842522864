import type { FastifyReply, FastifyRequest } from 'fastify';
import { OIDC_PATHS } from './provider.ts';

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

/** Public documents any site may read: their preflights stay oidc-provider's. */
const PUBLIC_PATHS = new Set([
    '/.well-known/openid-configuration',
    OIDC_PATHS.jwks,
]);

/**
 * oidc-provider answers a CORS preflight with whatever origin asks, and
 * with credentials: a preflight names no client, so `clientBasedCORS`
 * never runs for it. A preflight to its other endpoints (the token
 * endpoint above all) from an origin that is not ours is answered here,
 * without CORS headers, so the browser sends nothing. `path` is relative
 * to the realm. Returns true when it answered.
 */
export function refuseForeignPreflight(
    req: FastifyRequest,
    reply: FastifyReply,
    path: string,
    origins: string[]
): boolean {
    const origin = req.headers.origin;
    if (req.method !== 'OPTIONS' || !origin || origins.includes(origin))
        return false;
    if (PUBLIC_PATHS.has(path.split('?')[0] ?? '')) return false;
    reply.code(204).header('vary', 'Origin').send();
    return true;
}
