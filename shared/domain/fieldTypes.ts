/**
 * The field types, each with what it is, in one record the rest of the
 * code derives its per-type lists from: how its value is checked
 * (shared/domain/validate.ts), whether a list sorts on it (sorting.ts),
 * whether the API filters it by range and how it reads a filter's value
 * and how a masked one is searched (server/src/api/query.ts,
 * server/src/db/repository/reads.ts), its column
 * (server/src/db/schema.ts) and how `npm run new:entity` asks for it
 * (scripts/entityTemplate.ts). `FieldType` is this record's keys, so a
 * type exists once it has its entry here; the SPA's parts of each type
 * are its module in src/builders/fieldTypes/ (docs/structure.md, "Field
 * types").
 */

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
    /**
     * How the API reads one value of a filter on it (for a list, one
     * item): a whole number, any number, `true`/`false`, one of the
     * declared options, an ISO date or date-time, or text as sent.
     */
    filter:
        | 'integer'
        | 'number'
        | 'boolean'
        | 'option'
        | 'date'
        | 'instant'
        | 'text';
    /**
     * Its database column (server/src/db/schema.ts): `option` is an
     * integer when every option is a number, else text; `json` holds
     * lists and objects.
     */
    column:
        | 'text'
        | 'integer'
        | 'double'
        | 'boolean'
        | 'date'
        | 'instant'
        | 'option'
        | 'json';
    /** `npm run new:entity`: `source:type`, `=<entity>`, `=a/b/c`, or not offered. */
    template: 'simple' | 'reference' | 'options' | false;
    /**
     * `npm run new:entity`: the declaration's properties a new field of
     * this type starts with (a list column, a filter, a bound).
     */
    starts?: readonly string[];
    /**
     * A masked type is stored without its mask: a search term written in
     * its display alphabet (`shown`: "k3x9" is not a phone, though it
     * holds digits) is upper-cased and stripped of what `strip` matches
     * before it is compared; with `colons`, the stored value has colons
     * the comparison leaves out (a DevEUI).
     */
    searched?: { shown: RegExp; strip: RegExp; colons?: true };
}

const text = {
    value: 'text',
    sortable: true,
    range: false,
    filter: 'text',
    column: 'text',
    template: 'simple',
    starts: ['list: true'],
} as const;
/** Offered as a filter above a new entity's list. */
const filtered = ['list: true', 'filter: true'] as const;
const number = {
    ...text,
    value: 'number',
    range: true,
    filter: 'number',
    column: 'double',
} as const;
const list = {
    value: 'list',
    sortable: false,
    range: false,
    column: 'json',
} as const;

export const FIELD_TYPES = {
    /** Free text on one line; `maxLength` bounds it. */
    text: { ...text, starts: ['maxLength: 120', 'list: true'] },
    /** Multi-line text. */
    longText: { ...text, sortable: false, starts: ['maxLength: 2000'] },
    email: text,
    /** Brazilian phone, 10 or 11 digits, stored unmasked. */
    phone: {
        ...text,
        searched: { shown: /^[\d\s()+.-]+$/, strip: /\D/g },
    },
    /** CNPJ (numeric or alphanumeric), 14 characters stored unmasked upper-case. */
    cnpj: {
        ...text,
        searched: { shown: /^[0-9A-Za-z./\s-]+$/, strip: /[^0-9A-Z]/g },
    },
    /** CEP, 8 digits stored unmasked. */
    cep: { ...text, searched: { shown: /^[\d\s.-]+$/, strip: /\D/g } },
    /** LoRaWAN DevEUI `AA:BB:...` (8 groups), stored upper-case with colons. */
    devEui: {
        ...text,
        searched: {
            shown: /^[0-9A-Za-z:\s-]+$/,
            strip: /[^0-9A-Z]/g,
            colons: true,
        },
    },
    /** LoRaWAN gateway EUI, 16 hex stored upper-case. */
    gatewayEui: {
        ...text,
        searched: { shown: /^[0-9A-Fa-f:\s-]+$/, strip: /[^0-9A-F]/g },
    },
    integer: { ...number, filter: 'integer', column: 'integer' },
    /** A number with at most `decimals` decimal places. */
    decimal: { ...number, starts: ['decimals: 2', 'list: true'] },
    latitude: number,
    longitude: number,
    boolean: {
        ...text,
        value: 'boolean',
        filter: 'boolean',
        column: 'boolean',
        starts: filtered,
    },
    /** ISO date `YYYY-MM-DD`. */
    date: { ...text, range: true, filter: 'date', column: 'date' },
    /** ISO date-time with offset. */
    datetime: { ...text, range: true, filter: 'instant', column: 'instant' },
    /** One of `options`. */
    select: {
        ...text,
        value: 'option',
        filter: 'option',
        column: 'option',
        template: 'options',
        starts: filtered,
    },
    /** A list of `options`. */
    multiSelect: { ...list, filter: 'option', template: 'options' },
    /** Id of a record of `reference`. */
    reference: {
        value: 'reference',
        sortable: false,
        range: false,
        filter: 'integer',
        column: 'integer',
        template: 'reference',
        starts: filtered,
    },
    /** List of ids of records of `reference`. */
    references: { ...list, filter: 'integer', template: 'reference' },
    /** A nested object of `fields`. */
    object: {
        value: 'object',
        sortable: false,
        range: false,
        filter: 'text',
        column: 'json',
        template: false,
    },
    /** An ordered list of objects, each of `fields`. */
    list: { ...list, filter: 'text', template: false },
} as const satisfies Record<string, FieldTypeTraits>;

export type FieldType = keyof typeof FIELD_TYPES;

/** A type's traits, optional ones included. */
export const traitsOf = (type: FieldType): FieldTypeTraits => FIELD_TYPES[type];

/** The field types whose traits match `test`, in declaration order. */
export const fieldTypesWhere = (
    test: (traits: FieldTypeTraits) => boolean
): FieldType[] =>
    (Object.keys(FIELD_TYPES) as FieldType[]).filter(t => test(FIELD_TYPES[t]));

/** A date or a date-time: searched by the day a term names. */
export const isDayType = (type: FieldType): boolean =>
    FIELD_TYPES[type].filter === 'date' ||
    FIELD_TYPES[type].filter === 'instant';
