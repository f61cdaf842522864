/**
 * How much inspection photos one account and one plant may send: bytes in
 * any 24 hours and bytes kept in all (docs/deployment.md, "Photo quotas").
 * Without them one account filled the disk: a hundred photos of 5 MB went
 * in under two seconds. The usage is counted in the database
 * (`photoUsage`, server/src/db/photos.ts), so the limits hold across the
 * server processes of one PostgreSQL.
 *
 * - A day's bytes count every photo sent in the last 24 hours, those
 *   removed since included (`photo_upload`): removing what it sent must
 *   not let an account send again.
 * - The total counts the photos kept (`inspection_photo`): a register's
 *   photos stay, a removed one frees its room.
 */

/** The limits, in bytes; 0 is no limit. */
export interface PhotoQuota {
    accountDay: number;
    accountTotal: number;
    plantDay: number;
    plantTotal: number;
}

const MB = 1024 * 1024;
const GB = 1024 * MB;

/**
 * A busy inspector's day is a few dozen photos of 2 to 5 MB (the form's
 * limit, MAX_PHOTO_BYTES): 250 MB is fifty photos at the limit. A plant
 * takes four such accounts a day. The totals keep a plant's photos to
 * what a modest disk holds for years of that use, and one account to a
 * fifth of its plant's.
 */
export const DEFAULT_PHOTO_QUOTA: PhotoQuota = {
    accountDay: 250 * MB,
    accountTotal: 20 * GB,
    plantDay: 1 * GB,
    plantTotal: 100 * GB,
};

/** The environment variable of each limit. */
export const PHOTO_QUOTA_ENV: Record<keyof PhotoQuota, string> = {
    accountDay: 'PHOTO_QUOTA_ACCOUNT_DAY',
    accountTotal: 'PHOTO_QUOTA_ACCOUNT_TOTAL',
    plantDay: 'PHOTO_QUOTA_PLANT_DAY',
    plantTotal: 'PHOTO_QUOTA_PLANT_TOTAL',
};

const UNITS: Record<string, number> = {
    '': 1,
    b: 1,
    kb: 1024,
    k: 1024,
    mb: MB,
    m: MB,
    gb: GB,
    g: GB,
    tb: 1024 * GB,
    t: 1024 * GB,
};

/**
 * A size as people write it: `250MB`, `1.5 GB`, `500kB`, `1048576` (bytes);
 * units are of 1024, as MAX_PHOTO_BYTES's "5 MB". `0`, `off` or `none`:
 * no limit. Undefined when it is none of these.
 */
export function parseSize(text: string): number | undefined {
    const t = text.trim().toLowerCase();
    if (t === 'off' || t === 'none') return 0;
    const m = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/.exec(t);
    const unit = m ? UNITS[m[2] ?? ''] : undefined;
    if (!m || unit === undefined) return undefined;
    return Math.floor(Number(m[1]) * unit);
}

/** The limits the environment sets; a value that is no size keeps the default, said on stderr. */
export function photoQuotaFrom(env: NodeJS.ProcessEnv): PhotoQuota {
    const quota = { ...DEFAULT_PHOTO_QUOTA };
    for (const key of Object.keys(PHOTO_QUOTA_ENV) as (keyof PhotoQuota)[]) {
        const name = PHOTO_QUOTA_ENV[key];
        const raw = env[name];
        if (raw === undefined || raw.trim() === '') continue;
        const size = parseSize(raw);
        if (size === undefined)
            process.stderr.write(
                `${name}=${raw} is not a size (e.g. 250MB, 20GB, 0 for none): ${quota[key]} bytes\n`
            );
        else quota[key] = size;
    }
    return quota;
}
