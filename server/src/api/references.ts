/**
 * Referenced records must exist, be in the caller's reach (same plant for
 * plant records) and, when newly set, not be deleted: else code 03 on the
 * field that holds the id.
 */
import { ErrorCode, type FieldError } from '@shared/domain/errorCodes.ts';
import type { FieldDefinition } from '@shared/domain/fields.ts';
import {
    getResource,
    referenceOf,
    type ResourceName,
} from '@shared/declarations/index.ts';
import type { Database } from '../db/index.ts';
import { repositoryFor, type DbRecord } from '../db/repository.ts';
import { isVisible, plantConstraints, type Access } from './access.ts';

interface ReferenceUse {
    target: ResourceName;
    id: number;
    path: string;
    /** Path of the same value in the stored record, to tell new values from kept ones. */
    previous: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);

function collect(
    fields: readonly FieldDefinition[],
    value: Record<string, unknown>,
    previous: Record<string, unknown> | undefined,
    prefix: string,
    out: ReferenceUse[]
): void {
    for (const f of fields) {
        if (!(f.source in value)) continue;
        const v = value[f.source];
        const before = previous?.[f.source];
        const path = `${prefix}${f.source}`;
        const target = referenceOf(f);
        if (f.type === 'reference' && target && typeof v === 'number') {
            out.push({ target, id: v, path, previous: before });
        } else if (f.type === 'references' && target && Array.isArray(v)) {
            const kept = Array.isArray(before) ? before : [];
            v.forEach((id, i) => {
                if (typeof id === 'number') {
                    out.push({
                        target,
                        id,
                        path: `${path}.${i}`,
                        previous: kept.includes(id) ? id : undefined,
                    });
                }
            });
        } else if (f.type === 'object' && isObject(v)) {
            collect(
                f.fields ?? [],
                v,
                isObject(before) ? before : undefined,
                `${path}.`,
                out
            );
        } else if (f.type === 'list' && Array.isArray(v)) {
            const beforeList = Array.isArray(before) ? before : [];
            v.forEach((item, i) => {
                if (!isObject(item)) return;
                const old = beforeList[i];
                collect(
                    f.fields ?? [],
                    item,
                    isObject(old) ? old : undefined,
                    `${path}.${i}.`,
                    out
                );
            });
        }
    }
}

/** The records referenced by a write, by target and id, for later rules. */
export type ReferencedRecords = Map<ResourceName, Map<number, DbRecord>>;

export async function checkReferences(
    db: Database,
    access: Access,
    value: Record<string, unknown>,
    current: DbRecord | undefined,
    errors: FieldError[]
): Promise<ReferencedRecords> {
    const uses: ReferenceUse[] = [];
    collect(access.def.fields, value, current, '', uses);
    const found: ReferencedRecords = new Map();
    const byTarget = new Map<ResourceName, ReferenceUse[]>();
    for (const u of uses) {
        byTarget.set(u.target, [...(byTarget.get(u.target) ?? []), u]);
    }
    for (const [target, list] of byTarget) {
        const def = getResource(target);
        const limits = access.plant
            ? plantConstraints(def, access.plant)
            : { scope: {}, forced: {} };
        // A plant user may reference its company and plant records freely
        // only where its own rules allow; company/subsidiary ids are checked
        // by the user rules, so only existence matters here.
        const forced =
            target === 'company' || target === 'subsidiary'
                ? {}
                : limits.forced;
        const records = await repositoryFor(db, target).getMany(
            list.map(u => u.id),
            limits.scope
        );
        const byId = new Map(
            records
                .filter(r => isVisible({ ...access, def, forced }, r))
                .map(r => [r.id, r])
        );
        found.set(target, byId);
        for (const u of list) {
            const record = byId.get(u.id);
            const newlySet = u.previous !== u.id;
            if (!record || (newlySet && record.status === 'deleted')) {
                errors.push({ field: u.path, code: ErrorCode.invalid });
            }
        }
    }
    return found;
}
