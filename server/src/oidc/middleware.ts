/** Koa middleware on the provider: the shims keycloak-js needs. */
import type { Middleware } from 'oidc-provider';
import { CLIENT_ID } from './claims.ts';
import { URLSearchParams } from 'node:url';
import {
    isWrappedRefreshToken,
    unwrapRefreshToken,
    wrapRefreshToken,
} from './refreshTokenWrapper.ts';

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

/** oidc-provider's own limit on a form body. */
const FORM_LIMIT = 56 * 1024;

/**
 * `/revoke` takes a refresh token as it was issued: oidc-provider refuses a
 * JWT-shaped token there ("Structured JWT Tokens cannot be revoked"), so the
 * envelope of ours is taken off before it reads the form. The body is read
 * here and handed on as `req.body`, which oidc-provider accepts (it logs
 * once that an upstream parser ran).
 */
export function unwrapRevokedTokens(revokePath: string): Middleware {
    return async (ctx, next) => {
        if (
            ctx.method !== 'POST' ||
            ctx.path !== revokePath ||
            !String(ctx.req.headers['content-type'] ?? '').startsWith(
                'application/x-www-form-urlencoded'
            ) ||
            !ctx.req.readable
        )
            return next();
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of ctx.req) {
            size += (chunk as Buffer).length;
            if (size > FORM_LIMIT) {
                ctx.status = 400;
                ctx.body = {
                    error: 'invalid_request',
                    error_description: 'failed to parse the request body',
                };
                return;
            }
            chunks.push(chunk as Buffer);
        }
        const form = new URLSearchParams(Buffer.concat(chunks).toString());
        const token = form.get('token');
        if (token && isWrappedRefreshToken(token))
            form.set('token', unwrapRefreshToken(token));
        (ctx.req as typeof ctx.req & { body?: string }).body = form.toString();
        return next();
    };
}
