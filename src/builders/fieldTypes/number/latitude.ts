import { numberParts } from './numberParts';

export const latitude = numberParts(inputs =>
    inputs.coordinateInput(-23.55052)
);
