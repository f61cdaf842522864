/** The embedded sign-in's brute-force detection on its own (server/src/oidc/bruteForce.ts). */
import { describe, expect, it } from 'vitest';
import {
    ADDRESS_FAILURES_PER_MINUTE,
    BruteForceGuard,
    KEYCLOAK_BRUTE_FORCE,
} from '../../server/src/oidc/bruteForce.ts';

const setup = () => {
    let now = Date.UTC(2026, 10, 23, 12);
    const logs: string[] = [];
    const guard = new BruteForceGuard(
        KEYCLOAK_BRUTE_FORCE,
        () => now,
        line => logs.push(line)
    );
    const fail = (n: number, name = 'Operator') => {
        for (let i = 0; i < n; i++) guard.failed(name, '203.0.113.7');
    };
    return {
        guard,
        logs,
        fail,
        wait: (seconds: number) => (now += seconds * 1000),
    };
};

describe('brute-force detection', () => {
    it('locks every 30th failure, for a wait that grows by a minute up to 15', () => {
        const { guard, logs, fail, wait } = setup();
        fail(29);
        expect(guard.lockedFor('operator')).toBe(0);
        fail(1);
        expect(guard.lockedFor('operator')).toBe(60);
        expect(logs).toEqual([
            expect.stringMatching(
                /sign-in: "operator" locked for 60 s after 30 failed attempts \(last from 203\.0\.113\.7\)$/
            ),
        ]);
        wait(60);
        expect(guard.lockedFor('OPERATOR')).toBe(0);
        fail(30);
        expect(guard.lockedFor('operator')).toBe(120);
        wait(120);
        for (let round = 3; round <= 20; round++) {
            fail(30);
            const expected = Math.min(60 * round, 900);
            expect(guard.lockedFor('operator'), `round ${round}`).toBe(
                expected
            );
            wait(expected);
        }
    });

    it('a success forgets the failures; a name of nobody is counted alike', () => {
        const { guard, fail } = setup();
        fail(29);
        guard.succeeded('operator');
        fail(29);
        expect(guard.lockedFor('operator')).toBe(0);
        fail(30, 'nobody-at-all');
        expect(guard.lockedFor('nobody-at-all')).toBe(60);
    });

    it('forgets failures after 12 hours without one', () => {
        const { guard, fail, wait } = setup();
        fail(29);
        wait(12 * 3600 + 1);
        fail(1);
        expect(guard.lockedFor('operator')).toBe(0);
    });

    it('slows an address that fails 60 times a minute, whatever the names', () => {
        const { guard, wait } = setup();
        expect(ADDRESS_FAILURES_PER_MINUTE).toBe(60);
        for (let i = 0; i < 59; i++) {
            guard.failed(`user${i}`, '198.51.100.9');
            wait(0.5);
        }
        expect(guard.throttledFor('198.51.100.9')).toBe(0);
        guard.failed('user59', '198.51.100.9');
        // The oldest failure leaves the minute in about 30 s.
        expect(guard.throttledFor('198.51.100.9')).toBe(31);
        expect(guard.throttledFor('192.0.2.1')).toBe(0);
        wait(31);
        expect(guard.throttledFor('198.51.100.9')).toBe(0);
        // No account was locked by that: each name failed once.
        expect(guard.lockedFor('user1')).toBe(0);
    });
});
