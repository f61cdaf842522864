/**
 * Field and resource metadata: the one declaration per entity that the SPA
 * builds its screens from and the reference server validates and stores
 * with. Plain TypeScript, no React, so both sides import it.
 *
 * Labels are never declared here: they come from the i18n catalogs under
 * `resources.<resource>.fields.<source>` (nested sources use dots).
 */

import type { FieldType } from './fieldTypes';

/**
 * A field's type: a key of FIELD_TYPES (shared/domain/fieldTypes.ts),
 * where each type is declared with what it is.
 */
export type { FieldType };

/** Who may write a field: `FieldDefinition.write`. */
export type WriteRule = 'page' | 'admin' | 'grant';

export interface FieldDefinition {
    /** API attribute, verbatim; also the i18n key. */
    source: string;
    type: FieldType;
    required?: boolean;
    /** Numeric bounds (integer, decimal, latitude, longitude). */
    min?: number;
    max?: number;
    /** Must be greater than zero. */
    positive?: boolean;
    /** Decimal places allowed (decimal, latitude, longitude). */
    decimals?: number;
    /** Text bounds. */
    minLength?: number;
    maxLength?: number;
    /** List bounds (multiSelect, references, list). */
    minItems?: number;
    maxItems?: number;
    /** Allowed values of select / multiSelect; labels at `resources.<r>.options.<source>.<value>`, or `app.options.<optionSet>.<value>` when `optionSet` is set. */
    options?: readonly (string | number)[];
    /** Shared option labels (e.g. `criticality`, `status`). */
    optionSet?: string;
    /** Target of reference / references: a registered resource's name (the registry checks it). */
    reference?: string;
    /** Children of object / list. */
    fields?: readonly FieldDefinition[];
    /** Regular expression (source) the text must match, else code 03. */
    pattern?: string;
    /** No two live (not deleted) records share the value. */
    unique?: boolean;
    /** Narrows `unique` to records sharing this field (e.g. `subsidiaryId`). */
    uniqueScope?: string;
    /** Set by the server; shown, never sent. */
    readOnly?: boolean;
    /**
     * Who may write the field through the API, on a top-level field (its
     * members follow it). Absent, a plant record's field is its page's
     * (`page`) and any other record's is administrators' (`admin`): deny by
     * default, so a field a plant user may change on their company, plant
     * or users says so. `grant`: written through the page, but the value
     * hands out access (a profile, a profile's pages), so the writer must
     * hold all of it (shared/domain/rank.ts). See shared/domain/fieldWrite.ts.
     */
    write?: WriteRule;
    /**
     * Computed by the server on every read (a device's online state from
     * its last contact), so never stored and never sorted on: it has no
     * column an index could order.
     */
    derived?: boolean;
    /** Value used by create forms and by the server when absent. */
    defaultValue?: unknown;
    /** Shown as a list column. */
    list?: boolean;
    /** Offered as a list filter (equality). */
    filter?: boolean;
    /**
     * Searched by the list's text search: a top-level field, or a leaf of
     * a top-level object (an address's CEP), which the server reads out of
     * its JSON column.
     */
    search?: boolean;
    /**
     * The value is a code the UI names by its translation, never shows as
     * typed: a page's `codeIntl` (its entity's name or `app.pages.<code>`)
     * or a module's (`app.modules.<code>`).
     */
    translatedCode?: 'page' | 'module';
    /**
     * Rules across the members of one item of a `list` (min not above max,
     * thresholds in order): run after every member passed its own rules,
     * by the server on each write and by the editors as the user types, so
     * both refuse the same item at the same member with the same rule.
     */
    itemCheck?: (item: Record<string, unknown>) => readonly ItemFailure[];
    /**
     * A number checked for plausibility against a range another record
     * declares (a reading against its sensor's valid range): outside it,
     * the server refuses the write unless the record's `justifiedBy` text
     * says why (shared/domain/plausibility.ts, docs/numbers.md).
     */
    plausibleWithin?: PlausibleWithin;
}

/** Where a number's plausible range is declared, and what confirms a value outside it. */
export interface PlausibleWithin {
    /** The reference field of this record naming the record that declares the range. */
    reference: string;
    /** Dotted paths of the bounds on that record; an unset bound does not bound. */
    min: string;
    max: string;
    /** The text field of this record whose words confirm a value outside the range. */
    justifiedBy: string;
}

/**
 * A rule an item fails, shown at one of its members (`source`). `rule` is
 * a key of the validation engine's `RULE_CODES`, which gives its code.
 */
export interface ItemFailure {
    source: string;
    rule: string;
    bound?: number;
}

export type ResourceScope =
    /** Administered on /admin routes across companies. */
    | 'admin'
    /** Belongs to the plant in the `subsidiary-id` header. */
    | 'plant';

/** Modules of the menu (the page catalogue's groups), in menu order. */
export const MENU_MODULES = ['admin', 'base', 'IT', 'inspection'] as const;
export type MenuModule = (typeof MENU_MODULES)[number];

/** The views a resource has; each is generated unless the declaration lists it in `views`. */
export type ViewName = 'list' | 'create' | 'edit';

export interface ResourceDefinition<Name extends string = string> {
    /** API path name (`inspection-form`); also its table, i18n key and registry key. */
    name: Name;
    scope: ResourceScope;
    /** Has `status` active | inactive | deleted; DELETE sets deleted. */
    hasStatus: boolean;
    fields: readonly FieldDefinition[];
    /** Page urls (spec section 2) that grant access to this resource. */
    pages: {
        /** e.g. `/admin/company`; list, new and details routes hang from it. */
        admin?: string;
        /** e.g. `/sensor`, or `/company/details` for a single-record page. */
        normal?: string;
    };
    /** Field shown when the record is referenced (autocompletes, chips). */
    recordRepresentation: string;
    /**
     * A reference field whose record names this one in headings and
     * dialogs before its representation: a reading by its sensor, a
     * register by its form ("PZ-01 · 20/11/2026, 10:30").
     */
    recordContext?: string;
    defaultSort: { field: string; order: 'ASC' | 'DESC' };
    /**
     * Its entries in the page catalogue (one per url in `pages`): the icon
     * (a name of the SPA's icon map), the module of the normal page (admin
     * pages sit in `admin`) and the position inside the module. The page's
     * label is the resource's own name, `resources.<name>.name`.
     */
    menu: { icon: string; module: MenuModule; order: number };
    /**
     * Views written by hand instead of generated; each must be registered
     * in the views map (src/routes/views.tsx) under this resource.
     */
    views?: readonly ViewName[];
    /**
     * On its normal page the record can only be updated: a plant user edits
     * their own company and plant, never creates or deletes them. The
     * server refuses (403) and the details page offers no Delete.
     */
    normalPageUpdateOnly?: boolean;
}

export const STATUSES = ['active', 'inactive', 'deleted'] as const;
export type Status = (typeof STATUSES)[number];

export const CRITICALITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Criticality = (typeof CRITICALITIES)[number];

/**
 * Identity helper that checks the shape and keeps literal types (the name
 * and the references), so the registry can check them at compile time.
 */
export const defineResource = <const T extends ResourceDefinition>(def: T): T =>
    def;

/** The `status` field every resource with `hasStatus` gets. */
export const statusField: FieldDefinition = {
    source: 'status',
    type: 'select',
    options: STATUSES,
    optionSet: 'status',
    defaultValue: 'active',
    required: true,
    list: true,
    filter: true,
};
