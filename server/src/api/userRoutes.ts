/**
 * The user endpoints beside the CRUD (spec section 7): session, validate,
 * find, update-password and list-names.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { ErrorCode, type FieldError } from '@shared/domain/errorCodes.ts';
import { failedPasswordRules, isValidEmail } from '@shared/domain/formats.ts';
import { getResource } from '@shared/declarations/index.ts';
import { setPassword, subjectOfUser } from '../db/identityStore.ts';
import type { Database } from '../db/index.ts';
import { dummyHash, verifyPassword } from '../db/password.ts';
import { repositoryFor, type DbRecord } from '../db/repository.ts';
import { isVisible, type Access } from './access.ts';
import { ApiError, fieldError, notFound, validationError } from './errors.ts';
import {
    accessFor,
    callerOf,
    findVisible,
    parseId,
    prepareWrite,
} from './resourceRoutes.ts';
import { accountKey } from '../oidc/bruteForce.ts';
import type { EmbeddedSignIn } from './options.ts';
import { buildSession } from './session.ts';
import { assertMayActOnUser } from './rank.ts';

const userDef = getResource('user');

/** The live (not deleted) user with this e-mail, whoever may see it. */
async function userByEmail(
    db: Database,
    email: string
): Promise<DbRecord | null> {
    const wanted = email.trim().toLowerCase();
    const { rows } = await repositoryFor(db, 'user').search({
        search: wanted,
        limit: null,
    });
    return rows.find(r => String(r.email).toLowerCase() === wanted) ?? null;
}

const queryString = (v: unknown): string | undefined =>
    typeof v === 'string' ? v : Array.isArray(v) ? String(v[0]) : undefined;

/** Users the access may list, as search filters. */
const visibleFilters = (access: Access): Record<string, unknown[]> =>
    Object.fromEntries(Object.entries(access.forced).map(([k, v]) => [k, [v]]));

/** Checks a new password by the spec's rules, as `update-password` does. */
function checkedPassword(body: unknown): string {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw fieldError('', ErrorCode.invalid);
    }
    const password = (body as Record<string, unknown>).password;
    if (password === undefined || password === null || password === '') {
        throw fieldError('password', ErrorCode.required);
    }
    if (typeof password !== 'string')
        throw fieldError('password', ErrorCode.notText);
    if (password.length > 128)
        throw fieldError('password', ErrorCode.invalidSize);
    if (failedPasswordRules(password).length) {
        throw fieldError('password', ErrorCode.invalid);
    }
    return password;
}

/**
 * The current password of a password change: present, text, and checked
 * against the stored hash (`currentPassword:03` when wrong). It is an
 * attempt to sign in to the caller's account for the brute-force
 * protection, counted before the comparison; while that account is locked,
 * or the address throttled, the check answers 429 before comparing
 * anything.
 */
async function checkCurrentPassword(
    db: Database,
    req: FastifyRequest,
    userId: number,
    embedded: EmbeddedSignIn | undefined
): Promise<void> {
    const body = req.body as Record<string, unknown>;
    const current = body.currentPassword;
    if (current === undefined || current === null || current === '')
        throw fieldError('currentPassword', ErrorCode.required);
    if (typeof current !== 'string')
        throw fieldError('currentPassword', ErrorCode.notText);
    const { rows } = await db.query<{
        username: string;
        password_hash: string;
    }>('SELECT username, password_hash FROM credential WHERE user_id = $1', [
        userId,
    ]);
    const row = rows[0];
    const username = row?.username ?? `user:${userId}`;
    const guard = embedded?.bruteForce;
    const attempt = guard
        ? await guard.begin(
              accountKey(await subjectOfUser(db, userId), username),
              req.ip,
              username
          )
        : null;
    if (attempt?.refused) {
        throw new ApiError(
            429,
            'Too many failed attempts: wait and try again later'
        );
    }
    const ok =
        current.length <= 1024 &&
        (await verifyPassword(
            current,
            row?.password_hash ?? (await dummyHash())
        ));
    if (!ok || !row) throw fieldError('currentPassword', ErrorCode.invalid);
    if (attempt) await guard?.succeeded(attempt);
}

/** The verified access token's `sub` and `sid` (the auth hook checked it). */
function tokenSession(req: FastifyRequest): { sub?: string; sid?: string } {
    const token = /^Bearer\s+(\S+)$/i.exec(
        req.headers.authorization ?? ''
    )?.[1];
    if (!token) return {};
    const { sub, sid } = decodeJwt(token) as { sub?: unknown; sid?: unknown };
    return {
        sub: typeof sub === 'string' ? sub : undefined,
        sid: typeof sid === 'string' ? sid : undefined,
    };
}

async function hasPassword(db: Database, userId: number): Promise<boolean> {
    const { rows } = await db.query(
        'SELECT 1 FROM credential WHERE user_id = $1',
        [userId]
    );
    return rows.length > 0;
}

export function registerUserRoutes(
    app: FastifyInstance,
    db: Database,
    {
        embeddedSignIn,
        embedded,
    }: { embeddedSignIn: boolean; embedded?: EmbeddedSignIn }
) {
    app.get('/user/session', async req => ({
        data: await buildSession(db, callerOf(req)),
    }));

    /**
     * Runs the user validation without saving. With `id` in the body it
     * checks a patch of that user, else a new user. E-mail in use is 07.
     */
    app.post('/user/validate', async req => {
        const body = req.body;
        const rawId =
            typeof body === 'object' && body !== null && !Array.isArray(body)
                ? (body as Record<string, unknown>).id
                : undefined;
        const op = rawId === undefined || rawId === null ? 'create' : 'update';
        const access = accessFor(req, userDef, op);
        const current =
            op === 'update'
                ? await findVisible(db, access, parseId(rawId))
                : undefined;
        let errors: FieldError[] = [];
        try {
            // Validation and rules only read: nothing is written.
            await prepareWrite(db, access, op, body, current);
        } catch (err) {
            if (!(err instanceof ApiError && err.statusCode === 400)) throw err;
            errors = [...(err.errors ?? [])];
        }
        const email =
            typeof body === 'object' && body !== null
                ? (body as Record<string, unknown>).email
                : undefined;
        if (typeof email === 'string' && isValidEmail(email.trim())) {
            const owner = await userByEmail(db, email);
            const reported = errors.some(e => e.field === 'email');
            // Only among the users the caller may see: a plant user learns
            // nothing of other companies' e-mails here (the
            // create itself still meets the unique sign-in name, see
            // docs/api.md "Users across companies").
            if (
                owner &&
                owner.id !== current?.id &&
                !reported &&
                isVisible(access, owner)
            ) {
                errors.push({ field: 'email', code: ErrorCode.inUse });
            }
        }
        if (errors.length) throw validationError(errors);
        return { data: { valid: true } };
    });

    app.get('/user/find', async req => {
        const access = accessFor(req, userDef, 'read');
        const email = queryString((req.query as Record<string, unknown>).email);
        if (!email?.trim()) throw fieldError('email', ErrorCode.required);
        if (!isValidEmail(email.trim()))
            throw fieldError('email', ErrorCode.invalid);
        const user = await userByEmail(db, email);
        if (!user || !isVisible(access, user))
            throw notFound('No user with this e-mail');
        return { data: user };
    });

    /**
     * The caller changes their own password: the current one is required
     * (a stolen access token alone cannot take the account over), and every
     * other sign-in session and refresh token of the account ends; the
     * session of this request's token stays. With an external Keycloak the
     * password is Keycloak's: 409.
     */
    app.post('/user/update-password', async req => {
        const caller = callerOf(req);
        if (!embeddedSignIn)
            throw new ApiError(
                409,
                'Passwords are kept by the identity provider'
            );
        const password = checkedPassword(req.body);
        await checkCurrentPassword(db, req, caller.user.id, embedded);
        await setPassword(db, caller.user.id, password);
        const subject =
            (await subjectOfUser(db, caller.user.id)) ?? tokenSession(req).sub;
        if (embedded && subject)
            await embedded.endSessions(subject, tokenSession(req).sid);
        return { data: { updated: true } };
    });

    /**
     * Whether a user can sign in yet: who keeps the passwords (the embedded
     * sign-in, or an external Keycloak) and whether this user has one.
     */
    app.get<{ Params: { id: string } }>('/user/:id/sign-in', async req => {
        const access = accessFor(req, userDef, 'read');
        const user = await findVisible(db, access, parseId(req.params.id));
        return {
            data: {
                passwords: embeddedSignIn ? 'embedded' : 'external',
                hasPassword: embeddedSignIn
                    ? await hasPassword(db, user.id)
                    : null,
            },
        };
    });

    /**
     * The first password of a user created in the console, set by whoever
     * may edit that user. Never replaces a password (that would let an
     * administrator take over an account): a user who has one changes it
     * themselves. With an external Keycloak, Keycloak keeps the passwords.
     */
    app.post<{ Params: { id: string } }>(
        '/user/:id/initial-password',
        async req => {
            const access = accessFor(req, userDef, 'update');
            const user = await findVisible(db, access, parseId(req.params.id));
            await assertMayActOnUser(db, access.caller, user);
            if (!embeddedSignIn)
                throw new ApiError(
                    409,
                    'Passwords are kept by the identity provider'
                );
            const password = checkedPassword(req.body);
            if (await hasPassword(db, user.id))
                throw new ApiError(409, 'The user already has a password');
            await setPassword(db, user.id, password);
            return { data: { hasPassword: true } };
        }
    );

    app.get('/user/list-names', async req => {
        const access = accessFor(req, userDef, 'read');
        const raw = queryString(
            (req.query as Record<string, unknown>).companyId
        );
        const filters = visibleFilters(access);
        if (raw !== undefined) {
            if (!/^[1-9]\d{0,9}$/.test(raw))
                throw fieldError('companyId', ErrorCode.invalid);
            // Narrows the caller's reach, never replaces it: another
            // company than a plant user's own names nobody.
            const wanted = Number(raw);
            if (filters.companyId && !filters.companyId.includes(wanted))
                return { data: [] };
            filters.companyId = [wanted];
        }
        const { rows } = await repositoryFor(db, 'user').search({
            filters,
            sort: 'name',
            order: 'ASC',
            limit: null,
        });
        return { data: rows.map(r => ({ id: r.id, name: r.name })) };
    });
}
