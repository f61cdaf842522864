/**
 * Brute-force detection of the embedded sign-in, as the shipped realm
 * export asks of Keycloak (`bruteForceProtected`, Keycloak's defaults): an
 * account's failed sign-ins are counted (reset by a success, forgotten
 * after 12 hours without one); every 30th locks the account for a wait
 * that grows by a minute each time, up to 15 minutes. While locked even
 * the right password is refused, with Keycloak's message, and the lock is
 * logged. Per client address, at most 60 attempts that fail a minute.
 *
 * An attempt is counted before its password is checked, by one atomic
 * statement per counter (`begin`), and a success takes it back: parallel
 * guesses cannot all be checked before the lock, and processes sharing
 * one PostgreSQL share the counts (tables of migration 0009).
 * The account is the one the typed name or e-mail names (`accountKey`);
 * names of nobody are counted alike, so the answer never says whether an
 * account exists.
 */
import { createHash } from 'node:crypto';
import type { Database } from '../db/database.ts';

export interface BruteForcePolicy {
    failureFactor: number;
    waitIncrementSeconds: number;
    maxFailureWaitSeconds: number;
    maxDeltaTimeSeconds: number;
}

/** Keycloak's defaults for a realm with brute-force detection on. */
export const KEYCLOAK_BRUTE_FORCE: BruteForcePolicy = {
    failureFactor: 30,
    waitIncrementSeconds: 60,
    maxFailureWaitSeconds: 900,
    maxDeltaTimeSeconds: 43_200,
};

/**
 * Per address: at most this many failed sign-ins a minute, whatever the
 * names tried, then the address waits. A person mistyping stays far below;
 * a script trying passwords (20 a second before this) is slowed to one a
 * second.
 */
export const ADDRESS_FAILURES_PER_MINUTE = 60;

/** Names of nobody kept at most (the newest): accounts are bounded by the users. */
export const MAX_UNKNOWN_NAMES = 10_000;

/** Every this many attempts, expired rows are deleted. */
const PRUNE_EVERY = 100;

/**
 * The counter of an account: its subject when the name or e-mail typed
 * names one, else a hash of the name (the table never holds what was typed,
 * which is sometimes a password).
 */
export function accountKey(subject: string | null, name: string): string {
    if (subject) return `account:${subject}`;
    const digest = createHash('sha256')
        .update(name.trim().toLowerCase())
        .digest('hex');
    return `name:${digest}`;
}

/** Why `begin` refused an attempt. */
export type Refusal =
    { refused: 'throttled'; retryAfter: number } | { refused: 'locked' };

/** An attempt counted by `begin`: refused, or to be checked. */
export type Attempt =
    | Refusal
    | { refused: null; key: string; address: string; windowStart: string };

const COUNT_ADDRESS = `
    INSERT INTO sign_in_address AS a (address, window_start, attempts)
    VALUES ($1, $2::timestamptz, 1)
    ON CONFLICT (address) DO UPDATE SET
        window_start = CASE WHEN a.window_start <= $2::timestamptz - interval '1 minute'
                            THEN $2::timestamptz ELSE a.window_start END,
        attempts = CASE WHEN a.window_start <= $2::timestamptz - interval '1 minute'
                        THEN 1 ELSE a.attempts + 1 END
    RETURNING attempts, window_start`;

/**
 * One more failure of the key at $2, unless it is locked: then no row is
 * returned and nothing changes. The n-th failure locks when n is a
 * multiple of $3 (the factor), for $4 (the increment) × n / $3 seconds,
 * at most $5; failures older than $6 seconds are forgotten.
 */
const COUNT_FAILURE = `
    INSERT INTO sign_in_failure AS f (key, failures, last_failure_at, locked_until)
    VALUES ($1, 1, $2::timestamptz, CASE WHEN $3::int = 1
        THEN $2::timestamptz + make_interval(secs => least($4::int, $5::int)) END)
    ON CONFLICT (key) DO UPDATE SET
        failures = CASE
            WHEN f.last_failure_at < excluded.last_failure_at - make_interval(secs => $6::int)
            THEN 1 ELSE f.failures + 1 END,
        last_failure_at = excluded.last_failure_at,
        locked_until = CASE
            WHEN f.last_failure_at < excluded.last_failure_at - make_interval(secs => $6::int)
            THEN excluded.locked_until
            WHEN (f.failures + 1) % $3::int = 0
            THEN excluded.last_failure_at + make_interval(
                secs => least($4::int * (f.failures + 1) / $3::int, $5::int))
            ELSE f.locked_until END
    WHERE f.locked_until IS NULL OR f.locked_until <= excluded.last_failure_at
    RETURNING failures, locked_until`;

export class BruteForceGuard {
    private sincePrune = 0;

    constructor(
        private readonly db: Database,
        private readonly policy: BruteForcePolicy = KEYCLOAK_BRUTE_FORCE,
        private readonly now: () => number = Date.now,
        private readonly log: (line: string) => void = line =>
            process.stderr.write(`${line}\n`)
    ) {}

    /**
     * Counts an attempt of `key` from `address` as a failure before the
     * password is checked: refused when the address is past its limit or
     * the account is locked (a refused attempt checks nothing and is not
     * an account failure).
     */
    async begin(key: string, address: string, name: string): Promise<Attempt> {
        await this.pruneNow();
        const now = new Date(this.now()).toISOString();
        const { rows: byAddress } = await this.db.query<{
            attempts: number;
            window_start: string;
        }>(COUNT_ADDRESS, [address, now]);
        const { attempts, window_start: windowStart } = byAddress[0]!;
        if (attempts > ADDRESS_FAILURES_PER_MINUTE) {
            const ends = Date.parse(windowStart) + 60_000;
            return {
                refused: 'throttled',
                retryAfter: Math.max(1, Math.ceil((ends - this.now()) / 1000)),
            };
        }
        const p = this.policy;
        const { rows } = await this.db.query<{
            failures: number;
            locked_until: string | null;
        }>(COUNT_FAILURE, [
            key,
            now,
            p.failureFactor,
            p.waitIncrementSeconds,
            p.maxFailureWaitSeconds,
            p.maxDeltaTimeSeconds,
        ]);
        const counted = rows[0];
        if (!counted) {
            await this.giveBack(address, windowStart);
            return { refused: 'locked' };
        }
        if (counted.failures % p.failureFactor === 0 && counted.locked_until) {
            const wait = Math.round(
                (Date.parse(counted.locked_until) - this.now()) / 1000
            );
            this.log(
                `${now} sign-in: "${name.trim().toLowerCase()}" (${key}) locked for ${wait} s after ${counted.failures} failed attempts (last from ${address})`
            );
        }
        return { refused: null, key, address, windowStart };
    }

    /** The attempt's password was right: its account's failures are forgotten. */
    async succeeded(attempt: Attempt): Promise<void> {
        if (attempt.refused) return;
        await this.db.query('DELETE FROM sign_in_failure WHERE key = $1', [
            attempt.key,
        ]);
        await this.giveBack(attempt.address, attempt.windowStart);
    }

    /** Seconds the key stays locked (0: not locked). */
    async lockedFor(key: string): Promise<number> {
        const { rows } = await this.db.query<{ locked_until: string | null }>(
            'SELECT locked_until FROM sign_in_failure WHERE key = $1',
            [key]
        );
        const until = rows[0]?.locked_until;
        if (!until) return 0;
        return Math.max(0, Math.ceil((Date.parse(until) - this.now()) / 1000));
    }

    /** An attempt that was not a failure leaves the address's minute. */
    private async giveBack(address: string, windowStart: string) {
        await this.db.query(
            `UPDATE sign_in_address SET attempts = attempts - 1
             WHERE address = $1 AND window_start = $2 AND attempts > 0`,
            [address, windowStart]
        );
    }

    /**
     * Deletes what no longer counts: failures forgotten and not locked,
     * names of nobody beyond the newest MAX_UNKNOWN_NAMES, addresses whose
     * minute is over. Every PRUNE_EVERY attempts of this process.
     */
    private async pruneNow(): Promise<void> {
        if (++this.sincePrune < PRUNE_EVERY) return;
        this.sincePrune = 0;
        await this.prune();
    }

    async prune(): Promise<void> {
        const now = new Date(this.now()).toISOString();
        await this.db.query(
            `DELETE FROM sign_in_failure
             WHERE last_failure_at < $1::timestamptz - make_interval(secs => $2)
               AND (locked_until IS NULL OR locked_until <= $1)`,
            [now, this.policy.maxDeltaTimeSeconds]
        );
        await this.db.query(
            `DELETE FROM sign_in_failure WHERE key IN (
                 SELECT key FROM sign_in_failure WHERE key LIKE 'name:%'
                 ORDER BY last_failure_at DESC OFFSET $1)`,
            [MAX_UNKNOWN_NAMES]
        );
        await this.db.query(
            `DELETE FROM sign_in_address
             WHERE window_start <= $1::timestamptz - interval '1 minute'`,
            [now]
        );
    }
}
