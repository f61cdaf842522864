/**
 * What the monitoring screens' endpoints share: who may call them (the
 * screen's page, and for plant screens the plant of the `subsidiary-id`
 * header), timestamps as ISO strings, and the company's time zone.
 */
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/index.ts';
import type { DbRecord } from '../db/repository.ts';
import { selectedPlant } from './access.ts';
import type { Caller } from './caller.ts';
import { forbidden, unauthorized } from './errors.ts';

/** The caller, when their profile holds the screen's page (else 401/403). */
export function screenCaller(req: FastifyRequest, page: string): Caller {
    const caller = req.caller;
    if (!caller) throw unauthorized();
    if (!caller.pages.has(page))
        throw forbidden(`Your profile has no ${page} page`);
    return caller;
}

/** The plant a plant screen shows: the header's, one of the caller's. */
export const screenPlant = (req: FastifyRequest, page: string): DbRecord =>
    selectedPlant(screenCaller(req, page), req.headers['subsidiary-id']);

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
