/**
 * The generic CRUD of every declared resource (docs/api.md):
 * search, get, create, patch and delete, each behind the access rules,
 * validated from the declaration, scoped to the selected plant, and
 * written in one transaction.
 */
import { LIST_COUNT_CAP } from '@shared/domain/paging.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, type FieldError } from '@shared/domain/errorCodes.ts';
import { validateRecord } from '@shared/domain/validate.ts';
import { resources, type Resource } from '@shared/declarations/index.ts';
import type { Database } from '../db/index.ts';
import {
    repositoryFor,
    UniqueViolation,
    type DbRecord,
} from '../db/repository.ts';
import { authorize, isVisible, type Access, type Operation } from './access.ts';
import type { Caller } from './caller.ts';
import { notFound, unauthorized, validationError } from './errors.ts';
import { parseSearch } from './query.ts';
import { searchDayFor } from './searchDay.ts';
import { assertUnused } from './usage.ts';
import { checkReferences } from './references.ts';
import {
    claimClientId,
    idempotencyKeyOf,
    recordClientId,
} from './clientRecords.ts';
import { checkCreateStatus, prepareBody, RULES } from './rules.ts';
import { keepAnAdministrator } from './administrators.ts';
import { refuseFieldWrites } from './fieldWrites.ts';
import { assertGrantsHeld, assertMayActOn } from './rank.ts';
import { endLostAccess } from './accessEnds.ts';
import { insertMeasure } from '../readings/insertMeasure.ts';
import { updateMeasure } from '../readings/updateMeasure.ts';
import type { AlertHooks } from '../alerts/readings.ts';

export const callerOf = (req: FastifyRequest): Caller => {
    if (!req.caller) throw unauthorized();
    return req.caller;
};

export const accessFor = (
    req: FastifyRequest,
    def: Resource,
    op: Operation
): Access => authorize(callerOf(req), def, op, req.headers['subsidiary-id']);

/** Path ids are positive 32-bit integers; anything else names no record. */
export const parseId = (raw: unknown): number => {
    const s = String(raw);
    if (!/^[1-9]\d{0,9}$/.test(s) || Number(s) > 2147483647) {
        throw notFound('Unknown id');
    }
    return Number(s);
};

/** The record when it exists within the caller's reach, else 404. */
export async function findVisible(
    db: Database,
    access: Access,
    id: number
): Promise<DbRecord> {
    const record = await repositoryFor(db, access.def.name).get(
        id,
        access.scope
    );
    if (!record || !isVisible(access, record)) {
        throw notFound(`${access.def.name} ${id} not found`);
    }
    return record;
}

/**
 * Runs a write, turning a unique-index conflict into code 07 on its field.
 * A conflict met by a caller confined to its company or plant may be with
 * a record it cannot see (an e-mail of another company): it is logged with
 * the caller, so that someone testing values shows in the log (docs/api.md,
 * "Users across companies").
 */
export async function uniqueAware<T>(
    write: () => Promise<T>,
    req: FastifyRequest,
    access: Access
): Promise<T> {
    try {
        return await write();
    } catch (err) {
        if (err instanceof UniqueViolation) {
            if (Object.keys(access.forced).length > 0)
                req.log.warn(
                    {
                        resource: access.def.name,
                        field: err.field,
                        callerId: access.caller.user.id,
                    },
                    'unique value in use'
                );
            throw validationError([
                { field: err.field, code: ErrorCode.inUse },
            ]);
        }
        throw err;
    }
}

/** Validates a body for `def` and applies the reference checks and entity rules. */
export async function prepareWrite(
    db: Database,
    access: Access,
    op: 'create' | 'update',
    body: unknown,
    current?: DbRecord
): Promise<Record<string, unknown>> {
    if (current) await assertMayActOn(db, access, current);
    const { value, errors } = validateRecord(
        access.def,
        prepareBody(access, op, body),
        { partial: op === 'update' }
    );
    refuseFieldWrites(access, body, value, current);
    await assertGrantsHeld(db, access, value, current);
    if (op === 'create') checkCreateStatus(value, errors);
    const refs = await checkReferences(db, access, value, current, errors);
    const rule = RULES[access.def.name];
    if (rule && errors.length === 0) {
        await rule({ db, access, op, value, current, refs, errors, body });
    }
    if (errors.length) throw validationError(dedupe(errors));
    return value;
}

const dedupe = (errors: FieldError[]) => {
    const seen = new Set<string>();
    return errors.filter(e => {
        const key = `${e.field}:${e.code}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
    });
};

/**
 * A new record; a new reading goes through `insertMeasure`, the one
 * insertion of manual and automatic readings alike (what follows a new
 * reading hangs there).
 */
const createRecord = (
    tx: Database,
    access: Access,
    value: Record<string, unknown>,
    alerts: AlertHooks
): Promise<DbRecord> =>
    access.def.name === 'measure' && access.plant
        ? insertMeasure(tx, value, Number(access.plant.id), alerts)
        : repositoryFor(tx, access.def.name).create(value, access.scope);

/** A change; a reading's goes through `updateMeasure` (its alerts). */
const updateRecord = (
    tx: Database,
    access: Access,
    current: DbRecord,
    value: Record<string, unknown>,
    alerts: AlertHooks
): Promise<DbRecord | null> =>
    access.def.name === 'measure'
        ? updateMeasure(tx, current, value, access.scope, alerts)
        : repositoryFor(tx, access.def.name).update(
              Number(current.id),
              value,
              access.scope
          );

type Query = Record<string, string | string[] | undefined>;

/** Writes to these may remove the last administrator (administrators.ts). */
const ADMINISTRATORS_LIVE_IN = new Set<string>(['user', 'profile', 'page']);

export function registerResourceRoutes(
    app: FastifyInstance,
    db: Database,
    alerts: AlertHooks
) {
    for (const def of resources) {
        const base = `/${def.name}`;

        app.get(`${base}/search`, async req => {
            const access = accessFor(req, def, 'read');
            const q = parseSearch(def, req.query as Query);
            const filters: Record<string, unknown[]> = { ...q.filters };
            // The header decides the plant, never a query parameter.
            if (access.plant) delete filters.subsidiaryId;
            let empty = false;
            for (const [key, value] of Object.entries(access.forced)) {
                if (filters[key] && !filters[key].includes(value)) empty = true;
                filters[key] = [value];
            }
            const { rows, total, totalCapped } = empty
                ? { rows: [], total: 0, totalCapped: false }
                : await repositoryFor(db, def.name).search({
                      ...access.scope,
                      page: q.page,
                      limit: q.limit,
                      search: q.search,
                      searchDay: await searchDayFor(
                          db,
                          access,
                          req.headers['accept-language'],
                          q.search
                      ),
                      sort: q.sort,
                      order: q.order,
                      filters,
                      includeDeleted: q.byId,
                      // Asked by ids, the count is the ids found.
                      countCap: q.byId ? undefined : LIST_COUNT_CAP,
                  });
            return {
                data: rows,
                meta: {
                    page: q.page,
                    limit: q.limit,
                    total,
                    ...(totalCapped ? { totalCapped: true } : {}),
                },
            };
        });

        app.get<{ Params: { id: string } }>(`${base}/:id`, async req => {
            const access = accessFor(req, def, 'read');
            return {
                data: await findVisible(db, access, parseId(req.params.id)),
            };
        });

        app.post(base, async (req, reply) => {
            const access = accessFor(req, def, 'create');
            const key = idempotencyKeyOf(req);
            const outcome = await db.transaction(async tx => {
                const claim = key
                    ? await claimClientId(tx, key, access)
                    : undefined;
                if (claim && !claim.claimed)
                    return { replayOf: claim.recordId, created: undefined };
                const value = await prepareWrite(
                    tx,
                    access,
                    'create',
                    req.body
                );
                const created = await uniqueAware(
                    () => createRecord(tx, access, value, alerts),
                    req,
                    access
                );
                if (key) await recordClientId(tx, key, Number(created.id));
                return { replayOf: undefined, created };
            });
            if (outcome.replayOf !== undefined) {
                // A repeat: the record the first create made, as it is now.
                const record = await repositoryFor(db, def.name).get(
                    outcome.replayOf,
                    access.scope
                );
                return reply
                    .status(200)
                    .header('idempotent-replayed', 'true')
                    .send({ data: record ?? { id: outcome.replayOf } });
            }
            return reply.status(201).send({ data: outcome.created });
        });

        app.patch<{ Params: { id: string } }>(`${base}/:id`, async req => {
            const access = accessFor(req, def, 'update');
            const id = parseId(req.params.id);
            const record = await db.transaction(async tx => {
                const current = await findVisible(tx, access, id);
                const value = await prepareWrite(
                    tx,
                    access,
                    'update',
                    req.body,
                    current
                );
                const updated = await uniqueAware(
                    () => updateRecord(tx, access, current, value, alerts),
                    req,
                    access
                );
                if (ADMINISTRATORS_LIVE_IN.has(def.name))
                    await keepAnAdministrator(tx);
                if (updated)
                    await endLostAccess(tx, def.name, current, updated);
                return updated;
            });
            if (!record) throw notFound(`${def.name} ${id} not found`);
            return { data: record };
        });

        app.delete<{ Params: { id: string } }>(`${base}/:id`, async req => {
            const access = accessFor(req, def, 'delete');
            const id = parseId(req.params.id);
            const record = await db.transaction(async tx => {
                const current = await findVisible(tx, access, id);
                await assertMayActOn(tx, access, current);
                await assertUnused(tx, def, id);
                const removed = await repositoryFor(tx, def.name).remove(
                    id,
                    access.scope
                );
                if (ADMINISTRATORS_LIVE_IN.has(def.name))
                    await keepAnAdministrator(tx);
                if (removed) await endLostAccess(tx, def.name, current, null);
                return removed;
            });
            if (!record) throw notFound(`${def.name} ${id} not found`);
            return { data: record };
        });
    }
}
