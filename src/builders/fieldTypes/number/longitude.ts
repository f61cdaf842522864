import { numberParts } from './numberParts';

export const longitude = numberParts(inputs =>
    inputs.coordinateInput(-46.633309)
);
