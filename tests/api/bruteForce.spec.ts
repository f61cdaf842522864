/**
 * The embedded sign-in's brute-force detection on its own
 * (server/src/oidc/bruteForce.ts), on a database of its own with a clock
 * the test moves.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/src/db/index.ts';
import {
    accountKey,
    ADDRESS_FAILURES_PER_MINUTE,
    BruteForceGuard,
    KEYCLOAK_BRUTE_FORCE,
    MAX_UNKNOWN_NAMES,
} from '../../server/src/oidc/bruteForce.ts';
import { seededDatabase } from './helpers/seeded.ts';

let db: Database;
let other: Database | undefined;
let dropDb: () => Promise<void>;

beforeAll(async () => {
    const copy = await seededDatabase('brute-force-', { seeded: false });
    dropDb = copy.drop;
    const where = { databaseUrl: copy.url, dataDir: copy.dataDir };
    db = await openDatabase(where);
    // On PostgreSQL a second pool stands for a second server process.
    if (copy.url) other = await openDatabase(where);
});

afterAll(async () => {
    await other?.close();
    await db?.close();
    await dropDb?.();
});

beforeEach(async () => {
    await db.query('DELETE FROM sign_in_failure');
    await db.query('DELETE FROM sign_in_address');
});

const OPERATOR = accountKey('00000000-0000-4000-8000-000000000001', 'x');

const setup = (database: Database = db) => {
    let now = Date.UTC(2026, 10, 23, 12);
    const logs: string[] = [];
    const guard = new BruteForceGuard(
        database,
        KEYCLOAK_BRUTE_FORCE,
        () => now,
        line => logs.push(line)
    );
    let address = 0;
    /** `n` wrong passwords, each from an address of its own. */
    const fail = async (n: number, key = OPERATOR) => {
        for (let i = 0; i < n; i++)
            await guard.begin(key, `203.0.113.${address++ % 250}`, 'operator');
    };
    return {
        guard,
        logs,
        fail,
        wait: (seconds: number) => (now += seconds * 1000),
    };
};

describe('brute-force detection', () => {
    it('locks every 30th failure, for a wait that grows by a minute up to 15', async () => {
        const { guard, logs, fail, wait } = setup();
        await fail(29);
        expect(await guard.lockedFor(OPERATOR)).toBe(0);
        await fail(1);
        expect(await guard.lockedFor(OPERATOR)).toBe(60);
        expect(logs).toEqual([
            expect.stringMatching(
                /sign-in: "operator" \(account:[0-9a-f-]+\) locked for 60 s after 30 failed attempts \(last from 203\.0\.113\.29\)$/
            ),
        ]);
        // Locked: refused and not counted.
        const refused = await guard.begin(OPERATOR, '192.0.2.1', 'operator');
        expect(refused).toEqual({ refused: 'locked' });
        wait(60);
        expect(await guard.lockedFor(OPERATOR)).toBe(0);
        await fail(30);
        expect(await guard.lockedFor(OPERATOR)).toBe(120);
        wait(120);
        for (let round = 3; round <= 20; round++) {
            await fail(30);
            const expected = Math.min(60 * round, 900);
            expect(await guard.lockedFor(OPERATOR), `round ${round}`).toBe(
                expected
            );
            wait(expected);
        }
    }, 120_000);

    it('a success forgets the failures; a name of nobody is counted alike', async () => {
        const { guard, fail } = setup();
        await fail(28);
        const right = await guard.begin(OPERATOR, '192.0.2.1', 'operator');
        await guard.succeeded(right);
        await fail(29);
        expect(await guard.lockedFor(OPERATOR)).toBe(0);
        const nobody = accountKey(null, 'Nobody-At-All');
        expect(nobody).toBe(accountKey(null, 'nobody-at-all '));
        expect(nobody).not.toContain('nobody');
        await fail(30, nobody);
        expect(await guard.lockedFor(nobody)).toBe(60);
    });

    it('forgets failures after 12 hours without one', async () => {
        const { guard, fail, wait } = setup();
        await fail(29);
        wait(12 * 3600 + 1);
        await fail(1);
        expect(await guard.lockedFor(OPERATOR)).toBe(0);
    });

    it('slows an address that fails 60 times a minute, whatever the names', async () => {
        const { guard, wait } = setup();
        expect(ADDRESS_FAILURES_PER_MINUTE).toBe(60);
        const from = (i: number, address = '198.51.100.9') =>
            guard.begin(accountKey(null, `user${i}`), address, `user${i}`);
        for (let i = 0; i < 60; i++) {
            expect((await from(i)).refused).toBeNull();
            wait(0.5);
        }
        // The minute began 30 s ago.
        expect(await from(60)).toEqual({
            refused: 'throttled',
            retryAfter: 30,
        });
        expect((await from(61, '192.0.2.1')).refused).toBeNull();
        wait(31);
        expect((await from(62)).refused).toBeNull();
        // No account was locked by that: each name failed once.
        expect(await guard.lockedFor(accountKey(null, 'user1'))).toBe(0);
    });

    it('counts 80 parallel attempts of one account so that at most 30 are checked, across processes', async () => {
        const a = setup();
        const b = setup(other ?? db);
        const attempts = await Promise.all(
            Array.from({ length: 80 }, (_, i) =>
                (i % 2 ? a : b).guard.begin(
                    OPERATOR,
                    `203.0.113.${i}`,
                    'operator'
                )
            )
        );
        expect(attempts.filter(t => t.refused === null)).toHaveLength(30);
        expect(attempts.filter(t => t.refused === 'locked')).toHaveLength(50);
    });

    it('counts parallel attempts of one address so that at most 60 are checked', async () => {
        const { guard } = setup();
        const attempts = await Promise.all(
            Array.from({ length: 80 }, (_, i) =>
                guard.begin(accountKey(null, `n${i}`), '198.51.100.7', `n${i}`)
            )
        );
        expect(attempts.filter(t => t.refused === null)).toHaveLength(60);
        expect(attempts.filter(t => t.refused === 'throttled')).toHaveLength(
            20
        );
    });

    it('keeps the tables bounded: forgotten failures, old minutes and surplus names are pruned', async () => {
        const { guard, fail, wait } = setup();
        await fail(3);
        await db.query(
            `INSERT INTO sign_in_failure (key, failures, last_failure_at)
             SELECT 'name:' || i, 1, $1::timestamptz + i * interval '1 ms'
             FROM generate_series(1, $2::int) i`,
            [
                new Date(Date.UTC(2026, 10, 23, 12)).toISOString(),
                MAX_UNKNOWN_NAMES + 5,
            ]
        );
        await guard.prune();
        const names = await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM sign_in_failure WHERE key LIKE 'name:%'`
        );
        expect(names.rows[0]!.n).toBe(MAX_UNKNOWN_NAMES);
        const oldest = await db.query(
            `SELECT 1 FROM sign_in_failure WHERE key IN ('name:1', 'name:5')`
        );
        expect(oldest.rows).toHaveLength(0);
        wait(13 * 3600);
        await guard.prune();
        const left = await db.query<{ n: number }>(
            'SELECT (SELECT count(*) FROM sign_in_failure)::int + (SELECT count(*) FROM sign_in_address)::int AS n'
        );
        expect(left.rows[0]!.n).toBe(0);
    });
});
