// STUB: replaced by the REST/database work.
import type { IdentityStore } from '../identity.ts';
import type { Database } from './index.ts';

export function createIdentityStore(_db: Database): IdentityStore {
    throw new Error('not implemented');
}
