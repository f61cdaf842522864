/**
 * Alerts (docs/api.md, "Alerts"): the plant's alerts read as a list and
 * one by one (with history), acknowledged and closed; silences of a
 * sensor; the outbox of notifications. Reading needs the alerts page (or
 * the dashboard, overview or sensor page, whose screens show alerts);
 * acting needs the alerts page and not view-only. The outbox's messages
 * (contacts' addresses and phones) are read with the outbox or the alerts
 * page, and "retry now" needs the outbox page, not view-only. Always
 * within the plant of the `subsidiary-id` header: another plant's alert
 * or message answers 404. Alerts are written by the server only: no
 * POST, PATCH or DELETE on `/alert` (404, no such route).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
    ALERT_CAUSES,
    ALERT_STATES,
    ALERT_TEXT_MAX,
} from '@shared/domain/alerts.ts';
import { ErrorCode, type FieldError } from '@shared/domain/errorCodes.ts';
import { CRITICALITIES } from '@shared/domain/fields.ts';
import { parseIsoDateTime } from '@shared/domain/isoDates.ts';
import { OUTBOX_CHANNELS } from '@shared/domain/outbox.ts';
import {
    acknowledgeAlert,
    closeAlert,
    currentSilence,
    endSilence,
    silenceSensor,
    type ActionResult,
} from '../alerts/actions.ts';
import { releaseHeld } from '../alerts/lifecycle.ts';
import {
    listAlertOutbox,
    OUTBOX_SORTS,
    OUTBOX_STATUSES,
    retryNow,
} from '../alerts/outbox.ts';
import type { AlertHooks } from '../alerts/readings.ts';
import {
    ALERT_SORTS,
    getAlert,
    searchAlerts,
    type AlertFilters,
} from '../alerts/store.ts';
import type { Database } from '../db/index.ts';
import type { DbRecord } from '../db/repository.ts';
import { selectedPlant } from './access.ts';
import type { Caller } from './caller.ts';
import {
    ApiError,
    forbidden,
    notFound,
    unauthorized,
    validationError,
} from './errors.ts';
import { DEFAULT_LIMIT, MAX_LIMIT } from './query.ts';
import { parseId } from './resourceRoutes.ts';

export const ALERTS_PAGE = '/alerts';
export const OUTBOX_PAGE = '/outbox';
/** Screens that show alerts without acting on them. */
const READ_PAGES = [ALERTS_PAGE, '/dashboard', '/overview', '/sensor'];
/** Screens that show the messages sent to the plant's contacts. */
const MESSAGE_PAGES = [OUTBOX_PAGE, ALERTS_PAGE];

/**
 * The caller and plant of an alerts call (401/403 as every route):
 * `read` alerts, `act` on them, read the `messages` of the outbox, or
 * `retry` one.
 */
export function alertAccess(
    req: FastifyRequest,
    op: 'read' | 'act' | 'messages' | 'retry'
): { caller: Caller; plant: DbRecord } {
    const caller = req.caller;
    if (!caller) throw unauthorized();
    if (caller.isAdmin) throw forbidden('Alerts belong to a plant');
    if (op === 'read') {
        if (!READ_PAGES.some(p => caller.pages.has(p)))
            throw forbidden('Your profile has no page showing alerts');
    } else if (op === 'messages') {
        if (!MESSAGE_PAGES.some(p => caller.pages.has(p)))
            throw forbidden('Your profile has no page showing notifications');
    } else {
        const page = op === 'act' ? ALERTS_PAGE : OUTBOX_PAGE;
        const grant = caller.pages.get(page);
        if (!grant) throw forbidden(`Your profile has no ${page} page`);
        if (grant.justView) throw forbidden('This page is view-only');
    }
    return {
        caller,
        plant: selectedPlant(caller, req.headers['subsidiary-id']),
    };
}

/** The caller may see the plant's messages (an alert's timeline shows them then). */
const seesMessages = (caller: Caller) =>
    MESSAGE_PAGES.some(p => caller.pages.has(p));

type Query = Record<string, string | string[] | undefined>;
const values = (v: string | string[] | undefined): string[] =>
    (v === undefined ? [] : Array.isArray(v) ? v : [v])
        .flatMap(x => x.split(','))
        .map(x => x.trim())
        .filter(Boolean);
const single = (v: string | string[] | undefined) =>
    Array.isArray(v) ? v[v.length - 1] : v;

const LIST_PARAMS = new Set([
    'page',
    'limit',
    'sort',
    'order',
    'state',
    'level',
    'cause',
    'sensorId',
    'gatewayId',
    'id',
    'acknowledged',
]);

/**
 * Reads a list's query string: unknown parameters, whole numbers in a
 * range, values from a list and ids are checked alike for both lists
 * (alerts, outbox); what is wrong collects in `errors`.
 */
function queryReader(q: Query, known: ReadonlySet<string>) {
    const errors: FieldError[] = [];
    for (const key of Object.keys(q))
        if (!known.has(key))
            errors.push({ field: key, code: ErrorCode.invalid });
    const int = (key: string, d: number, max?: number) => {
        const raw = single(q[key]);
        if (raw === undefined || raw === '') return d;
        const n = Number(raw);
        if (!Number.isInteger(n)) {
            errors.push({ field: key, code: ErrorCode.notNumber });
            return d;
        }
        if (n < 1 || (max !== undefined && n > max)) {
            errors.push({ field: key, code: ErrorCode.invalidSize });
            return d;
        }
        return n;
    };
    const options = (key: string, allowed: readonly string[]) => {
        const v = values(q[key]);
        v.forEach(x => {
            if (!allowed.includes(x))
                errors.push({ field: key, code: ErrorCode.invalid });
        });
        return v;
    };
    const ids = (key: string) =>
        values(q[key]).map(x => {
            const n = Number(x);
            if (!/^\d{1,10}$/.test(x) || n > 2147483647)
                errors.push({ field: key, code: ErrorCode.notNumber });
            return n;
        });
    return { errors, int, options, ids };
}

function parseAlertQuery(q: Query) {
    const { errors, int, options, ids } = queryReader(q, LIST_PARAMS);
    const filters: AlertFilters = {
        state: options('state', ALERT_STATES),
        level: options('level', CRITICALITIES),
        cause: options('cause', ALERT_CAUSES),
        sensorId: ids('sensorId'),
        gatewayId: ids('gatewayId'),
        id: ids('id'),
    };
    const ack = single(q.acknowledged);
    if (ack !== undefined) {
        if (ack === 'true' || ack === 'false')
            filters.acknowledged = ack === 'true';
        else errors.push({ field: 'acknowledged', code: ErrorCode.notBoolean });
    }
    const sort = single(q.sort) || 'openedAt';
    if (!ALERT_SORTS[sort])
        errors.push({ field: 'sort', code: ErrorCode.invalid });
    const orderRaw = (single(q.order) || 'DESC').toUpperCase();
    if (orderRaw !== 'ASC' && orderRaw !== 'DESC')
        errors.push({ field: 'order', code: ErrorCode.invalid });
    const page = int('page', 1);
    const limit = int('limit', DEFAULT_LIMIT, MAX_LIMIT);
    if (errors.length) throw validationError(errors);
    return {
        filters,
        sort,
        order: orderRaw as 'ASC' | 'DESC',
        page,
        limit,
    };
}

/** An optional or required text of at most ALERT_TEXT_MAX characters in a JSON body. */
function text(body: unknown, field: string, required: boolean): string | null {
    const v =
        body && typeof body === 'object' && !Array.isArray(body)
            ? (body as Record<string, unknown>)[field]
            : undefined;
    if (
        v === undefined ||
        v === null ||
        (typeof v === 'string' && v.trim() === '')
    ) {
        if (required)
            throw validationError([{ field, code: ErrorCode.required }]);
        return null;
    }
    if (typeof v !== 'string')
        throw validationError([{ field, code: ErrorCode.notText }]);
    if (v.length > ALERT_TEXT_MAX || v.includes('\0'))
        throw validationError([
            v.includes('\0')
                ? { field, code: ErrorCode.invalid }
                : {
                      field,
                      code: ErrorCode.invalidSize,
                      rule: 'maxLength',
                      bound: ALERT_TEXT_MAX,
                  },
        ]);
    return v.trim();
}

function settle(result: ActionResult, what: string) {
    if (result === 'missing') throw notFound(`alert not found`);
    if (result === 'conflict')
        throw new ApiError(
            409,
            `The alert cannot be ${what}: it is closed${what === 'acknowledged' ? ' or already acknowledged' : ''}`,
            [{ field: 'state', code: ErrorCode.invalid }]
        );
}

/** A sensor of the plant (404 otherwise). */
async function plantSensor(db: Database, plantId: number, id: number) {
    const { rows } = await db.query<{ id: number }>(
        `SELECT id FROM sensor WHERE id = $1 AND subsidiary_id = $2 AND status <> 'deleted'`,
        [id, plantId]
    );
    if (!rows[0]) throw notFound(`sensor ${id} not found`);
    return rows[0].id;
}

export function registerAlertRoutes(
    app: FastifyInstance,
    db: Database,
    hooks: AlertHooks
) {
    const clock = hooks.clock;
    app.get('/alert/search', async req => {
        const { plant } = alertAccess(req, 'read');
        const q = parseAlertQuery(req.query as Query);
        const { rows, total } = await searchAlerts(db, plant.id, q);
        return { data: rows, meta: { page: q.page, limit: q.limit, total } };
    });

    app.get<{ Params: { id: string } }>('/alert/:id', async req => {
        const { plant, caller } = alertAccess(req, 'read');
        const alert = await getAlert(db, plant.id, parseId(req.params.id), {
            messages: seesMessages(caller),
        });
        if (!alert) throw notFound('alert not found');
        return { data: alert };
    });

    app.post<{ Params: { id: string } }>(
        '/alert/:id/acknowledge',
        async req => {
            const { plant, caller } = alertAccess(req, 'act');
            const id = parseId(req.params.id);
            const comment = text(req.body, 'comment', false);
            settle(
                await acknowledgeAlert(db, {
                    plantId: plant.id,
                    id,
                    userId: Number(caller.user.id),
                    comment,
                    now: clock(),
                }),
                'acknowledged'
            );
            return {
                data: await getAlert(db, plant.id, id, {
                    messages: seesMessages(caller),
                }),
            };
        }
    );

    app.post<{ Params: { id: string } }>('/alert/:id/close', async req => {
        const { plant, caller } = alertAccess(req, 'act');
        const id = parseId(req.params.id);
        const reason = text(req.body, 'reason', true)!;
        settle(
            await closeAlert(
                db,
                {
                    plantId: plant.id,
                    id,
                    userId: Number(caller.user.id),
                    reason,
                    now: clock(),
                },
                hooks
            ),
            'closed'
        );
        return {
            data: await getAlert(db, plant.id, id, {
                messages: seesMessages(caller),
            }),
        };
    });

    app.get<{ Params: { id: string } }>('/sensor/:id/silence', async req => {
        const { plant } = alertAccess(req, 'read');
        const sensorId = await plantSensor(
            db,
            plant.id,
            parseId(req.params.id)
        );
        return { data: await currentSilence(db, sensorId, clock()) };
    });

    app.post<{ Params: { id: string } }>(
        '/sensor/:id/silence',
        async (req, reply) => {
            const { plant, caller } = alertAccess(req, 'act');
            const sensorId = await plantSensor(
                db,
                plant.id,
                parseId(req.params.id)
            );
            const body = (req.body ?? {}) as Record<string, unknown>;
            const errors: FieldError[] = [];
            const now = clock();
            let until: Date | null = null;
            if (
                body.until === undefined ||
                body.until === null ||
                body.until === ''
            )
                errors.push({ field: 'until', code: ErrorCode.required });
            else if (
                typeof body.until !== 'string' ||
                !parseIsoDateTime(body.until)
            )
                errors.push({ field: 'until', code: ErrorCode.invalid });
            else {
                until = new Date(body.until);
                if (Number.isNaN(until.getTime()) || until <= now)
                    errors.push({ field: 'until', code: ErrorCode.invalid });
            }
            let reason: string | null = null;
            try {
                reason = text(body, 'reason', true);
            } catch (err) {
                if (err instanceof ApiError && err.errors)
                    errors.push(...err.errors);
                else throw err;
            }
            if (errors.length) throw validationError(errors);
            const silence = await silenceSensor(db, {
                plantId: plant.id,
                sensorId,
                userId: Number(caller.user.id),
                until: until!,
                reason: reason!,
                now,
            });
            return reply.status(201).send({ data: silence });
        }
    );

    app.delete<{ Params: { id: string } }>('/sensor/:id/silence', async req => {
        const { plant, caller } = alertAccess(req, 'act');
        const sensorId = await plantSensor(
            db,
            plant.id,
            parseId(req.params.id)
        );
        const now = clock();
        const ended = await endSilence(db, {
            sensorId,
            userId: Number(caller.user.id),
            now,
        });
        if (!ended) throw notFound('no silence on this sensor');
        // What the silence held is sent now, not at the alert job's next
        // pass (which sends it anyway if this fails: the silence is over).
        await releaseHeld(db, now, hooks, sensorId).catch((err: unknown) =>
            process.stderr.write(
                `held notifications of sensor ${sensorId}: ${err instanceof Error ? err.message : String(err)}\n`
            )
        );
        return { data: null };
    });

    app.get('/alert-outbox/search', async req => {
        const { plant } = alertAccess(req, 'messages');
        const q = parseOutboxQuery(req.query as Query);
        const { rows, total } = await listAlertOutbox(db, {
            plantId: plant.id,
            ...q,
        });
        return { data: rows, meta: { page: q.page, limit: q.limit, total } };
    });

    app.post<{ Params: { id: string } }>(
        '/alert-outbox/:id/retry',
        async req => {
            const { plant } = alertAccess(req, 'retry');
            const done = await retryNow(db, {
                plantId: plant.id,
                id: parseId(req.params.id),
                now: clock(),
            });
            if (done.result === 'missing') throw notFound('message not found');
            if (done.result === 'conflict')
                throw new ApiError(
                    409,
                    done.why === 'sending'
                        ? 'The message is being sent now'
                        : done.why === 'sent'
                          ? 'The message was sent'
                          : 'No channel is configured for this message',
                    [{ field: 'status', code: ErrorCode.invalid }]
                );
            return { data: done.message };
        }
    );
}

const OUTBOX_PARAMS = new Set([
    'page',
    'limit',
    'sort',
    'order',
    'status',
    'channel',
    'alertId',
    'id',
]);

function parseOutboxQuery(q: Query) {
    const { errors, int, options, ids } = queryReader(q, OUTBOX_PARAMS);
    const alertIdRaw = single(q.alertId);
    let alertId: number | undefined;
    if (alertIdRaw !== undefined && alertIdRaw !== '') {
        alertId = Number(alertIdRaw);
        if (!/^\d{1,10}$/.test(alertIdRaw) || alertId > 2147483647)
            errors.push({ field: 'alertId', code: ErrorCode.notNumber });
    }
    const sort = single(q.sort) || 'id';
    if (!OUTBOX_SORTS[sort])
        errors.push({ field: 'sort', code: ErrorCode.invalid });
    const order = (single(q.order) || 'DESC').toUpperCase();
    if (order !== 'ASC' && order !== 'DESC')
        errors.push({ field: 'order', code: ErrorCode.invalid });
    const result = {
        status: options('status', OUTBOX_STATUSES),
        channel: options('channel', OUTBOX_CHANNELS),
        alertId,
        id: ids('id'),
        sort,
        order: order as 'ASC' | 'DESC',
        page: int('page', 1),
        limit: int('limit', DEFAULT_LIMIT, MAX_LIMIT),
    };
    if (errors.length) throw validationError(errors);
    return result;
}
