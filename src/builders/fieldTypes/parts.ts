/**
 * What a field type gives the screens, part by part, and the part every
 * type has unless its module says otherwise (react-admin's per-type maps
 * fall back to a default the same way): a type's module lists only its
 * exceptions.
 */
import type { ComponentType, ReactElement } from 'react';
import type { TranslateFunction } from 'react-admin';
import type { DateTimeFormats } from '@shared/domain/dateTime';
import type { FieldDefinition } from '@shared/domain/fields';
import type { CsvValue } from '@/csv/csvDocument';
import type { TypeInputProps } from '../form/fieldTypes/inputProps';
import type * as leafInputs from '../form/fieldTypes/leafInputs';

/** What a type's text is written with: the user's language and clock. */
export interface TextContext {
    resource: string;
    translate: TranslateFunction;
    locale: string;
    dates: DateTimeFormats;
}

/** The value (never blank) as one line of text: cells, titles, options. */
export type TypeText = (
    value: unknown,
    field: FieldDefinition,
    context: TextContext
) => string;

/**
 * What the list hands its cells and filters for a referenced record: the
 * component naming it (src/builders/details/RecordText.tsx) and the
 * filter choosing one (src/builders/list/referenceFilter/). Naming a
 * record reads every type's text, so a type's module does not import
 * them: that would be a circle through this folder's registry.
 */
export interface ListTools {
    RecordText: ComponentType<{ resource: string }>;
    referenceFilters: Filters;
}

/**
 * A list column's cell: `'text'`, the value's one line of text drawn by
 * the column itself with no field component (a page of rows draws these
 * by the hundred: docs/performance.md, "Drawing a list"), or the field
 * component that draws it.
 */
export type Cell = (
    field: FieldDefinition,
    tools: ListTools
) => ReactElement | 'text';

export interface FilterProps {
    source: string;
    label: string;
    alwaysOn: true;
}

/** The list's filter inputs of a field declared with `filter: true`. */
export type Filters = (
    resource: string,
    field: FieldDefinition,
    common: FilterProps,
    tools: ListTools
) => ReactElement[];

/** What a value's CSV cell may be written from (src/builders/list/resourceExport.ts). */
export interface CsvFile {
    /** The value as the screen writes it. */
    text: () => string;
    /** An instant on the plant's clock with its offset. */
    instant: (iso: string) => string;
    /** A referenced record's name (the export fetches the column's records). */
    name: (id: unknown) => string;
}

/** The value (never blank) as one CSV cell. */
export type Csv = (
    value: unknown,
    field: FieldDefinition,
    file: CsvFile
) => CsvValue;

/** A list column's header, from its label's i18n key. */
export type ColumnLabel = (labelKey: string) => ReactElement | string;

/** The form's inputs (src/builders/form/fieldTypes/), as the form hands them over. */
export type FormInputs = typeof leafInputs & {
    // Named here, not taken from their module: the reference inputs name
    // records, which reads every type's text (a circle through the
    // registry); inputFor.tsx's object of them is checked against this.
    OneReferenceInput: ComponentType<TypeInputProps>;
    ManyReferencesInput: ComponentType<TypeInputProps>;
};

/**
 * A type's form input, picked from the form's inputs when the form first
 * needs them: the list's chunk holds this function and not the inputs
 * (the mask library, the autocompletes), which only form code imports.
 */
export type InputPick = (inputs: FormInputs) => ComponentType<TypeInputProps>;

export interface FieldTypeParts {
    /** Absent for groups (objects and lists), which FieldInput draws. */
    input?: InputPick;
    cell: Cell;
    filters: Filters;
    text: TypeText;
    csv: Csv;
    columnLabel: ColumnLabel;
}

/** A type's module: the parts in which it differs from `DEFAULT_PARTS`. */
export type FieldTypeModule = Partial<FieldTypeParts>;

export const DEFAULT_PARTS: FieldTypeParts = {
    cell: () => 'text',
    // Found by the text search; declaring `filter: true` draws nothing.
    filters: () => [],
    text: value => String(value),
    csv: (_value, _field, file) => file.text(),
    columnLabel: labelKey => labelKey,
};
