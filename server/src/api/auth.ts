/**
 * Bearer-token check of every /api request: a JWT signed by the configured
 * issuer's keys, with that issuer and audience, whose subject is an active
 * user with an active web profile. 401 for a token problem, 403 for a
 * token whose user may not use the console.
 */
import type { FastifyRequest } from 'fastify';
import {
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
    // Linking trusts the e-mail: only one the identity provider verified,
    // and only once: a user already linked to a subject keeps it, so another
    // account carrying the same e-mail (recreated, or at another provider)
    // never takes theirs over.
    if (!UUID.test(subject)) return null;
    const { rows } = await db.query<{ id: number }>(
        `UPDATE "user" SET identity_subject = $1::uuid, identity_linked = true
         WHERE lower(email) = lower($2) AND status <> 'deleted'
           AND NOT identity_linked
         RETURNING id`,
        [subject, email]
    );
    return rows.length === 1 ? (rows[0]?.id ?? null) : null;
}

/**
 * How long a loaded caller (user, profile, pages, plants: four queries)
 * answers for its subject. Every write through the API to what a caller is
 * made of (`changesCallers`) forgets them all at once (`forgetCallers`), so
 * in one process a change is seen by the next request, and tells the other
 * processes on the same PostgreSQL
 * (CALLERS_CHANNEL) before its answer leaves, so they forget theirs too
 * (docs/deployment.md). The time bounds what a missed notification (a
 * lost listening connection) can leave, far below an access token's life.
 */
export const CALLER_TTL_MS = 5_000;
/** Where a process's writes tell the others to forget their callers. */
export const CALLERS_CHANNEL = 'api_callers';
/** This process, so that it skips its own notifications. */
const PROCESS_TAG = `${process.pid}-${Math.random().toString(36).slice(2)}`;
const CALLER_CACHE_SIZE = 1_000;
const VERIFIED_CACHE_SIZE = 1_000;
/** Leeway for the clock of a separate identity server. */
const CLOCK_TOLERANCE_S = 5;

/**
 * The API's resources a caller is loaded from (caller.ts). A write to any
 * other (a reading, an inspection, an alert's acknowledgement: most of a
 * plant's writes) leaves the loaded callers as they are; forgetting them
 * there made every user's next request load theirs again.
 */
const CALLER_SOURCES = new Set(['user', 'profile', 'page', 'subsidiary']);

/** Whether a write to this path (`/api/<resource>/...`) may change a caller. */
export const changesCallers = (path: string): boolean =>
    CALLER_SOURCES.has(path.split(/[/?]/)[2] ?? '');

/** Callers by token subject, dropped on a write that may change them or after CALLER_TTL_MS. */
class CallerCache {
    private readonly entries = new Map<
        string,
        { caller: Caller; until: number }
    >();
    /** Bumped by every clear: a load that started before it is not kept. */
    generation = 0;

    get(subject: string): Caller | undefined {
        const hit = this.entries.get(subject);
        if (!hit) return undefined;
        if (hit.until > Date.now()) return hit.caller;
        this.entries.delete(subject);
        return undefined;
    }

    set(subject: string, caller: Caller, loadedAt: number): void {
        if (loadedAt !== this.generation) return;
        if (this.entries.size >= CALLER_CACHE_SIZE) this.entries.clear();
        this.entries.set(subject, {
            caller,
            until: Date.now() + CALLER_TTL_MS,
        });
    }

    clear(): void {
        this.generation++;
        this.entries.clear();
    }
}

/** A claim our own checks refuse (jose's are JWTClaimValidationFailed). */
class TokenRejected extends Error {
    constructor(readonly claim: string) {
        super(`Access token rejected: ${claim}`);
    }
}

export interface Authenticator {
    /** The caller of a request; 401 or 403 when there is none. */
    authenticate(req: FastifyRequest): Promise<Caller>;
    /**
     * After a write: the next request of every user loads its caller
     * again, here and (`shared`: the write succeeded) in every process on
     * the same PostgreSQL.
     */
    forgetCallers(shared: boolean): Promise<void>;
    /** Hears the other processes' writes (PostgreSQL); answers how to stop. */
    listen(): Promise<() => Promise<void>>;
}

export function createAuthenticator(opts: ApiOptions): Authenticator {
    const callers = new CallerCache();

    const keys = opts.localKeys
        ? opts.localKeys.getKey
        : createRemoteJWKSet(
              new URL(`${opts.issuer}/protocol/openid-connect/certs`)
          );

    /**
     * Tokens whose signature and claims were checked, until they expire: a
     * client sends the same token with every request for minutes, and the
     * RSA check was the largest cost of a small request after the database.
     */
    const verified = new Map<string, JWTPayload & { exp: number }>();
    // New keys (a rotation with `--now` drops the old ones): check again.
    opts.localKeys?.onChange(() => verified.clear());

    /** As Keycloak's own adapters: issued to one of our clients, not in the future. */
    function checkIssuance(payload: JWTPayload): void {
        if (
            typeof payload.azp !== 'string' ||
            !opts.clientIds.includes(payload.azp)
        )
            throw new TokenRejected('azp');
        if (
            typeof payload.iat === 'number' &&
            payload.iat > Date.now() / 1000 + CLOCK_TOLERANCE_S
        )
            throw new TokenRejected('iat');
    }

    async function verify(token: string): Promise<JWTPayload> {
        const seen = verified.get(token);
        if (seen) {
            if (seen.exp + CLOCK_TOLERANCE_S > Date.now() / 1000) return seen;
            verified.delete(token);
            throw unauthorized('Access token expired');
        }
        try {
            const { payload } = await jwtVerify(token, keys, {
                issuer: opts.issuer,
                audience: opts.audience,
                clockTolerance: CLOCK_TOLERANCE_S,
                // A token that never expires is not accepted.
                requiredClaims: ['exp', 'sub'],
            });
            checkIssuance(payload);
            if (typeof payload.exp === 'number') {
                if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
                verified.set(token, { ...payload, exp: payload.exp });
            }
            return payload;
        } catch (err) {
            if (err instanceof TokenRejected)
                throw unauthorized(`Access token rejected: ${err.claim}`);
            if (err instanceof joseErrors.JWTExpired) {
                throw unauthorized('Access token expired');
            }
            if (err instanceof joseErrors.JWTClaimValidationFailed) {
                throw unauthorized(`Access token rejected: ${err.claim}`);
            }
            throw unauthorized('Invalid access token');
        }
    }

    async function authenticate(req: FastifyRequest): Promise<Caller> {
        const header = req.headers.authorization ?? '';
        const match = /^Bearer\s+(\S+)$/i.exec(header);
        if (!match?.[1]) throw unauthorized('Missing bearer token');
        const payload = await verify(match[1]);
        const subject = typeof payload.sub === 'string' ? payload.sub : '';
        if (!subject) throw unauthorized('Access token has no subject');
        const cached = callers.get(subject);
        if (cached) return cached;
        const generation = callers.generation;
        let user = await findUserBySubject(opts.db, subject);
        const { email, email_verified: verified } = payload as {
            email?: unknown;
            email_verified?: unknown;
        };
        if (!user && typeof email === 'string' && email && verified === true) {
            const userId = await linkByEmail(opts.db, subject, email);
            if (userId !== null) {
                user = await repositoryFor(opts.db, 'user').get(userId);
            }
        }
        if (!user) throw forbidden('No platform user for this account');
        if (user.status !== 'active') throw forbidden('User is not active');
        const caller = await loadCaller(opts.db, user);
        if (!caller) throw forbidden('The user has no active web profile');
        callers.set(subject, caller, generation);
        return caller;
    }

    const postgres = opts.db.kind === 'postgres';
    return {
        authenticate,
        async forgetCallers(shared) {
            callers.clear();
            if (!shared || !postgres) return;
            try {
                await opts.db.query('SELECT pg_notify($1, $2)', [
                    CALLERS_CHANNEL,
                    PROCESS_TAG,
                ]);
            } catch (err) {
                // The write is done: its answer must not fail; the others'
                // callers expire within CALLER_TTL_MS.
                process.stderr.write(
                    `callers: could not tell the other processes: ${err instanceof Error ? err.message : String(err)}\n`
                );
            }
        },
        async listen() {
            if (!postgres) return async () => {};
            return opts.db.listen(CALLERS_CHANNEL, tag => {
                if (tag !== PROCESS_TAG) callers.clear();
            });
        },
    };
}
