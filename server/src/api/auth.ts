/**
 * Bearer-token check of every /api request: a JWT signed by the configured
 * issuer's keys, with that issuer and audience, whose subject is an active
 * user with an active web profile. 401 for a token problem, 403 for a
 * token whose user may not use the console.
 */
import type { FastifyRequest } from 'fastify';
import {
    createLocalJWKSet,
    createRemoteJWKSet,
    errors as joseErrors,
    jwtVerify,
    type JWTPayload,
} from 'jose';
import type { Database } from '../db/index.ts';
import { findUserBySubject } from '../db/identityStore.ts';
import { repositoryFor } from '../db/repository.ts';
import type { ApiOptions } from './options.ts';
import { loadCaller, type Caller } from './caller.ts';
import { forbidden, unauthorized } from './errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A real Keycloak mints its own subjects: the first sign-in of a user is
 * matched by e-mail, and the subject is stored so later calls match by it.
 */
async function linkByEmail(
    db: Database,
    subject: string,
    email: string
): Promise<number | null> {
    if (!UUID.test(subject)) return null;
    const { rows } = await db.query<{ id: number }>(
        `UPDATE "user" SET identity_subject = $1::uuid
         WHERE lower(email) = lower($2) AND status <> 'deleted'
         RETURNING id`,
        [subject, email]
    );
    return rows.length === 1 ? (rows[0]?.id ?? null) : null;
}

export function createAuthenticator(opts: ApiOptions) {
    const keys = opts.localJwks
        ? createLocalJWKSet(opts.localJwks)
        : createRemoteJWKSet(
              new URL(`${opts.issuer}/protocol/openid-connect/certs`)
          );

    async function verify(token: string): Promise<JWTPayload> {
        try {
            const { payload } = await jwtVerify(token, keys, {
                issuer: opts.issuer,
                audience: opts.audience,
                // Leeway for clocks of a separate identity server.
                clockTolerance: 5,
            });
            return payload;
        } catch (err) {
            if (err instanceof joseErrors.JWTExpired) {
                throw unauthorized('Access token expired');
            }
            if (err instanceof joseErrors.JWTClaimValidationFailed) {
                throw unauthorized(`Access token rejected: ${err.claim}`);
            }
            throw unauthorized('Invalid access token');
        }
    }

    return async function authenticate(req: FastifyRequest): Promise<Caller> {
        const header = req.headers.authorization ?? '';
        const match = /^Bearer\s+(\S+)$/i.exec(header);
        if (!match?.[1]) throw unauthorized('Missing bearer token');
        const payload = await verify(match[1]);
        const subject = typeof payload.sub === 'string' ? payload.sub : '';
        if (!subject) throw unauthorized('Access token has no subject');
        let user = await findUserBySubject(opts.db, subject);
        const email = (payload as { email?: unknown }).email;
        if (!user && typeof email === 'string' && email) {
            const userId = await linkByEmail(opts.db, subject, email);
            if (userId !== null) {
                user = await repositoryFor(opts.db, 'user').get(userId);
            }
        }
        if (!user) throw forbidden('No platform user for this account');
        if (user.status !== 'active') throw forbidden('User is not active');
        const caller = await loadCaller(opts.db, user);
        if (!caller) throw forbidden('The user has no active web profile');
        return caller;
    };
}
