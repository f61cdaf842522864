/** The repository's record and query types, shared by its pieces (../repository.ts). */
/** A stored record as the API returns it. */
export type DbRecord = {
    id: number;
    createdAt: string;
    updatedAt: string;
} & Record<string, unknown>;

/** Scope of a call: the plant of the `subsidiary-id` header. */
export interface ScopeOptions {
    /**
     * When set and the table has `subsidiary_id` (plant-scoped resources and
     * device), only records of that plant are seen or written; a record of
     * another plant is simply not found. On create it is the stored
     * `subsidiaryId` of plant resources (any body value is ignored). Omit it
     * only for cross-plant reads (admin instrumentation, internal jobs).
     */
    subsidiaryId?: number;
}

export interface SearchParams extends ScopeOptions {
    /** 1-based; default 1. */
    page?: number;
    /** Page size; default 10; clamped to 1..1000. `null` means no limit (internal use). */
    limit?: number | null;
    /** Case-insensitive substring over the fields declared `search: true`. */
    search?: string;
    /**
     * The day `search` names, when it is a date as the lists show it: the
     * searched date and date-time fields match it (on the company's clock),
     * as text fields match the term (shared/domain/searchDay.ts).
     */
    searchDay?: { day: string; from: string; to: string };
    /**
     * One of the resource's sortable sources (shared/domain/sorting.ts: the
     * id, the default sort, the record's name, the sortable list columns),
     * each served by an index; anything else falls back to the
     * declaration's `defaultSort`. Ties break by id. Empty values come
     * last going up and first going down (PostgreSQL's default, which the
     * indexes serve both ways).
     */
    sort?: string;
    /** `ASC` | `DESC` (case-insensitive); anything else is `ASC`. */
    order?: string;
    /**
     * Equality filters by attribute name. Honoured keys: `id`, `status`,
     * `subsidiaryId` (plant tables), and fields declared `filter: true`;
     * other keys are ignored (see `filterableFields`). A value may be a
     * scalar or an array (any of). Strings from a query string are coerced
     * by field type ('3' -> 3, 'true' -> true); a value that cannot be
     * coerced matches nothing. `references`/`multiSelect` fields match
     * records whose list contains the value (jsonb containment).
     * Range suffixes on sortable scalar fields: `<field>_gte`, `<field>_lte`
     * (e.g. `date_gte=2026-01-01T00:00:00Z`).
     */
    filters?: Record<string, unknown>;
    /** Also return `status = 'deleted'` rows (else only when the status filter asks for deleted). */
    includeDeleted?: boolean;
    /**
     * Count at most this many matching rows: past it, `total` is this
     * number and `totalCapped` is set (a count of every row of a large
     * table costs more than the page itself). Unset: the exact count.
     */
    countCap?: number;
}

export interface SearchResult {
    rows: DbRecord[];
    /** Rows matching the filters, across all pages (at most `countCap`). */
    total: number;
    /** More rows match than `countCap`; `total` is the cap. */
    totalCapped?: boolean;
}
