/**
 * How many writes this process has made to each table through a
 * repository: what the short-lived copies of the repository
 * (cappedCounts.ts, plantTimeouts.ts) compare to know they are out of
 * date. Counted before a write's statement and after it, so that a copy
 * made while the statement ran is not believed either.
 */
const writes = new Map<string, number>();

/** A write to the resource `name`'s table. */
export function noteWrite(name: string) {
    writes.set(name, (writes.get(name) ?? 0) + 1);
}

/** The writes to the resource `name`'s table so far. */
export const writesOf = (name: string): number => writes.get(name) ?? 0;
