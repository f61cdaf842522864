/**
 * Brute-force detection of the embedded sign-in, as the shipped realm
 * export asks of Keycloak (`bruteForceProtected`, Keycloak's defaults): a
 * user's failed sign-ins are counted (reset by a success, forgotten after
 * 12 hours without one); every 30th locks the account for a wait that grows
 * by a minute each time, up to 15 minutes. While locked even the right
 * password is refused, with Keycloak's message, and the lock is logged.
 * Names that match no account are counted alike, so the answer never says
 * whether an account exists. In memory: one process (docs/oidc.md).
 */
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

/** At most this many names (and addresses) tracked: past it the oldest are forgotten. */
const MAX_TRACKED = 10_000;

/**
 * Per address: at most this many failed sign-ins a minute, whatever the
 * names tried, then the address waits. A person mistyping stays far below;
 * a script trying passwords (20 a second before this) is slowed to one a
 * second.
 */
export const ADDRESS_FAILURES_PER_MINUTE = 60;

interface Failures {
    count: number;
    last: number;
    lockedUntil: number;
}

export class BruteForceGuard {
    private readonly users = new Map<string, Failures>();
    /** Times of each address's failures in the last minute. */
    private readonly addresses = new Map<string, number[]>();

    /** Seconds the address must wait before trying again (0: it may try). */
    throttledFor(address: string): number {
        const recent = this.recentFailures(address);
        if (recent.length < ADDRESS_FAILURES_PER_MINUTE) return 0;
        return Math.max(
            1,
            Math.ceil((recent[0]! + 60_000 - this.now()) / 1000)
        );
    }

    private recentFailures(address: string): number[] {
        const since = this.now() - 60_000;
        const recent = (this.addresses.get(address) ?? []).filter(
            t => t > since
        );
        if (recent.length) this.addresses.set(address, recent);
        else this.addresses.delete(address);
        return recent;
    }

    constructor(
        private readonly policy: BruteForcePolicy = KEYCLOAK_BRUTE_FORCE,
        private readonly now: () => number = Date.now,
        private readonly log: (line: string) => void = line =>
            process.stderr.write(`${line}\n`)
    ) {}

    private entry(username: string): Failures | undefined {
        const key = username.toLowerCase();
        const entry = this.users.get(key);
        if (
            entry &&
            this.now() - entry.last > this.policy.maxDeltaTimeSeconds * 1000 &&
            entry.lockedUntil <= this.now()
        ) {
            this.users.delete(key);
            return undefined;
        }
        return entry;
    }

    /** Seconds the account stays locked (0: not locked). */
    lockedFor(username: string): number {
        const entry = this.entry(username);
        if (!entry) return 0;
        return Math.max(0, Math.ceil((entry.lockedUntil - this.now()) / 1000));
    }

    failed(username: string, address: string): void {
        const key = username.toLowerCase();
        const entry = this.entry(username) ?? {
            count: 0,
            last: 0,
            lockedUntil: 0,
        };
        entry.count++;
        entry.last = this.now();
        const recent = this.recentFailures(address);
        recent.push(this.now());
        this.addresses.set(address, recent.slice(-ADDRESS_FAILURES_PER_MINUTE));
        if (this.addresses.size > MAX_TRACKED) {
            const oldest = this.addresses.keys().next().value;
            if (oldest !== undefined) this.addresses.delete(oldest);
        }
        if (entry.count % this.policy.failureFactor === 0) {
            const wait = Math.min(
                this.policy.waitIncrementSeconds *
                    (entry.count / this.policy.failureFactor),
                this.policy.maxFailureWaitSeconds
            );
            entry.lockedUntil = this.now() + wait * 1000;
            this.log(
                `${new Date(this.now()).toISOString()} sign-in: "${key}" locked for ${wait} s after ${entry.count} failed attempts (last from ${address})`
            );
        }
        // Re-inserted last: the map's order is the age order.
        this.users.delete(key);
        this.users.set(key, entry);
        if (this.users.size > MAX_TRACKED) {
            const oldest = this.users.keys().next().value;
            if (oldest !== undefined) this.users.delete(oldest);
        }
    }

    succeeded(username: string): void {
        this.users.delete(username.toLowerCase());
    }
}
