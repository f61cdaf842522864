import type { FieldTypeModule } from '../parts';

export const email: FieldTypeModule = { input: inputs => inputs.EmailInput };
