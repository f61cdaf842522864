import { masked } from './masked';

export const cep = masked('cep');
