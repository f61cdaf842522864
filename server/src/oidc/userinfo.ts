/**
 * Keycloak's userinfo accepts its own access tokens; oidc-provider's refuses
 * tokens that carry an audience, which ours must (`aud: account`). So we
 * answer it: verify the JWT, require its session to be alive (as Keycloak
 * does), return the account's claims.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { jwtVerify } from 'jose';
import type Provider from 'oidc-provider';
import type { IdentityStore } from '../db/identityStore.ts';
import { profileClaims } from './claims.ts';
import { applyCors } from './cors.ts';
import type { LocalKeys } from './keyRing.ts';
import { OIDC_PATHS } from './provider.ts';

interface UserinfoOptions {
    /** The provider now (a new one after a key rotation: index.ts). */
    provider: () => Provider;
    base: string;
    issuer: string;
    keys: LocalKeys;
    identity: IdentityStore;
    origins: string[];
}

const refuse = (reply: FastifyReply, description: string) =>
    reply
        .code(401)
        .header(
            'www-authenticate',
            `Bearer error="invalid_token", error_description="${description}"`
        )
        .send({ error: 'invalid_token', error_description: description });

export function registerUserinfo(
    scope: FastifyInstance,
    opts: UserinfoOptions
): void {
    scope.route({
        method: ['GET', 'POST', 'OPTIONS'],
        url: `${opts.base}${OIDC_PATHS.userinfo}`,
        handler: async (req, reply) => {
            if (applyCors(req, reply, opts.origins)) return reply;
            reply.header('cache-control', 'no-store');
            const [kind, token] = (req.headers.authorization ?? '').split(' ');
            if (kind?.toLowerCase() !== 'bearer' || !token) {
                return refuse(reply, 'missing bearer token');
            }
            let sub: string | undefined;
            let sid: unknown;
            try {
                const { payload } = await jwtVerify(token, opts.keys.getKey, {
                    issuer: opts.issuer,
                    algorithms: ['RS256'],
                });
                ({ sub, sid } = payload);
            } catch {
                return refuse(reply, 'token invalid or expired');
            }
            const session =
                typeof sid === 'string'
                    ? await opts.provider().Session.findByUid(sid)
                    : undefined;
            if (!sub || !session || session.accountId !== sub) {
                return refuse(reply, 'session not active');
            }
            const account = await opts.identity.findBySubject(sub);
            if (!account) return refuse(reply, 'user not found');
            return reply.send(profileClaims(account));
        },
    });
}
