/**
 * Validators for the members of a list item whose declaration has an
 * `itemCheck` (an inspection field's min and max, a plant's thresholds):
 * each member's input shows the item rules that fail at that member, the
 * same rules the server runs, so the form refuses what the API would.
 */
import type { Validator } from 'react-admin';
import type { FieldDefinition } from '@shared/domain/fields';
import { checkItem, checkValue } from '@shared/domain/validate';
import { messageFor } from './validators';

const at = (values: unknown, path: string): unknown =>
    path
        .split('.')
        .reduce<unknown>(
            (v, key) =>
                typeof v === 'object' && v !== null
                    ? (v as Record<string, unknown>)[key]
                    : undefined,
            values
        );

/**
 * The item as the server would check it: each member normalized by its own
 * rules; undefined while a member still fails them (its own input says so).
 */
export function normalizedItem(
    list: FieldDefinition,
    item: unknown
): Record<string, unknown> | undefined {
    if (typeof item !== 'object' || item === null) return undefined;
    const out: Record<string, unknown> = {};
    for (const f of list.fields ?? []) {
        const checked = checkValue(
            f,
            (item as Record<string, unknown>)[f.source]
        );
        if ('failure' in checked) return undefined;
        out[f.source] = checked.value;
    }
    return out;
}

/**
 * The item rules failing at `member` (a path inside the item, such as
 * `maxValue` or `options.1.value`) for the item at `itemPath` of the form's
 * values. Exported for editors that draw their own inputs.
 */
export function itemFailureAt(
    list: FieldDefinition,
    values: unknown,
    itemPath: string,
    member: string
) {
    const item = normalizedItem(list, at(values, itemPath));
    if (!item) return undefined;
    return checkItem(list, item).find(f => f.source === member);
}

/**
 * The validator of one member's input inside a list item. react-admin
 * passes the input's props: inside an iterator `source` is relative
 * (`maxValue`) and `finalSource` the full path (`fields.2.maxValue`), from
 * which the item's path is the part before `member`.
 */
export const memberValidator =
    (list: FieldDefinition, member: string, label: string): Validator =>
    (_value, values, props) => {
        const given = props as
            { source?: string; finalSource?: string } | undefined;
        const source = given?.finalSource ?? given?.source;
        if (!list.itemCheck || !source?.endsWith(`.${member}`))
            return undefined;
        const itemPath = source.slice(0, -member.length - 1);
        const failure = itemFailureAt(list, values, itemPath, member);
        return failure ? messageFor(failure, label) : undefined;
    };
