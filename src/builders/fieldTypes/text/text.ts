import type { FieldTypeModule } from '../parts';

export const text: FieldTypeModule = { input: inputs => inputs.TextFieldInput };
