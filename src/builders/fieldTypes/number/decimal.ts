import { numberParts } from './numberParts';

export const decimal = numberParts(inputs => inputs.DecimalInput);
