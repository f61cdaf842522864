import type { FieldDefinition } from '@shared/domain/fields';

/**
 * Keeps only the declared, writable attributes of a form's values: server-set
 * (`readOnly`) fields are shown on details but never sent, and neither are
 * system attributes (id, createdAt...) the record carried in.
 */
export const writableValues = (
    fields: readonly FieldDefinition[],
    values: Record<string, unknown>
): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const f of fields) {
        if (f.readOnly || !(f.source in values)) continue;
        out[f.source] = values[f.source];
    }
    return out;
};

/** Create-form defaults from the declaration, nested objects included. */
export const defaultValuesFor = (
    fields: readonly FieldDefinition[]
): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const f of fields) {
        if (f.readOnly) continue;
        if (f.type === 'object') {
            const nested = defaultValuesFor(f.fields ?? []);
            if (Object.keys(nested).length) out[f.source] = nested;
        } else if (f.defaultValue !== undefined) {
            out[f.source] = f.defaultValue;
        }
    }
    return out;
};

/** A create or edit page's `transform`: the editor's derived values, then only what may be written. */
export const writeTransform =
    (
        fields: readonly FieldDefinition[],
        prepare?: (values: Record<string, unknown>) => Record<string, unknown>
    ) =>
    (values: Record<string, unknown>) =>
        writableValues(fields, prepare ? prepare(values) : values);
