/**
 * A sensor's time series, read from Zabbix by the API (the `proxy` mode of
 * docs/zabbix.md): the caller needs what reading the sensor needs (token,
 * page, plant), and Zabbix's token never leaves the server. The points are
 * read exactly as the browser would in `direct` mode (readSeriesPoints):
 * history (the item's value type, newest first, at most 1000 values) or,
 * past history's retention or that budget, hourly trends.
 */
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@shared/domain/errorCodes.ts';
import type { Series } from '@shared/domain/series.ts';
import { alignUnits, pointsInUnit } from '@shared/domain/units.ts';
import { MAX_RANGE_DAYS as MAX_DAYS } from '@shared/domain/rangePlan.ts';
import { readSeriesPoints } from '@shared/zabbix/readSeries.ts';
import { ZabbixError } from '@shared/zabbix/zabbixError.ts';
import { getResource } from '@shared/declarations/index.ts';
import type { Database } from '../db/index.ts';
import { ApiError, validationError } from './errors.ts';
import { accessFor, findVisible, parseId } from './resourceRoutes.ts';
import {
    zabbixForPlant,
    type ZabbixDirectory,
} from '../zabbix/companyZabbix.ts';

const DAY_MS = 86_400_000;
/** Longest range one request may ask for. */
export const MAX_RANGE_DAYS = MAX_DAYS;

/** An instant with its offset (`2026-11-20T10:30:00-03:00`), or milliseconds since the epoch. */
const parseInstant = (raw: unknown): number | null => {
    if (typeof raw !== 'string' || raw === '') return null;
    if (/^\d{1,15}$/.test(raw)) return Number(raw);
    if (!/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(raw)) return NaN;
    return Date.parse(raw);
};

export function parseRange(
    query: Record<string, unknown>,
    now = Date.now()
): { from: number; to: number } {
    const to = parseInstant(query.to) ?? now;
    const from = parseInstant(query.from) ?? to - DAY_MS;
    const errors = [];
    if (!Number.isFinite(from)) errors.push('from');
    if (!Number.isFinite(to)) errors.push('to');
    if (
        errors.length === 0 &&
        (from >= to || to - from > MAX_RANGE_DAYS * DAY_MS)
    )
        errors.push('from');
    if (errors.length)
        throw validationError(
            errors.map(field => ({ field, code: ErrorCode.invalid }))
        );
    return { from, to };
}

/**
 * Zabbix failures as 502 (504 for a timeout), with what went wrong for the
 * chart to say: the kind, Zabbix's error, the method it refused, the
 * version found (header mode before 6.4) and the deadline that ran out.
 * Never a token: only a token reference's name, for `config` and
 * `binding`. A refused address is named to administrators only (`host`,
 * and the message says which address and port): anyone else learns that
 * it was refused, not what the server's network holds.
 */
export const zabbixFailure = (
    err: ZabbixError,
    timeoutMs: number,
    isAdmin: boolean
) => {
    const named = err.kind === 'address' || err.kind === 'tooLarge';
    return new ApiError(
        err.kind === 'timeout' ? 504 : 502,
        isAdmin && err.detail ? err.detail : err.message,
        undefined,
        {
            zabbix: {
                kind: err.kind,
                code: err.code,
                ...(named ? {} : { data: err.data }),
                method: err.method,
                ...(err.version ? { version: err.version } : {}),
                ...(err.kind === 'timeout' ? { timeoutMs } : {}),
                ...(isAdmin && err.kind === 'address' && err.data
                    ? { host: err.data }
                    : {}),
            },
        }
    );
};

export function registerSeriesRoutes(
    api: FastifyInstance,
    db: Database,
    zabbix: ZabbixDirectory
): void {
    const sensor = getResource('sensor');
    api.get('/sensor/:id/series', async req => {
        const access = accessFor(req, sensor, 'read');
        const id = parseId((req.params as { id: string }).id);
        const range = parseRange(req.query as Record<string, unknown>);
        const record = await findVisible(db, access, id);
        const itemId =
            typeof record.zabbixItemId === 'string'
                ? record.zabbixItemId
                : null;
        const body: Series = {
            sensorId: id,
            itemId,
            unit: String(record.unit ?? ''),
            ...range,
            kind: 'history',
            truncated: false,
            points: [],
        };
        if (!itemId) return { data: body };
        // One deadline for the whole request (version check, item.get,
        // history.get): the chart's "10 seconds" is the user's wait.
        const deadline = AbortSignal.timeout(zabbix.timeoutMs);
        try {
            const { client } = await zabbixForPlant(
                db,
                zabbix,
                record.subsidiaryId
            );
            const [item] = await client.getItems(itemId, deadline);
            if (!item) {
                // Zabbix answers [] alike for an item that does not exist and
                // one on a host the token's user may not read.
                throw new ApiError(
                    502,
                    `Zabbix returned no item ${itemId}: it does not exist or this token has no rights on its host`,
                    undefined,
                    { zabbix: { kind: 'item', itemId } }
                );
            }
            const read = await readSeriesPoints(client, item, range, {
                signal: deadline,
            });
            const units = alignUnits(item.units, body.unit);
            body.unit = units.unit;
            if (item.units) body.zabbixUnit = item.units;
            if (units.kind === 'mismatch') body.unitMismatch = true;
            Object.assign(body, read, {
                points: pointsInUnit(read.points, units),
            });
            return { data: body };
        } catch (err) {
            if (err instanceof ZabbixError)
                throw zabbixFailure(
                    err,
                    zabbix.timeoutMs,
                    access.caller.isAdmin
                );
            throw err;
        }
    });
}
