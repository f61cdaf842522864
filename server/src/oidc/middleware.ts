/** Koa middleware on the provider: the shims keycloak-js needs. */
import type { Middleware } from 'oidc-provider';
import { CLIENT_ID } from './claims.ts';
import { wrapRefreshToken } from './refreshTokenWrapper.ts';

const isRecord = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null;

/**
 * The mount strips the realm prefix from `req.url` for oidc-provider; put the
 * full URL back once it is done so that request logs show the real path.
 * Must be the outermost provider middleware (the others read `ctx.path`).
 */
export const restoreMountedUrl: Middleware = async (ctx, next) => {
    try {
        await next();
    } finally {
        ctx.req.url = ctx.req.originalUrl ?? ctx.req.url;
    }
};

/**
 * keycloak-js fetches the token endpoint with `credentials: 'include'`, so the
 * browser wants `Access-Control-Allow-Credentials`, which oidc-provider's CORS
 * never sets. Only for a concrete allowed origin, never for `*`.
 */
export const allowCredentials: Middleware = async (ctx, next) => {
    await next();
    const origin = ctx.response.get('access-control-allow-origin');
    if (origin && origin !== '*') {
        ctx.set('access-control-allow-credentials', 'true');
    }
};

/** Wraps the refresh token of token responses (refreshTokenWrapper.ts). */
export function wrapRefreshTokens(opts: {
    issuer: string;
    tokenPath: string;
    ttl: number;
}): Middleware {
    return async (ctx, next) => {
        await next();
        const body = ctx.body;
        if (
            ctx.method === 'POST' &&
            ctx.path === opts.tokenPath &&
            ctx.status === 200 &&
            isRecord(body) &&
            typeof body.refresh_token === 'string'
        ) {
            body.refresh_token = wrapRefreshToken(body.refresh_token, {
                iss: opts.issuer,
                azp: CLIENT_ID,
                exp: Math.floor(Date.now() / 1000) + opts.ttl,
            });
        }
    };
}
