import type { InspectionField } from '@shared/domain/inspectionAnswers';
import { INSPECTION_FIELD_TYPE as T } from '@shared/domain/inspectionFields';

/**
 * What an untouched answer holds: the field's default; a switch is off
 * rather than unanswered (it has no third position to show).
 */
export const initialAnswer = (field: InspectionField): string =>
    field.defaultValue ?? (Number(field.fieldType) === T.switch ? 'false' : '');
