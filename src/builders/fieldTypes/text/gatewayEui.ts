import { masked } from './masked';

export const gatewayEui = masked('gatewayEui');
