import type { FieldDefinition } from '@/domain/fields';

type Read = (path: string) => unknown;
type Write = (path: string, value: string) => void;

const isBlank = (v: unknown) =>
    v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Copies look-up answers into the declared fields the user left empty,
 * following the declaration (so a plant never gets a company-only field);
 * what the user typed always wins.
 */
export const fillEmpty = (
    fields: readonly FieldDefinition[],
    data: object,
    read: Read,
    write: Write,
    prefix = ''
) => {
    const answer = data as Record<string, unknown>;
    for (const f of fields) {
        const value = answer[f.source];
        const path = `${prefix}${f.source}`;
        if (f.readOnly || value === undefined) continue;
        if (f.type === 'object' && typeof value === 'object' && value) {
            fillEmpty(f.fields ?? [], value, read, write, `${path}.`);
        } else if (typeof value === 'string' && value && isBlank(read(path))) {
            write(path, value);
        }
    }
};
