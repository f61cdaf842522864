/**
 * The field app's reads (docs/field-app.md; shared/domain/fieldData.ts):
 * the home of the selected plant, the plant's kit the device keeps for
 * working offline, and a reading's assessment before it is saved. The
 * home and the kit answer field requests only (`profile-type: mobile`),
 * each part for the mobile page that shows it; the assessment needs what
 * creating a reading needs, from either app.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@shared/domain/errorCodes.ts';
import {
    FIELD_EMERGENCY,
    FIELD_HOME,
    FIELD_INSPECTION,
    FIELD_MEASURE,
} from '@shared/domain/fieldApp.ts';
import {
    INSPECTION_DUE_HOURS,
    KIT_RECENT_READINGS,
    type FieldHome,
    type FieldKit,
    type KitReading,
    type ReadingAssessment,
} from '@shared/domain/fieldData.ts';
import type { Criticality } from '@shared/domain/fields.ts';
import type { InspectionField } from '@shared/domain/inspectionAnswers.ts';
import { parseIsoDateTime } from '@shared/domain/isoDates.ts';
import { getResource } from '@shared/declarations/index.ts';
import { searchAlerts } from '../alerts/store.ts';
import type { Database } from '../db/index.ts';
import { repositoryFor, type DbRecord } from '../db/repository.ts';
import {
    assessReading,
    implausibleReading,
} from '../readings/assessReading.ts';
import { authorize, selectedPlant } from './access.ts';
import type { Caller } from './caller.ts';
import { dashboardSummary } from './dashboardRoutes.ts';
import {
    forbidden,
    notFound,
    unauthorized,
    validationError,
} from './errors.ts';
import { companyTimeZone, isoOrNull } from '../db/times.ts';

const HOUR_MS = 3_600_000;
const HOME_ALERTS = 20;
const LEVEL_RANK: Record<string, number> = {
    critical: 0,
    high: 1,
    medium: 2,
    low: 3,
};

/** A field request whose mobile profile holds one of `pages`, and its plant. */
function fieldAccess(
    req: FastifyRequest,
    pages: readonly string[]
): { caller: Caller; plant: DbRecord; holds: (url: string) => boolean } {
    const caller = req.caller;
    if (!caller) throw unauthorized();
    if (!caller.field || !caller.mobile)
        throw forbidden('A field app request (profile-type: mobile) only');
    const held = new Set(caller.mobile.map(p => p.url));
    if (!pages.some(p => held.has(p)))
        throw forbidden(
            `Your mobile profile has no ${pages.join(' or ')} page`
        );
    return {
        caller,
        plant: selectedPlant(caller, req.headers['subsidiary-id']),
        holds: url => held.has(url),
    };
}

const num = (v: unknown): number | null =>
    typeof v === 'number' && Number.isFinite(v) ? v : null;

export async function fieldHome(
    db: Database,
    plant: DbRecord,
    opts: { pendingWarnMs: number },
    now = Date.now()
): Promise<FieldHome> {
    const plantId = Number(plant.id);
    const since = new Date(now - INSPECTION_DUE_HOURS * HOUR_MS);
    const [summary, alerts, forms, lastRegisters] = await Promise.all([
        dashboardSummary(db, plant, opts, now),
        searchAlerts(db, plantId, {
            filters: { state: ['open'], acknowledged: false },
            sort: 'openedAt',
            order: 'DESC',
            page: 1,
            limit: 100,
        }),
        db.query<{ id: number; name: string }>(
            `SELECT id, name FROM inspection_form
             WHERE subsidiary_id = $1 AND status = 'active' ORDER BY name, id`,
            [plantId]
        ),
        db.query<{ inspection_form_id: number; last: unknown }>(
            `SELECT inspection_form_id, max(date) AS last FROM inspection_register
             WHERE subsidiary_id = $1 GROUP BY inspection_form_id`,
            [plantId]
        ),
    ]);
    const last = new Map(
        lastRegisters.rows.map(r => [
            Number(r.inspection_form_id),
            isoOrNull(r.last),
        ])
    );
    const openAlerts = [...alerts.rows]
        .sort(
            (a, b) =>
                (LEVEL_RANK[a.level] ?? 9) - (LEVEL_RANK[b.level] ?? 9) ||
                b.openedAt.localeCompare(a.openedAt)
        )
        .slice(0, HOME_ALERTS)
        .map(a => ({
            id: a.id,
            deviceName: a.deviceName,
            level: a.level,
            value: a.value,
            unit: a.unit,
            openedAt: a.openedAt,
        }));
    const inspections = forms.rows.map(f => {
        const lastDate = last.get(Number(f.id)) ?? null;
        return {
            formId: Number(f.id),
            name: String(f.name),
            lastDate,
            due: lastDate === null || new Date(lastDate) < since,
        };
    });
    return {
        plantId,
        at: new Date(now).toISOString(),
        timeZone: summary.plant.timeZone,
        openAlerts,
        openAlertCount: alerts.total,
        offlineSensors: summary.sensors
            .filter(s => s.silent)
            .map(s => ({ id: s.id, name: s.name, lastSeenAt: s.lastSeenAt })),
        sensorCount: summary.sensors.length,
        inspections: [
            ...inspections.filter(i => i.due),
            ...inspections.filter(i => !i.due),
        ],
    };
}

export async function fieldKit(
    db: Database,
    plant: DbRecord,
    parts: { sensors: boolean; forms: boolean; instructions: boolean },
    now = Date.now()
): Promise<FieldKit> {
    const plantId = Number(plant.id);
    const [timeZone, sensors, readings, forms, instructions] =
        await Promise.all([
            companyTimeZone(db, plant),
            parts.sensors
                ? repositoryFor(db, 'sensor').search({
                      subsidiaryId: plantId,
                      filters: { status: ['active'] },
                      sort: 'name',
                      order: 'ASC',
                      limit: null,
                  })
                : { rows: [] },
            parts.sensors
                ? db.query<{
                      sensor_id: number;
                      value: number;
                      date: unknown;
                      criticality: Criticality | null;
                  }>(
                      `SELECT s.id AS sensor_id, r.value, r.date, r.criticality
                       FROM sensor s CROSS JOIN LATERAL (
                           SELECT value, date, criticality FROM measure
                           WHERE sensor_id = s.id ORDER BY date DESC, id DESC LIMIT $2
                       ) r
                       WHERE s.subsidiary_id = $1 AND s.status = 'active'`,
                      [plantId, KIT_RECENT_READINGS]
                  )
                : { rows: [] },
            parts.forms
                ? repositoryFor(db, 'inspection-form').search({
                      subsidiaryId: plantId,
                      filters: { status: ['active'] },
                      sort: 'name',
                      order: 'ASC',
                      limit: null,
                  })
                : { rows: [] },
            parts.instructions
                ? repositoryFor(db, 'instruction').search({
                      subsidiaryId: plantId,
                      filters: { status: ['active'] },
                      sort: 'criticality',
                      order: 'ASC',
                      limit: null,
                  })
                : { rows: [] },
        ]);
    const recent = new Map<number, KitReading[]>();
    for (const r of readings.rows) {
        const list = recent.get(Number(r.sensor_id)) ?? [];
        list.push({
            value: Number(r.value),
            date: isoOrNull(r.date) ?? '',
            criticality: r.criticality,
        });
        recent.set(Number(r.sensor_id), list);
    }
    return {
        plantId,
        at: new Date(now).toISOString(),
        timeZone,
        sensors: sensors.rows.map(s => {
            const p = (s.parametrization ?? {}) as Record<string, unknown>;
            return {
                id: s.id,
                name: String(s.name),
                devEui: String(s.devEui ?? ''),
                sensorType: String(s.sensorType ?? ''),
                unit: String(s.unit ?? ''),
                validMin: num(p.validMin),
                validMax: num(p.validMax),
                recent: (recent.get(s.id) ?? []).sort((a, b) =>
                    b.date.localeCompare(a.date)
                ),
            };
        }),
        forms: forms.rows.map(f => ({
            id: f.id,
            name: String(f.name),
            description:
                typeof f.description === 'string' ? f.description : null,
            version: Number(f.version ?? 1),
            fields: (Array.isArray(f.fields)
                ? f.fields
                : []) as InspectionField[],
        })),
        instructions: instructions.rows.map(i => ({
            id: i.id,
            title: String(i.title),
            criticality: i.criticality as Criticality,
            steps: (Array.isArray(i.steps) ? i.steps : []) as {
                order: number;
                text: string;
            }[],
        })),
    };
}

const MEASURE = getResource('measure');
/** At least this many previous readings are shown, as on a reading's details. */
const MIN_PREVIOUS = 5;

export function registerFieldRoutes(
    api: FastifyInstance,
    db: Database,
    opts: { pendingWarnMs: number }
) {
    api.get('/field/home', async req => {
        const { plant } = fieldAccess(req, [FIELD_HOME]);
        return { data: await fieldHome(db, plant, opts) };
    });

    api.get('/field/kit', async req => {
        const { plant, holds } = fieldAccess(req, [
            FIELD_HOME,
            FIELD_MEASURE,
            FIELD_INSPECTION,
            FIELD_EMERGENCY,
        ]);
        return {
            data: await fieldKit(db, plant, {
                sensors: holds(FIELD_MEASURE),
                forms: holds(FIELD_INSPECTION),
                instructions: holds(FIELD_EMERGENCY),
            }),
        };
    });

    // What a reading would be: the criticality the server gives it, the
    // valid range it falls outside and the readings it is compared with.
    api.post('/measure/assess', async req => {
        const caller = req.caller;
        if (!caller) throw unauthorized();
        const access = authorize(
            caller,
            MEASURE,
            'create',
            req.headers['subsidiary-id']
        );
        const body = (req.body ?? {}) as Record<string, unknown>;
        const { sensorId, value } = body;
        const date =
            typeof body.date === 'string' && parseIsoDateTime(body.date)
                ? body.date
                : new Date().toISOString();
        const errors = [
            ...(typeof sensorId === 'number'
                ? []
                : [{ field: 'sensorId', code: ErrorCode.required }]),
            ...(typeof value === 'number' && Number.isFinite(value)
                ? []
                : [{ field: 'value', code: ErrorCode.notNumber }]),
        ];
        if (errors.length) throw validationError(errors);
        const sensor = await repositoryFor(db, 'sensor').get(
            sensorId as number,
            access.scope
        );
        if (!sensor || !access.plant) throw notFound('sensor not found');
        const assessed = await assessReading(
            db,
            access.plant,
            sensor,
            value as number,
            date
        );
        const count = Math.max(
            MIN_PREVIOUS,
            assessed.criticalityRule.previousCount ?? 0
        );
        const { rows } = await repositoryFor(db, 'measure').search({
            subsidiaryId: Number(access.plant.id),
            filters: { sensorId: sensor.id, date_lte: date },
            sort: 'date',
            order: 'DESC',
            limit: count,
        });
        const outside = implausibleReading(sensor, value as number);
        const answer: ReadingAssessment = {
            unit: String(assessed.unit ?? ''),
            criticality: assessed.criticality,
            criticalityRule: assessed.criticalityRule,
            implausible: outside
                ? { rule: outside.rule, bound: outside.bound }
                : null,
            previous: rows.map(r => ({
                value: Number(r.value),
                date: String(r.date),
                criticality: (r.criticality ?? null) as Criticality | null,
            })),
        };
        return { data: answer };
    });
}
