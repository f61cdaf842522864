/**
 * The embedded sign-in's accounts, over the database: `credential` holds
 * usernames and scrypt hashes, `"user".identity_subject` the token `sub`,
 * the user's web profile the realm roles.
 */
import type { Database } from './index.ts';
import { dummyHash, hashPassword, verifyPassword } from './password.ts';
import { repositoryFor, type DbRecord } from './repository.ts';

/**
 * What the embedded sign-in needs from the user store, implemented below
 * over the database (users + their credentials); a real Keycloak holds its
 * own accounts and never calls this.
 */
export interface IdentityAccount {
    /** Token `sub`; the API links users by it (`identitySubject`). */
    subject: string;
    username: string;
    email: string;
    name: string;
    /** Realm roles put in `realm_access.roles`. */
    roles: string[];
}

export interface IdentityStore {
    /** The account when the password matches, else null (no hint which part was wrong). */
    verifyPassword(
        username: string,
        password: string
    ): Promise<IdentityAccount | null>;
    findBySubject(subject: string): Promise<IdentityAccount | null>;
    /**
     * The subject of the account a login name (username or e-mail, any
     * case) names, else null: the brute-force counter of that account
     * whichever of its names is typed. As costly for names of nobody.
     */
    subjectOf(login: string): Promise<string | null>;
}

interface AccountRow {
    id: number;
    subject: string;
    username: string | null;
    email: string;
    name: string;
    password_hash: string | null;
    is_admin: boolean | null;
    pages: { justView?: boolean }[] | null;
}

const ACCOUNT_SQL = `
    SELECT u.id, u.identity_subject::text AS subject, c.username, u.email, u.name,
           c.password_hash, p.is_admin, p.pages
    FROM "user" u
    LEFT JOIN credential c ON c.user_id = u.id
    LEFT JOIN profile p ON p.id = u.profile_web_id AND p.status = 'active'
    WHERE u.status = 'active'`;

/** admin for admin profiles; viewer when every page of the profile is view-only; else operator. */
export function rolesOf(row: Pick<AccountRow, 'is_admin' | 'pages'>): string[] {
    if (row.is_admin) return ['admin'];
    const pages = row.pages ?? [];
    if (pages.length > 0 && pages.every(p => p.justView === true))
        return ['viewer'];
    return ['operator'];
}

const toAccount = (row: AccountRow): IdentityAccount => ({
    subject: row.subject,
    username: row.username ?? row.email,
    email: row.email,
    name: row.name,
    roles: rolesOf(row),
});

/** The active account a login name (username or e-mail) names; a username wins over an e-mail. */
async function accountByLogin(
    db: Database,
    name: string
): Promise<AccountRow | undefined> {
    const login = name.trim().toLowerCase();
    if (!login) return undefined;
    const { rows } = await db.query<AccountRow>(
        `${ACCOUNT_SQL} AND (lower(c.username) = $1 OR u.email = $1)
         ORDER BY (lower(c.username) = $1) DESC NULLS LAST LIMIT 1`,
        [login]
    );
    return rows[0];
}

export function createIdentityStore(db: Database): IdentityStore {
    return {
        async verifyPassword(username, password) {
            const row = await accountByLogin(db, username);
            // Hash anyway when the account is unknown: the answer time must not tell.
            const ok = await verifyPassword(
                password,
                row?.password_hash ?? (await dummyHash())
            );
            return row?.password_hash && ok ? toAccount(row) : null;
        },
        async subjectOf(login) {
            return (await accountByLogin(db, login))?.subject ?? null;
        },
        async findBySubject(subject) {
            if (!/^[0-9a-f-]{36}$/i.test(subject)) return null;
            const { rows } = await db.query<AccountRow>(
                `${ACCOUNT_SQL} AND u.identity_subject = $1::uuid`,
                [subject]
            );
            return rows[0] ? toAccount(rows[0]) : null;
        },
    };
}

/**
 * The user record (API shape) whose identity subject is `sub`, deleted and
 * inactive users included (the caller decides); null when none.
 */
export async function findUserBySubject(
    db: Database,
    sub: string
): Promise<DbRecord | null> {
    if (!/^[0-9a-f-]{36}$/i.test(sub)) return null;
    const { rows } = await db.query<{ id: number }>(
        `SELECT id FROM "user" WHERE identity_subject = $1::uuid`,
        [sub]
    );
    return rows[0] ? repositoryFor(db, 'user').get(rows[0].id) : null;
}

/** The identity subject (token `sub`) of a user, or null when the user does not exist. */
export async function subjectOfUser(
    db: Database,
    userId: number
): Promise<string | null> {
    const { rows } = await db.query<{ subject: string }>(
        `SELECT identity_subject::text AS subject FROM "user" WHERE id = $1`,
        [userId]
    );
    return rows[0]?.subject ?? null;
}

/**
 * Sets (or replaces) a user's password. The credential's username stays
 * when it exists, else it is `username` or the user's e-mail.
 * Returns false when the user does not exist. Callers check the password
 * rules (`failedPasswordRules`) first.
 */
export async function setPassword(
    db: Database,
    userId: number,
    password: string,
    username?: string
): Promise<boolean> {
    const hash = await hashPassword(password);
    const { rows } = await db.query(
        `INSERT INTO credential (user_id, username, password_hash)
         SELECT id, COALESCE($3, email), $2 FROM "user" WHERE id = $1
         ON CONFLICT (user_id) DO UPDATE
            SET password_hash = EXCLUDED.password_hash, updated_at = now()
         RETURNING user_id`,
        [userId, hash, username ?? null]
    );
    return rows.length > 0;
}
