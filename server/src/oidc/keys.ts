/**
 * The realm's keys, kept in the database (`oidc_key`, migration
 * 0006_oidc_state) so that tokens and session cookies survive a restart.
 *
 * Rotation (docs/oidc.md): at start (and every minute: keyRing.ts), when the newest signing key is older
 * than `maxAgeDays` (or none exists), a new RSA key and a new cookie key are
 * made and sign from then on; the previous ones stay for verification only
 * (in the JWKS, and among the cookie keys) for `keepSeconds`, the longest
 * life of anything they signed (a sign-in session), and are deleted at the
 * first start after that. Private keys are stored as JWK and never logged.
 */
import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { calculateJwkThumbprint, type JWK, type JSONWebKeySet } from 'jose';
import type { Database } from '../db/index.ts';

export interface SigningKeys {
    /** Private JWKs for oidc-provider, the signing one first. */
    privateJwks: JWK[];
    /** Public JWKS for the API (and `/certs`): every key still verifying. */
    jwks: JSONWebKeySet;
    /** Cookie-signing keys for oidc-provider, the signing one first. */
    cookieKeys: string[];
}

export interface KeyPolicy {
    /** A signing key older than this is replaced at the next start. */
    maxAgeDays: number;
    /** How long a replaced key keeps verifying. */
    keepSeconds: number;
}

/** Arbitrary constant: one process rotates at a time. */
const LOCK_KEY = 7_302_027;

/**
 * Announces a rotation to every process on the database (keyRing.ts),
 * once the rotating transaction commits.
 */
export const KEYS_CHANNEL = 'oidc_keys';

const generateRsaPair = promisify(generateKeyPair);

async function newRsaKey(): Promise<JWK> {
    // Off the event loop (libuv's thread pool): a 2048-bit key takes about
    // a second of CPU here, and a running server rotates (keyRing.ts).
    const { privateKey, publicKey } = await generateRsaPair('rsa', {
        modulusLength: 2048,
    });
    const pub = publicKey.export({ format: 'jwk' }) as JWK;
    const kid = await calculateJwkThumbprint(pub);
    return {
        ...(privateKey.export({ format: 'jwk' }) as JWK),
        kid,
        alg: 'RS256',
        use: 'sig',
    };
}

/** The public half of a private RSA JWK. */
export const publicJwk = ({ kty, n, e, kid, alg, use }: JWK): JWK => ({
    kty,
    n,
    e,
    kid,
    alg,
    use,
});

interface KeyRow {
    kid: string;
    kind: 'signing' | 'cookie';
    jwk: JWK;
    created_at: string;
}

/**
 * Makes a new signing key and cookie key that sign from now on; the current
 * ones verify for `keepSeconds` more. Run inside `loadKeys`' lock.
 */
export async function rotateKeys(
    db: Database,
    keepSeconds: number
): Promise<void> {
    const retireAt = new Date(Date.now() + keepSeconds * 1000).toISOString();
    await db.query(
        'UPDATE oidc_key SET retire_at = $1 WHERE retire_at IS NULL',
        [retireAt]
    );
    const signing = await newRsaKey();
    const cookie = randomBytes(32).toString('base64url');
    await db.query(
        `INSERT INTO oidc_key (kid, kind, jwk) VALUES
            ($1, 'signing', $2::jsonb), ($3, 'cookie', $4::jsonb)`,
        [
            signing.kid,
            JSON.stringify(signing),
            `cookie-${randomBytes(8).toString('hex')}`,
            JSON.stringify({ k: cookie }),
        ]
    );
    await db.query('SELECT pg_notify($1, $2)', [KEYS_CHANNEL, signing.kid]);
}

/**
 * Rotates now, under the same lock as `loadKeys` (`npm run
 * oidc:rotate-keys`, the test endpoint): every process hears of it.
 */
export async function rotateKeysNow(
    db: Database,
    keepSeconds: number
): Promise<void> {
    await db.transaction(async tx => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
        await rotateKeys(tx, keepSeconds);
    });
}

/** Loads the keys, rotating first when the policy asks (see above). */
export async function loadKeys(
    db: Database,
    policy: KeyPolicy
): Promise<SigningKeys> {
    return db.transaction(async tx => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
        await tx.query('DELETE FROM oidc_key WHERE retire_at <= now()');
        const newest = await tx.query<{ created_at: string }>(
            `SELECT created_at FROM oidc_key
             WHERE kind = 'signing' AND retire_at IS NULL
             ORDER BY created_at DESC LIMIT 1`
        );
        const created = newest.rows[0]
            ? Date.parse(newest.rows[0].created_at)
            : undefined;
        if (
            created === undefined ||
            Date.now() - created >= policy.maxAgeDays * 86_400_000
        ) {
            await rotateKeys(tx, policy.keepSeconds);
        }
        const { rows } = await tx.query<KeyRow>(
            `SELECT kid, kind, jwk, created_at FROM oidc_key
             ORDER BY (retire_at IS NULL) DESC, created_at DESC, kid`
        );
        const signing = rows.filter(r => r.kind === 'signing').map(r => r.jwk);
        return {
            privateJwks: signing,
            jwks: { keys: signing.map(publicJwk) },
            cookieKeys: rows
                .filter(r => r.kind === 'cookie')
                .map(r => String((r.jwk as { k?: unknown }).k)),
        };
    });
}
