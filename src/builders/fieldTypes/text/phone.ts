import { masked } from './masked';

export const phone = masked('phone');
