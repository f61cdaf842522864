/**
 * The i18n keys a resource's screens read, derived from its declaration.
 * Leaf fields label at `resources.<r>.fields.<path>` (react-admin's own
 * convention, nested paths included, list indexes dropped); objects and
 * lists label their group at `resources.<r>.fieldGroups.<path>`, because
 * `fields.<path>` is already the parent of the children's keys.
 */
import type {
    FieldDefinition,
    ResourceDefinition,
} from '@shared/domain/fields';

export const resourceNameKey = (resource: string) =>
    `resources.${resource}.name`;

export const fieldLabelKey = (resource: string, path: string) =>
    `resources.${resource}.fields.${path}`;

export const groupLabelKey = (resource: string, path: string) =>
    `resources.${resource}.fieldGroups.${path}`;

export const optionLabelKey = (
    resource: string,
    path: string,
    field: Pick<FieldDefinition, 'optionSet'>,
    value: string | number
) =>
    field.optionSet
        ? `app.options.${field.optionSet}.${value}`
        : `resources.${resource}.options.${path}.${value}`;

export type NotificationKind =
    | 'created'
    | 'updated'
    | 'deleted'
    | 'createError'
    | 'updateError'
    | 'deleteError';

/** react-admin reads `created`/`updated`/`deleted` there by default too. */
export const notificationKey = (resource: string, kind: NotificationKind) =>
    `resources.${resource}.notifications.${kind}`;

const isGroup = (f: FieldDefinition) =>
    f.type === 'object' || f.type === 'list';

/** Every key the declaration needs in each catalog. */
export const labelKeys = (def: ResourceDefinition): string[] => {
    const keys = [resourceNameKey(def.name)];
    const walk = (fields: readonly FieldDefinition[], prefix: string) => {
        for (const f of fields) {
            const path = `${prefix}${f.source}`;
            if (isGroup(f)) {
                keys.push(groupLabelKey(def.name, path));
                walk(f.fields ?? [], `${path}.`);
                continue;
            }
            keys.push(fieldLabelKey(def.name, path));
            for (const value of f.options ?? [])
                keys.push(optionLabelKey(def.name, path, f, value));
        }
    };
    walk(def.fields, '');
    for (const kind of [
        'created',
        'updated',
        'deleted',
        'createError',
        'updateError',
        'deleteError',
    ] as const)
        keys.push(notificationKey(def.name, kind));
    return keys;
};
