/**
 * Times as the screens, the alerts' messages and the integrations' health
 * give them: timestamp columns as ISO strings, and the company's time zone
 * to show them in. Here, below both the services and the API, since both
 * need them.
 */
import type { Database } from './index.ts';

/** A timestamp column as an ISO string (null when unset). */
export const isoOrNull = (v: unknown): string | null =>
    v === null || v === undefined
        ? null
        : new Date(v instanceof Date ? v : String(v)).toISOString();

/** The IANA zone of the plant's company (its settings), or null. */
export async function companyTimeZone(
    db: Database,
    plant: Record<string, unknown>
): Promise<string | null> {
    const { rows } = await db.query<{
        settings: { timezone?: unknown } | null;
    }>(`SELECT settings FROM company WHERE id = $1`, [Number(plant.companyId)]);
    const zone = rows[0]?.settings?.timezone;
    return typeof zone === 'string' ? zone : null;
}
