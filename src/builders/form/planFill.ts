import type { FieldDefinition } from '@shared/domain/fields';

type Read = (path: string) => unknown;

const isBlank = (v: unknown) =>
    v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** What a look-up's answer does to the form, decided before anything is written. */
export interface FillPlan {
    /** Empty fields, or fields still holding what the last look-up put there. */
    writes: [path: string, value: string][];
    /** Fields the last look-up filled that the new answer leaves out: emptied, so no old street stays under a new CEP. */
    clears: string[];
    /** Fields holding something typed by hand (or loaded with the record) that the answer would change: only after asking. */
    conflicts: [path: string, value: string][];
    /** Every value the answer holds for a declared field, by path. */
    answered: [path: string, value: string][];
}

/**
 * Plans how look-up answers reach the declared fields (following the
 * declaration, so a plant never gets a company-only field). `previous`
 * holds what the last look-up wrote at each path: a field still holding
 * it follows the new answer, since the user never touched it; a field
 * with anything else in it was typed by hand and only changes if the user
 * agrees.
 */
export const planFill = (
    fields: readonly FieldDefinition[],
    data: object,
    read: Read,
    previous: ReadonlyMap<string, string> = new Map(),
    prefix = ''
): FillPlan => {
    const plan: FillPlan = {
        writes: [],
        clears: [],
        conflicts: [],
        answered: [],
    };
    const answer = data as Record<string, unknown>;
    for (const f of fields) {
        const value = answer[f.source];
        const path = `${prefix}${f.source}`;
        if (f.readOnly) continue;
        if (f.type === 'object') {
            const inner = planFill(
                f.fields ?? [],
                typeof value === 'object' && value ? value : {},
                read,
                previous,
                `${path}.`
            );
            plan.writes.push(...inner.writes);
            plan.clears.push(...inner.clears);
            plan.conflicts.push(...inner.conflicts);
            plan.answered.push(...inner.answered);
            continue;
        }
        const current = read(path);
        const untouched =
            isBlank(current) ||
            (previous.has(path) && previous.get(path) === current);
        if (typeof value !== 'string' || !value) {
            if (previous.has(path) && previous.get(path) === current)
                plan.clears.push(path);
            continue;
        }
        plan.answered.push([path, value]);
        if (current === value) continue;
        if (untouched) plan.writes.push([path, value]);
        else plan.conflicts.push([path, value]);
    }
    return plan;
};
