import { groupParts } from './groupParts';

export const list = groupParts;
