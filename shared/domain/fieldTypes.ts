/**
 * What each field type is, in one record the rest of the code derives its
 * per-type lists from: how its value is checked (shared/domain/validate.ts),
 * whether a list sorts on it (sorting.ts), whether the API filters it by
 * range (server/src/api/query.ts) and how `npm run new:entity` asks for it
 * (scripts/entityTemplate.ts). A new type in fields.ts is a compile error
 * until it has its entry here.
 */
import type { FieldType } from './fields';

export interface FieldTypeTraits {
    /** The shape of the value, which picks its check. */
    value:
        | 'text'
        | 'number'
        | 'boolean'
        | 'option'
        | 'reference'
        | 'list'
        | 'object';
    /** A list column of this type sorts the list (an order people expect). */
    sortable: boolean;
    /** The API filters it by a range (`<source>_gte`, `<source>_lte`). */
    range: boolean;
    /** `npm run new:entity`: `source:type`, `=<entity>`, `=a/b/c`, or not offered. */
    template: 'simple' | 'reference' | 'options' | false;
}

const text = {
    value: 'text',
    sortable: true,
    range: false,
    template: 'simple',
} as const;
const number = { ...text, value: 'number', range: true } as const;

export const FIELD_TYPES = {
    text,
    longText: { ...text, sortable: false },
    email: text,
    phone: text,
    cnpj: text,
    cep: text,
    devEui: text,
    gatewayEui: text,
    integer: number,
    decimal: number,
    latitude: number,
    longitude: number,
    boolean: { ...text, value: 'boolean' },
    date: { ...text, range: true },
    datetime: { ...text, range: true },
    select: { ...text, value: 'option', template: 'options' },
    multiSelect: {
        value: 'list',
        sortable: false,
        range: false,
        template: 'options',
    },
    reference: {
        value: 'reference',
        sortable: false,
        range: false,
        template: 'reference',
    },
    references: {
        value: 'list',
        sortable: false,
        range: false,
        template: 'reference',
    },
    object: { value: 'object', sortable: false, range: false, template: false },
    list: { value: 'list', sortable: false, range: false, template: false },
} satisfies Record<FieldType, FieldTypeTraits>;

/** The field types whose traits match `test`, in declaration order. */
export const fieldTypesWhere = (
    test: (traits: FieldTypeTraits) => boolean
): FieldType[] =>
    (Object.keys(FIELD_TYPES) as FieldType[]).filter(t => test(FIELD_TYPES[t]));
