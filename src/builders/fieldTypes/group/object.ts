import { groupParts } from './groupParts';

export const object = groupParts;
