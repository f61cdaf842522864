import type { FieldTypeModule } from '../parts';

export const longText: FieldTypeModule = {
    input: inputs => inputs.LongTextInput,
};
