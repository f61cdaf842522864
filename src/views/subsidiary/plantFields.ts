import type { FieldDefinition } from '@shared/domain/fields';
import { subsidiary } from '@shared/declarations/subsidiary';

const fieldOf = (
    fields: readonly FieldDefinition[],
    source: string
): FieldDefinition => {
    const found = fields.find(f => f.source === source);
    if (!found) throw new Error(`subsidiary: no field ${source}`);
    return found;
};

/** The plant's declared fields the hand-written editors draw. */
export const plantField = (source: string) =>
    fieldOf(subsidiary.fields, source);

/** The `alertConfig` list: its members and its `itemCheck` (threshold order). */
export const alertConfigField = plantField('alertConfig');

/** One member of an alert configuration entry. */
export const alertMember = (source: string) =>
    fieldOf(alertConfigField.fields ?? [], source);
