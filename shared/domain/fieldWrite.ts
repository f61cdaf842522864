/**
 * Who may write each field (`FieldDefinition.write`), read by the server on
 * every write (server/src/api/fieldWrites.ts) and by the SPA's forms, which
 * show what the user may not change as read-only.
 *
 * Deny by default: a field without `write` is its page's on a plant record
 * (sensor, reading...) and administrators' on any other record (company,
 * plant, user...), so a plant user changes a field of their company, plant
 * or users only where its declaration says `page` or `grant`.
 */
import type { FieldDefinition, ResourceDefinition, WriteRule } from './fields';

/** The rule a top-level field of `def` is written under. */
export const writeRuleOf = (
    def: Pick<ResourceDefinition, 'scope'>,
    field: Pick<FieldDefinition, 'write'>
): WriteRule => field.write ?? (def.scope === 'plant' ? 'page' : 'admin');

/**
 * Whether a caller who may write records of `def` may write `field` too:
 * administrators write every field, others those that are the page's.
 * A `grant` field is written through the page; what its value hands out is
 * checked against the writer's rank (shared/domain/rank.ts).
 */
export const mayWriteField = (
    def: Pick<ResourceDefinition, 'scope'>,
    field: Pick<FieldDefinition, 'write'>,
    isAdmin: boolean
): boolean => isAdmin || writeRuleOf(def, field) !== 'admin';

/** The top-level fields of `def` the caller may not write. */
export const fieldsNotWritable = (
    def: Pick<ResourceDefinition, 'scope' | 'fields'>,
    isAdmin: boolean
): FieldDefinition[] =>
    def.fields.filter(f => !f.readOnly && !mayWriteField(def, f, isAdmin));
