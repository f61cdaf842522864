import { masked } from './masked';

export const cnpj = masked('cnpj');
