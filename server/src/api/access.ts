/**
 * Server-side access rules, mirroring the SPA (docs/api.md, "Access"):
 * - admin profiles call admin resources whose `/admin/...` page they hold;
 * - normal profiles call resources whose normal page they hold, inside the
 *   plant of the `subsidiary-id` header, which must be one of theirs;
 * - a view-only page (`justView`) refuses writes;
 * - holding a resource's page also lets one read (never write) the
 *   resources it references, e.g. watersheds from the sensor page.
 */
import type { FieldDefinition } from '@shared/domain/fields.ts';
import {
    referenceOf,
    type Resource,
    type ResourceName,
    resources,
} from '@shared/declarations/index.ts';
import type { DbRecord, ScopeOptions } from '../db/repository.ts';
import type { Caller } from './caller.ts';
import { forbidden } from './errors.ts';
import { assertFieldWrite } from './fieldAccess.ts';

export type Operation = 'read' | 'create' | 'update' | 'delete';

/** Pages that show resources without owning them (read-only). */
const VIEW_PAGES: Record<string, readonly ResourceName[]> = {
    '/admin/instrumentation': ['gateway', 'sensor'],
    '/dashboard': ['measure', 'sensor', 'gateway'],
    '/overview': ['sensor', 'gateway', 'measure', 'watershed', 'subsidiary'],
};

/** Reads a screen needs beyond direct references (the profile editor groups pages by module). */
const EXTRA_READS: Partial<Record<ResourceName, readonly ResourceName[]>> = {
    profile: ['module'],
};

const referencesOf = (fields: readonly FieldDefinition[]): ResourceName[] =>
    fields.flatMap(f => [
        ...(referenceOf(f) ? [referenceOf(f)!] : []),
        ...referencesOf(f.fields ?? []),
    ]);

const REFERENCES = new Map<ResourceName, ResourceName[]>(
    resources.map(r => [
        r.name,
        [
            ...new Set([
                ...referencesOf(r.fields),
                ...(EXTRA_READS[r.name] ?? []),
            ]),
        ],
    ])
);

export interface Grants {
    /** Resources whose own page the caller holds, and whether it is view-only. */
    owned: Map<ResourceName, { justView: boolean }>;
    /** Resources the caller may read. */
    readable: Set<ResourceName>;
}

const pageOf = (def: Resource, isAdmin: boolean) =>
    isAdmin ? def.pages.admin : def.pages.normal;

/** A caller's grants, worked out once per loaded caller (callers are not changed once loaded). */
const grantsByCaller = new WeakMap<Caller, Grants>();

export function grantsOf(caller: Caller): Grants {
    let grants = grantsByCaller.get(caller);
    if (!grants) {
        grants = computeGrants(caller);
        grantsByCaller.set(caller, grants);
    }
    return grants;
}

function computeGrants(caller: Caller): Grants {
    const owned = new Map<ResourceName, { justView: boolean }>();
    for (const def of resources) {
        const url = pageOf(def, caller.isAdmin);
        const grant = url ? caller.pages.get(url) : undefined;
        if (grant) owned.set(def.name, { justView: grant.justView });
    }
    const roots = new Set<ResourceName>(owned.keys());
    for (const [url, names] of Object.entries(VIEW_PAGES)) {
        if (caller.pages.has(url)) names.forEach(n => roots.add(n));
    }
    const readable = new Set(roots);
    for (const name of roots) {
        for (const ref of REFERENCES.get(name) ?? []) readable.add(ref);
    }
    return { owned, readable };
}

/** What a permitted call may see: repository scope plus forced filters. */
export interface Access {
    caller: Caller;
    def: Resource;
    /** The selected plant (normal callers only). */
    plant?: DbRecord;
    /** Passed to the repository: only that plant's records. */
    scope: ScopeOptions;
    /**
     * Attribute constraints every visible record meets, e.g. `{ id: 3 }` for
     * the company of a normal user's plant, or `{ subsidiaryIds: 7 }` for the
     * users of that plant (list attributes must contain the value).
     */
    forced: Record<string, number>;
}

/** The plant of the `subsidiary-id` header, which must be one of the caller's. */
export function selectedPlant(
    caller: Caller,
    header: string | string[] | undefined
): DbRecord {
    const raw = Array.isArray(header) ? header[0] : header;
    if (!raw) throw forbidden('Select a plant: subsidiary-id header missing');
    const id = /^[1-9]\d{0,9}$/.test(raw.trim()) ? Number(raw) : NaN;
    const plant = caller.subsidiaries.find(s => s.id === id);
    if (!plant) throw forbidden('The subsidiary-id is not one of your plants');
    return plant;
}

/** Scope and constraints of records of `def` for a normal caller in `plant`. */
export function plantConstraints(
    def: Resource,
    plant: DbRecord
): Pick<Access, 'scope' | 'forced'> {
    const hasPlantColumn =
        def.scope === 'plant' ||
        def.fields.some(f => f.source === 'subsidiaryId');
    const scope = hasPlantColumn ? { subsidiaryId: plant.id } : {};
    switch (def.name) {
        case 'company':
            return { scope, forced: { id: Number(plant.companyId) } };
        case 'subsidiary':
            return { scope, forced: { id: plant.id } };
        // The /user page manages the company's people: a plant
        // user sees and edits the users of their company; the plants they
        // may hand out stay their own (rules.ts, `user`).
        case 'user':
            return { scope, forced: { companyId: Number(plant.companyId) } };
        default:
            return { scope, forced: {} };
    }
}

/** Decides a call; throws 403 when the profile does not allow it. */
export function authorize(
    caller: Caller,
    def: Resource,
    op: Operation,
    subsidiaryHeader: string | string[] | undefined
): Access {
    const grants = grantsOf(caller);
    if (op === 'read') {
        if (!grants.readable.has(def.name)) {
            throw forbidden(`Your profile has no page for ${def.name}`);
        }
    } else {
        const owned = grants.owned.get(def.name);
        if (!owned) throw forbidden(`Your profile may not change ${def.name}`);
        assertFieldWrite(caller, def.name, op);
        if (owned.justView) throw forbidden('This page is view-only');
        if (!caller.isAdmin && def.normalPageUpdateOnly && op !== 'update') {
            throw forbidden(`Only administrators create or delete ${def.name}`);
        }
    }
    if (caller.isAdmin) {
        // Admins read plant records only across plants (instrumentation view).
        if (def.scope === 'plant' && op !== 'read') {
            throw forbidden('Administrators do not write plant records');
        }
        return { caller, def, scope: {}, forced: {} };
    }
    const plant = selectedPlant(caller, subsidiaryHeader);
    return { caller, def, plant, ...plantConstraints(def, plant) };
}

/** True when a record meets the access's forced constraints. */
export function isVisible(access: Access, record: DbRecord): boolean {
    return Object.entries(access.forced).every(([key, value]) => {
        const v = record[key];
        return Array.isArray(v) ? v.includes(value) : v === value;
    });
}
