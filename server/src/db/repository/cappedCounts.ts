/**
 * Counts known to be past their cap, kept a few seconds: a list asked
 * again (every open list screen refreshes itself) then reads only its
 * page. Counting up to the cap read 1,001 index entries per request, about
 * 70 % of a readings page's statement on PGlite (docs/performance.md,
 * "Lists on the server").
 *
 * Why a short life is enough: new rows only keep a count past its cap;
 * what can bring it back under (a delete, an update that moves rows out of
 * the filters) makes the table's counts out of date when this process
 * writes it through a repository (tableWrites.ts). A write by another process, or by a statement of
 * the server's own that is not a repository's (the alerts' state, a
 * device's last seen), is seen within `COUNT_TTL_MS`, as the caller's
 * pages are (server/src/api/auth.ts).
 */
import type { Database } from '../database.ts';
import type { Query } from './reads.ts';
import { writesOf } from './tableWrites.ts';

/** How long a count past its cap is believed. */
export const COUNT_TTL_MS = 5_000;
/** Counts kept per database; past it the oldest go. */
const MAX_COUNTS = 500;

interface Known {
    at: number;
    /** The table's writes when it was counted (tableWrites.ts). */
    writes: number;
}
/** Per database, by the count's statement and parameters. */
const known = new WeakMap<Database, Map<string, Known>>();

const keyOf = (count: Query) =>
    `${count.sql}\u0000${JSON.stringify(count.params)}`;

/** `count` (a search's count statement on the resource `table`'s table) was counted past its cap now. */
export function rememberCapped(db: Database, table: string, count: Query) {
    let counts = known.get(db);
    if (!counts) {
        counts = new Map();
        known.set(db, counts);
    }
    const key = keyOf(count);
    counts.delete(key);
    counts.set(key, { at: Date.now(), writes: writesOf(table) });
    if (counts.size > MAX_COUNTS) {
        const [oldest] = counts.keys();
        if (oldest !== undefined) counts.delete(oldest);
    }
}

/** Whether `count` was past its cap less than `COUNT_TTL_MS` ago, with no write of `table` since. */
export function isKnownCapped(
    db: Database,
    table: string,
    count: Query
): boolean {
    const counts = known.get(db);
    if (!counts) return false;
    const key = keyOf(count);
    const entry = counts.get(key);
    if (!entry) return false;
    if (
        Date.now() - entry.at < COUNT_TTL_MS &&
        entry.writes === writesOf(table)
    )
        return true;
    counts.delete(key);
    return false;
}
