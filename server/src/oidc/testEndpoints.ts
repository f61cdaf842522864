/**
 * Test-only (OIDC_TEST_ENDPOINTS=true): ends every session and grant of one
 * user, as an administrator would with Keycloak's "Sign out all sessions".
 * The user's next refresh then gets 400 invalid_grant. And rotates the
 * realm's keys in this process, as `npm run oidc:rotate-keys` does, so a
 * test can see the other processes take them up. Never enable it on a
 * reachable server: it needs no credentials.
 */
import type { FastifyInstance } from 'fastify';
import type { IdentityStore } from '../db/identityStore.ts';
import type { OidcStore } from './store.ts';

/** Ends the sessions of the accounts matching `username` (or `sub`). */
export async function endSessionsOf(
    store: OidcStore,
    identity: IdentityStore,
    who: { username?: string; sub?: string }
): Promise<number> {
    let ended = 0;
    for (const accountId of await store.accounts()) {
        const account = who.username
            ? await identity.findBySubject(accountId)
            : undefined;
        const matches =
            accountId === who.sub ||
            (!!who.username && account?.username === who.username);
        if (matches) ended += await store.endAccount(accountId);
    }
    return ended;
}

export function registerTestEndpoints(
    scope: FastifyInstance,
    opts: {
        base: string;
        store: OidcStore;
        identity: IdentityStore;
        /** Rotates the keys (the old ones verify on); answers the new signing key's id. */
        rotateKeys(): Promise<string>;
    }
): void {
    scope.post(`${opts.base}/test/rotate-keys`, async (_req, reply) =>
        reply.send({ kid: await opts.rotateKeys() })
    );
    scope.post<{ Querystring: { username?: string; sub?: string } }>(
        `${opts.base}/test/end-sessions`,
        async (req, reply) => {
            const { username, sub } = req.query;
            if (!username && !sub) {
                return reply
                    .code(400)
                    .send({ error: 'username or sub required' });
            }
            const ended = await endSessionsOf(opts.store, opts.identity, {
                username,
                sub,
            });
            return reply.send({ ended });
        }
    );
}
