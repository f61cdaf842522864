/**
 * The realm's keys as every process holds them, kept current without a
 * restart (docs/deployment.md, "Signing keys"): several server processes
 * on one PostgreSQL must sign and verify with the same keys, and a
 * rotation made by one of them (or by `npm run oidc:rotate-keys`) must
 * reach the others. The keys are loaded again
 *   - when a rotation is announced on the `oidc_keys` channel (keys.ts
 *     sends it in the rotating transaction), at once;
 *   - when a token names a key this process does not hold (the
 *     announcement was missed: a lost listening connection), at most once
 *     every RELOAD_ON_MISS_MS so forged key ids cannot load the database;
 *   - every CHECK_MS, which also applies the policy of `loadKeys`: keys
 *     past their retirement are deleted and, when the signing key is older
 *     than the policy allows, a new one is made, so processes that run for
 *     months still rotate.
 * Listeners (the provider, the API's verification) hear every change.
 */
import {
    createLocalJWKSet,
    errors as joseErrors,
    type JWTVerifyGetKey,
} from 'jose';
import type { Database } from '../db/index.ts';
import {
    KEYS_CHANNEL,
    loadKeys,
    type KeyPolicy,
    type SigningKeys,
} from './keys.ts';

/** How often a process loads the keys anyway. */
export const CHECK_MS = 60_000;
/** A token with an unknown key id loads the keys at most this often. */
export const RELOAD_ON_MISS_MS = 5_000;

/** What the API's token check needs of the embedded sign-in's keys. */
export interface LocalKeys {
    /** jose's key lookup over the public keys, loading them again on a miss. */
    getKey: JWTVerifyGetKey;
    /** Hears each change of the keys (cached verifications are forgotten). */
    onChange(listener: () => void): void;
}

export interface KeyRing extends LocalKeys {
    /** The keys now. */
    current(): SigningKeys;
    /** Loads the keys again; answers whether they changed. */
    refresh(): Promise<boolean>;
    stop(): Promise<void>;
}

/** What identifies a set of keys: their ids and which one signs. */
const fingerprint = (k: SigningKeys) =>
    JSON.stringify([k.privateJwks.map(j => j.kid), k.cookieKeys]);

export async function startKeyRing(
    db: Database,
    policy: KeyPolicy,
    opts: { checkMs?: number; onError?: (err: unknown) => void } = {}
): Promise<KeyRing> {
    let keys = await loadKeys(db, policy);
    let local = createLocalJWKSet(keys.jwks);
    const listeners: (() => void)[] = [];
    const onError =
        opts.onError ??
        ((err: unknown) =>
            process.stderr.write(
                `sign-in keys: reload failed: ${err instanceof Error ? err.message : String(err)}\n`
            ));

    let loading: Promise<boolean> | null = null;
    const refresh = (): Promise<boolean> => {
        // Concurrent asks share one load.
        loading ??= (async () => {
            try {
                const next = await loadKeys(db, policy);
                if (fingerprint(next) === fingerprint(keys)) return false;
                keys = next;
                local = createLocalJWKSet(keys.jwks);
                for (const l of listeners) l();
                return true;
            } finally {
                loading = null;
            }
        })();
        return loading;
    };

    let lastMissLoad = 0;
    const getKey: JWTVerifyGetKey = async (header, token) => {
        try {
            return await local(header, token);
        } catch (err) {
            if (!(err instanceof joseErrors.JWKSNoMatchingKey)) throw err;
            if (Date.now() - lastMissLoad < RELOAD_ON_MISS_MS) throw err;
            lastMissLoad = Date.now();
            if (!(await refresh())) throw err;
            return local(header, token);
        }
    };

    const unlisten = await db.listen(KEYS_CHANNEL, () => {
        refresh().catch(onError);
    });
    const timer = setInterval(
        () => void refresh().catch(onError),
        opts.checkMs ?? CHECK_MS
    );
    timer.unref();

    return {
        current: () => keys,
        getKey,
        onChange: listener => void listeners.push(listener),
        refresh,
        async stop() {
            clearInterval(timer);
            await unlisten();
            await loading?.catch(() => undefined);
        },
    };
}
