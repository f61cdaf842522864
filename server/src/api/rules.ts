/**
 * Entity rules the field metadata cannot express (docs/api.md, "Entity
 * rules"): values the server sets (measure criticality, form versions,
 * inspector), and checks across records (profile kinds, plant membership).
 * Each rule reads the validated body, may add to it, and reports field
 * errors; it runs inside the write's transaction.
 */
import { isDeepStrictEqual } from 'node:util';
import { ErrorCode, type FieldError } from '@shared/domain/errorCodes.ts';
import {
    bottomMenuModules,
    type ProfilePageEntry,
} from '@shared/domain/profilePages.ts';
import { type ResourceName } from '@shared/declarations/index.ts';
import { MAX_BOTTOM_MENU_MODULES } from '@shared/declarations/profile.ts';
import {
    answerFailures,
    photoAnswers,
    type InspectionAnswer,
    type InspectionField,
} from '@shared/domain/inspectionAnswers.ts';
import type { Database } from '../db/index.ts';
import { markSensorSeen } from '../db/lastSeen.ts';
import { existingPhotos } from '../db/photos.ts';
import { repositoryFor, type DbRecord } from '../db/repository.ts';
import {
    assessReading,
    implausibleReading,
} from '../readings/assessReading.ts';
import { justifies } from '@shared/domain/plausibility.ts';
import type { Access } from './access.ts';
import type { ReferencedRecords } from './references.ts';

export interface WriteInput {
    db: Database;
    access: Access;
    op: 'create' | 'update';
    /** Validated body; rules may set server-side attributes on it. */
    value: Record<string, unknown>;
    /** The stored record (updates). */
    current?: DbRecord;
    refs: ReferencedRecords;
    errors: FieldError[];
    /** The body as sent, read-only attributes included. */
    body?: unknown;
}

type Rule = (w: WriteInput) => Promise<void>;

const has = (o: Record<string, unknown>, key: string) =>
    Object.prototype.hasOwnProperty.call(o, key);

/** The value after the write: the body's when sent, else the stored one. */
const merged = (w: WriteInput, key: string): unknown =>
    has(w.value, key) ? w.value[key] : w.current?.[key];

const numbers = (v: unknown): number[] =>
    Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];

async function referenced(
    w: WriteInput,
    target: ResourceName,
    id: unknown
): Promise<DbRecord | null> {
    if (typeof id !== 'number') return null;
    const known = w.refs.get(target)?.get(id);
    if (known) return known;
    return repositoryFor(w.db, target).get(id);
}

/**
 * A reading's unit comes from its sensor and its criticality from the
 * plant's alert configuration, as for automatic readings
 * (server/src/readings/assessReading.ts). A new reading is inserted by
 * `insertMeasure` (resourceRoutes.ts), which also moves last seen.
 */
const measure: Rule = async w => {
    if (w.op === 'create') {
        w.value.type = 'manual';
        w.value.registeredBy = w.access.caller.user.id;
    }
    const changes = ['sensorId', 'value', 'date'].some(k => has(w.value, k));
    if (w.op === 'update' && !changes) return;
    const plant = w.access.plant;
    const sensor = await referenced(w, 'sensor', merged(w, 'sensorId'));
    const value = merged(w, 'value');
    const date = merged(w, 'date');
    if (!plant || !sensor || typeof value !== 'number') return;
    // Far outside its sensor's valid range, a reading needs a note saying
    // why (docs/numbers.md, "Plausibility").
    const outside = implausibleReading(sensor, value);
    if (outside && !justifies(merged(w, outside.justifiedBy))) {
        const { rule, bound, justifiedBy } = outside;
        w.errors.push(
            { field: 'value', code: ErrorCode.invalid, rule, bound },
            {
                field: justifiedBy,
                code: ErrorCode.required,
                rule: 'justifyImplausible',
            }
        );
        return;
    }
    Object.assign(
        w.value,
        await assessReading(w.db, plant, sensor, value, date, w.current?.id)
    );
    // A corrected reading is news of its sensor too, in the same
    // transaction, so a refused write moves nothing.
    if (w.op === 'update' && typeof date === 'string')
        await markSensorSeen(w.db, Number(sensor.id), new Date(date));
};

/**
 * A version names a set of questions: registers copy the form's fields with
 * it, so only a change of the fields makes a new one (not of the name,
 * description or status). Both sides are the validated shape (defaults
 * filled, numbers as numbers), compared whatever the order of their keys
 * (jsonb keeps its own).
 */
const inspectionForm: Rule = async w => {
    if (w.op === 'create') {
        w.value.version = 1;
        return;
    }
    if (!has(w.value, 'fields')) return;
    if (isDeepStrictEqual(w.value.fields, w.current?.fields)) return;
    w.value.version = Number(w.current?.version ?? 0) + 1;
};

/**
 * A register answers its form as it was when filled: the form's fields are
 * copied onto the register (`formFields`) with its version, and answers
 * are checked against that copy by the rules the register form runs
 * (`answerFailures`), photos by their existence in the plant.
 */
const inspectionRegister: Rule = async w => {
    if (w.op === 'create') w.value.inspectorId = w.access.caller.user.id;
    const formChanged = w.op === 'create' || has(w.value, 'inspectionFormId');
    let fields: InspectionField[];
    if (formChanged) {
        const form = await referenced(
            w,
            'inspection-form',
            merged(w, 'inspectionFormId')
        );
        if (!form) return;
        // A register filled offline says which version it answered
        // (docs/field-app.md): answers to another version's questions
        // are refused rather than filed under the current ones.
        const filled = (w.body as { formVersion?: unknown } | undefined)
            ?.formVersion;
        if (
            w.op === 'create' &&
            typeof filled === 'number' &&
            filled !== form.version
        ) {
            w.errors.push({
                field: '',
                code: ErrorCode.invalid,
                rule: 'formChanged',
                bound: Number(form.version),
            });
            return;
        }
        w.value.formVersion = form.version;
        fields = (
            Array.isArray(form.fields) ? form.fields : []
        ) as InspectionField[];
        w.value.formFields = fields;
    } else {
        if (!has(w.value, 'answers')) return;
        fields = (
            Array.isArray(w.current?.formFields) ? w.current.formFields : []
        ) as InspectionField[];
    }
    const answers = (
        Array.isArray(merged(w, 'answers')) ? merged(w, 'answers') : []
    ) as InspectionAnswer[];
    for (const { field, code, rule, bound } of answerFailures(fields, answers))
        w.errors.push(
            bound === undefined
                ? { field, code, rule }
                : { field, code, rule, bound }
        );
    const photos = photoAnswers(fields, answers);
    const plant = w.access.plant;
    if (photos.length === 0 || !plant) return;
    const found = await existingPhotos(
        w.db,
        plant.id as number,
        photos.map(p => p.id)
    );
    for (const p of photos)
        if (!found.has(p.id))
            w.errors.push({ field: p.path, code: ErrorCode.invalid });
};

/**
 * Web profiles are type 0, mobile ones type 1; plants belong to the user's
 * company. Who may hand out a profile is the rank's (rank.ts).
 */
const user: Rule = async w => {
    const { plant, caller } = w.access;
    const web = await referenced(w, 'profile', merged(w, 'profileWebId'));
    if (has(w.value, 'profileWebId') && web && web.type !== 0) {
        w.errors.push({ field: 'profileWebId', code: ErrorCode.invalid });
    }
    const mobile = await referenced(w, 'profile', merged(w, 'profileMobileId'));
    if (has(w.value, 'profileMobileId') && mobile && mobile.type !== 1) {
        w.errors.push({ field: 'profileMobileId', code: ErrorCode.invalid });
    }
    const companyId = merged(w, 'companyId');
    if (!has(w.value, 'subsidiaryIds') && !has(w.value, 'companyId')) return;
    let ids = numbers(merged(w, 'subsidiaryIds'));
    if (plant) {
        const mine = new Set(caller.subsidiaries.map(s => s.id));
        if (has(w.value, 'subsidiaryIds')) {
            ids.forEach((id, i) => {
                if (!mine.has(id)) {
                    w.errors.push({
                        field: `subsidiaryIds.${i}`,
                        code: ErrorCode.invalid,
                    });
                }
            });
        }
        // Plants the caller does not manage stay as they were.
        const others = numbers(w.current?.subsidiaryIds).filter(
            id => !mine.has(id)
        );
        if (w.op === 'create' && !ids.includes(plant.id)) ids.push(plant.id);
        ids = [...new Set([...ids, ...others])];
        w.value.subsidiaryIds = ids;
    }
    const plants = await repositoryFor(w.db, 'subsidiary').getMany(ids);
    plants.forEach(p => {
        if (p.companyId !== companyId) {
            w.errors.push({
                field: `subsidiaryIds.${ids.indexOf(p.id)}`,
                code: ErrorCode.invalid,
            });
        }
    });
};

/** Pages match the profile's kind; at most 3 modules in the mobile bottom menu (spec 5). */
const profile: Rule = async w => {
    if (!has(w.value, 'pages')) return;
    const type = merged(w, 'type');
    const isAdmin = merged(w, 'isAdmin') === true;
    const entries = (
        Array.isArray(w.value.pages) ? w.value.pages : []
    ) as Partial<ProfilePageEntry>[];
    const pages = w.refs.get('page') ?? new Map<number, DbRecord>();
    entries.forEach((e, i) => {
        const page =
            typeof e.pageId === 'number' ? pages.get(e.pageId) : undefined;
        if (!page) return;
        if (page.type !== type || (page.isAdmin === true) !== isAdmin) {
            w.errors.push({
                field: `pages.${i}.pageId`,
                code: ErrorCode.invalid,
            });
        }
    });
    const modules = bottomMenuModules(entries, id => pages.get(id)?.moduleId);
    if (modules.size > MAX_BOTTOM_MENU_MODULES) {
        w.errors.push({
            field: 'pages',
            code: ErrorCode.invalidSize,
            rule: 'bottomMenuLimit',
            bound: MAX_BOTTOM_MENU_MODULES,
        });
    }
};

const subsidiary: Rule = async w => {
    const config = (
        Array.isArray(w.value.alertConfig) ? w.value.alertConfig : []
    ) as {
        sensorType?: string;
    }[];
    const seen = new Set<string>();
    config.forEach((c, i) => {
        if (!c.sensorType) return;
        if (seen.has(c.sensorType)) {
            w.errors.push({
                field: `alertConfig.${i}.sensorType`,
                code: ErrorCode.inUse,
            });
        }
        seen.add(c.sensorType);
    });
};

/** Steps are stored in the order they are done, whatever order a body lists them in. */
const instruction: Rule = async w => {
    if (!Array.isArray(w.value.steps)) return;
    w.value.steps = [...(w.value.steps as { order: number }[])].sort(
        (a, b) => a.order - b.order
    );
};

const simulation: Rule = async w => {
    if (w.op === 'create') {
        w.value.sent = false;
        w.value.sentAt = null;
    }
};

export const RULES: Partial<Record<ResourceName, Rule>> = {
    measure,
    'inspection-form': inspectionForm,
    'inspection-register': inspectionRegister,
    user,
    profile,
    subsidiary,
    simulation,
    instruction,
};

/**
 * Body defaults before validation: a plant user creating a user on the
 * `/user` page creates it in the plant's company and plant.
 */
export function prepareBody(
    access: Access,
    op: 'create' | 'update',
    body: unknown
): unknown {
    const { plant, def } = access;
    if (!plant || def.name !== 'user' || op !== 'create') return body;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
        return body;
    const out = { ...(body as Record<string, unknown>) };
    if (out.companyId === undefined || out.companyId === null) {
        out.companyId = plant.companyId;
    }
    if (out.subsidiaryIds === undefined || out.subsidiaryIds === null) {
        out.subsidiaryIds = [plant.id];
    }
    return out;
}

/** Records are never created already deleted. */
export function checkCreateStatus(
    value: Record<string, unknown>,
    errors: FieldError[]
): void {
    if (value.status === 'deleted') {
        errors.push({ field: 'status', code: ErrorCode.invalid });
    }
}
