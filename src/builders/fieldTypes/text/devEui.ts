import { masked } from './masked';

export const devEui = masked('devEui');
