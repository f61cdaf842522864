/**
 * oidc-provider storage in process memory. Ours rather than the built-in one
 * because we need two things it cannot do: end every session of one account
 * (test hook, docs/oidc.md) and accept the JWT-looking wrapped refresh token
 * that keycloak-js insists on decoding (refreshTokenWrapper.ts).
 *
 * Nothing here survives a restart, like the keys (docs/oidc.md).
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { unwrapRefreshToken } from './refreshTokenWrapper.ts';

interface Entry {
    payload: AdapterPayload;
    expiresAt: number;
}

/** Models whose records die with their grant, as in oidc-provider's own. */
const GRANTABLE = new Set([
    'AccessToken',
    'AuthorizationCode',
    'RefreshToken',
    'DeviceCode',
    'BackchannelAuthenticationRequest',
    'PreAuthorizedCode',
]);

/** One store for all models, keyed by `<model>:<id>`. */
export class MemoryStore {
    private readonly entries = new Map<string, Entry>();
    private writes = 0;

    put(model: string, id: string, payload: AdapterPayload, ttl: number) {
        const expiresAt = ttl ? Date.now() + ttl * 1000 : Infinity;
        this.entries.set(`${model}:${id}`, { payload, expiresAt });
        // Expired records go lazily on reads; sweep now and then as well.
        if (++this.writes % 1000 === 0) this.deleteWhere(() => false);
    }

    get(model: string, id: string): AdapterPayload | undefined {
        const key = `${model}:${id}`;
        const entry = this.entries.get(key);
        if (!entry) return undefined;
        if (entry.expiresAt <= Date.now()) {
            this.entries.delete(key);
            return undefined;
        }
        return entry.payload;
    }

    delete(model: string, id: string) {
        this.entries.delete(`${model}:${id}`);
    }

    /** Live records as [model, payload, key], dropping expired ones. */
    private *live(): Generator<[string, AdapterPayload, string]> {
        const now = Date.now();
        for (const [key, entry] of this.entries) {
            if (entry.expiresAt <= now) this.entries.delete(key);
            else yield [key.slice(0, key.indexOf(':')), entry.payload, key];
        }
    }

    findWhere(
        model: string,
        test: (p: AdapterPayload) => boolean
    ): AdapterPayload[] {
        const found: AdapterPayload[] = [];
        for (const [m, payload] of this.live()) {
            if (m === model && test(payload)) found.push(payload);
        }
        return found;
    }

    /** Removes every live record whose payload passes `test`. */
    deleteWhere(test: (p: AdapterPayload, model: string) => boolean): number {
        let removed = 0;
        for (const [model, payload, key] of this.live()) {
            if (test(payload, model)) {
                this.entries.delete(key);
                removed++;
            }
        }
        return removed;
    }

    /** Account ids (token `sub`) that own any live record. */
    accounts(): Set<string> {
        const ids = new Set<string>();
        for (const [, payload] of this.live()) {
            if (typeof payload.accountId === 'string') {
                ids.add(payload.accountId);
            }
        }
        return ids;
    }

    /**
     * Ends everything of one account: sessions, grants and the tokens and
     * codes bound to them. Returns how many records went.
     */
    endAccount(accountId: string): number {
        return this.deleteWhere(p => p.accountId === accountId);
    }
}

/** The adapter class oidc-provider instantiates once per model name. */
export function adapterClass(
    store: MemoryStore
): new (name: string) => Adapter {
    return class MemoryAdapter implements Adapter {
        constructor(readonly name: string) {}

        async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
            store.put(this.name, id, payload, expiresIn);
        }

        async find(id: string) {
            const key =
                this.name === 'RefreshToken' ? unwrapRefreshToken(id) : id;
            return store.get(this.name, key);
        }

        async findByUid(uid: string) {
            return store.findWhere(this.name, p => p.uid === uid)[0];
        }

        async findByUserCode(code: string) {
            return store.findWhere(this.name, p => p.userCode === code)[0];
        }

        async consume(id: string) {
            const found = store.get(this.name, id);
            if (found) found.consumed = Math.floor(Date.now() / 1000);
        }

        async destroy(id: string) {
            store.delete(this.name, id);
        }

        async revokeByGrantId(grantId: string) {
            store.deleteWhere(
                (p, model) => p.grantId === grantId && GRANTABLE.has(model)
            );
        }
    };
}
