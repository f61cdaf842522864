import { numberParts } from './numberParts';

export const integer = numberParts(inputs => inputs.IntegerInput);
