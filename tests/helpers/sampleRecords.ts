/**
 * Valid records generated from a declaration, for tests that drive every
 * resource the same way. Deterministic: the same resource and ordinal give
 * the same values; different ordinals (and resources) give different
 * values wherever the declaration says `unique`. Only what the declaration
 * requires is generated (defaults included), so the server fills the rest.
 */
import { cnpjCheckDigits } from '../../shared/domain/cnpj.ts';
import type { FieldDefinition } from '../../shared/domain/fields.ts';
import {
    getResource,
    referenceOf,
    type Resource,
    type ResourceName,
} from '../../shared/declarations/index.ts';

export type SampleRecord = Record<string, unknown>;

/** Finds an existing record of `target` for the reference field at `path`. */
export type ReferenceResolver = (
    target: ResourceName,
    path: string,
    filter: Record<string, string | number>
) => Promise<SampleRecord>;

export interface Sample {
    /** A create body the server accepts. */
    body: SampleRecord;
    /** The referenced records, by field path, e.g. `companyId`. */
    references: Map<string, SampleRecord>;
}

/**
 * Reference constraints that live in the server's entity rules
 * (server/src/api/rules.ts), not in the declarations: a user's web
 * profile must be a web (type 0) profile.
 */
const REFERENCE_FILTERS: Record<string, Record<string, string | number>> = {
    'user.profileWebId': { type: 0 },
    'user.profileMobileId': { type: 1 },
};

/**
 * A resource's own block of sample numbers, from its name alone (FNV-1a):
 * a new entity, wherever it sits in the registry, changes no other
 * entity's samples. A test checks the registered names' blocks differ.
 */
export const resourceBlock = (resource: string): number => {
    let hash = 0x811c9dc5;
    for (const char of resource) {
        hash ^= char.charCodeAt(0);
        hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return (hash % 90_000) + 10_000;
};

/** A number unique per resource and ordinal (up to 1000 samples each). */
export const uniqueNumber = (resource: ResourceName, n: number): number =>
    resourceBlock(resource) * 1000 + n;

const pad = (value: number, length: number) =>
    String(value % 10 ** length).padStart(length, '0');
const hex = (value: number, length: number) =>
    value.toString(16).toUpperCase().padStart(length, '0').slice(-length);

/** A valid alphanumeric CNPJ (IN RFB 2.229/2024) no seed record uses. */
export const sampleCnpj = (u: number): string => {
    const body = `9Z${pad(u, 10)}`;
    return body + cnpjCheckDigits(body);
};

/** Text candidates tried in order until one fits the field's pattern. */
const textCandidates = (field: FieldDefinition, u: number) => [
    `T${u} ${field.source}`,
    `t${u}_${field.source}`,
    `/t${u}-${field.source.toLowerCase()}`,
    String(u),
    pad(u, 1),
    pad(u, 2),
];

export const sampleText = (field: FieldDefinition, u: number): string => {
    const pattern = field.pattern ? new RegExp(field.pattern) : undefined;
    const fits = (s: string) =>
        (!pattern || pattern.test(s)) &&
        s.length <= (field.maxLength ?? Infinity) &&
        // An exact length: padding could break the pattern.
        (field.minLength !== field.maxLength || s.length === field.minLength);
    const found = textCandidates(field, u).find(fits);
    if (found === undefined)
        throw new Error(`no sample text fits ${field.source}`);
    return found.padEnd(field.minLength ?? 0, 'x');
};

const sampleNumber = (field: FieldDefinition, u: number): number => {
    const low = Math.max(field.min ?? 1, field.positive ? 1 : -Infinity);
    const step = u % 7;
    const raw =
        field.type === 'integer' || (field.decimals ?? 1) === 0
            ? low + step
            : low + step + 0.5;
    return Math.min(raw, field.max ?? Infinity);
};

/** The stored form of a scalar field's sample value. */
export const sampleLeaf = (field: FieldDefinition, u: number): unknown => {
    if (field.defaultValue !== undefined) return field.defaultValue;
    switch (field.type) {
        case 'email':
            return `t${u}@example.com`;
        case 'phone':
            return `119${pad(u, 8)}`;
        case 'cnpj':
            return sampleCnpj(u);
        // 7xxxxxxx: a range the look-up table does not answer for.
        case 'cep':
            return `79${pad(u, 6)}`;
        case 'devEui':
            return (`FACE${hex(u, 12)}`.match(/.{2}/g) ?? []).join(':');
        case 'gatewayEui':
            return `B0B0${hex(u, 12)}`;
        case 'integer':
        case 'decimal':
            return sampleNumber(field, u);
        case 'latitude':
            return Number((-23 - (u % 97) / 100).toFixed(2));
        case 'longitude':
            return Number((-46 - (u % 89) / 100).toFixed(2));
        case 'boolean':
            return false;
        case 'date':
            return '2026-01-15';
        case 'datetime':
            return '2026-01-15T13:30:00.000Z';
        case 'select':
            return field.options?.[0];
        case 'multiSelect':
            return field.options?.slice(0, Math.max(field.minItems ?? 1, 1));
        default:
            return sampleText(field, u);
    }
};

const isRequired = (f: FieldDefinition) =>
    !f.readOnly && (f.required === true || (f.minItems ?? 0) > 0);

const sampleFields = async (
    def: Resource,
    fields: readonly FieldDefinition[],
    u: number,
    prefix: string,
    resolve: ReferenceResolver,
    references: Map<string, SampleRecord>
): Promise<SampleRecord> => {
    const out: SampleRecord = {};
    for (const f of fields) {
        const path = `${prefix}${f.source}`;
        if (!isRequired(f) && f.defaultValue === undefined) continue;
        if (f.readOnly) continue;
        if (f.type === 'object') {
            out[f.source] = await sampleFields(
                def,
                f.fields ?? [],
                u,
                `${path}.`,
                resolve,
                references
            );
        } else if (f.type === 'list') {
            const items: SampleRecord[] = [];
            for (let i = 0; i < Math.max(f.minItems ?? 1, 1); i++)
                items.push(
                    await sampleFields(
                        def,
                        f.fields ?? [],
                        u + i,
                        `${path}.${i}.`,
                        resolve,
                        references
                    )
                );
            out[f.source] = items;
        } else if (f.type === 'reference' || f.type === 'references') {
            const target = referenceOf(f);
            if (!target) throw new Error(`${path} has no reference`);
            const record = await resolve(
                target,
                path,
                REFERENCE_FILTERS[`${def.name}.${path}`] ?? {}
            );
            references.set(path, record);
            out[f.source] = f.type === 'reference' ? record.id : [record.id];
        } else {
            out[f.source] = sampleLeaf(f, u);
        }
    }
    return out;
};

/**
 * A valid create body for `def`: every required field (and every declared
 * default), unique values from `n`, references resolved by `resolve`.
 */
export const sampleRecord = async (
    def: Resource,
    n: number,
    resolve: ReferenceResolver
): Promise<Sample> => {
    const references = new Map<string, SampleRecord>();
    const body = await sampleFields(
        def,
        def.fields,
        uniqueNumber(def.name, n),
        '',
        resolve,
        references
    );
    return { body, references };
};

/** The minimal client the API resolver needs (tests/api/helpers/apiClient.ts fits). */
export interface SearchClient {
    get(path: string): Promise<{ status: number; rows: SampleRecord[] }>;
}

/**
 * Resolves references through the real API: the first record of the
 * target's search, in the caller's scope, live ones only, oldest first.
 */
export const apiResolver =
    (api: SearchClient): ReferenceResolver =>
    async (target, path, filter) => {
        const query = new URLSearchParams({
            page: '1',
            limit: '1',
            sort: 'id',
            order: 'ASC',
        });
        if (getResource(target).hasStatus) query.set('status', 'active');
        for (const [key, value] of Object.entries(filter))
            query.set(key, String(value));
        const answer = await api.get(`/${target}/search?${query}`);
        const [first] = answer.rows;
        if (answer.status !== 200 || !first)
            throw new Error(
                `no ${target} to reference from ${path} (${answer.status})`
            );
        return first;
    };
