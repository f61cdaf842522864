/**
 * Creates made idempotent by a client's id per record (the
 * `Idempotency-Key` header, a UUID; docs/api.md, "Idempotent creates"):
 * the first create with a key claims it in the write's transaction and
 * stores the record's id beside it; a repeat answers the record made the
 * first time (200, `idempotent-replayed: true`) and creates nothing. A
 * refused create claims nothing (its transaction rolls back), so a record
 * fixed and sent again under the same key is created then. A key used by
 * another account, plant or resource is refused (409).
 */
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@shared/domain/errorCodes.ts';
import type { Database } from '../db/index.ts';
import type { Access } from './access.ts';
import { ApiError } from './errors.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request's key, lower-cased; undefined without one, 400 when it is no UUID. */
export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
    const raw = req.headers[IDEMPOTENCY_HEADER];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value === undefined || value === '') return undefined;
    if (!UUID.test(value.trim()))
        throw new ApiError(400, 'Idempotency-Key must be a UUID', [
            { field: '', code: ErrorCode.invalid, rule: 'idempotencyKey' },
        ]);
    return value.trim().toLowerCase();
}

export type Claim = { claimed: true } | { claimed: false; recordId: number };

/**
 * Claims the key for this create inside its transaction, or answers the
 * record a create with it made. Two creates with one key at once: the
 * second waits on the first's row and, once it commits, reads its record.
 */
export async function claimClientId(
    tx: Database,
    key: string,
    access: Access
): Promise<Claim> {
    const plantId = access.plant ? Number(access.plant.id) : null;
    const userId = Number(access.caller.user.id);
    const { rows } = await tx.query<{ client_id: string }>(
        `INSERT INTO client_record (client_id, resource, user_id, subsidiary_id)
         VALUES ($1, $2, $3, $4) ON CONFLICT (client_id) DO NOTHING
         RETURNING client_id`,
        [key, access.def.name, userId, plantId]
    );
    if (rows.length) return { claimed: true };
    const existing = await tx.query<{
        resource: string;
        user_id: number;
        subsidiary_id: number | null;
        record_id: number | null;
    }>(
        `SELECT resource, user_id, subsidiary_id, record_id FROM client_record
         WHERE client_id = $1`,
        [key]
    );
    const row = existing.rows[0];
    if (
        !row ||
        row.record_id === null ||
        row.resource !== access.def.name ||
        Number(row.user_id) !== userId ||
        (row.subsidiary_id === null ? null : Number(row.subsidiary_id)) !==
            plantId
    )
        throw new ApiError(409, 'This Idempotency-Key names another record', [
            { field: '', code: ErrorCode.inUse, rule: 'clientIdInUse' },
        ]);
    return { claimed: false, recordId: Number(row.record_id) };
}

/** Stores the record a claimed key made, in the same transaction. */
export async function recordClientId(
    tx: Database,
    key: string,
    recordId: number
): Promise<void> {
    await tx.query(
        'UPDATE client_record SET record_id = $1 WHERE client_id = $2',
        [recordId, key]
    );
}
