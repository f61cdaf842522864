/**
 * The embedded Keycloak-compatible sign-in: oidc-provider (a Koa app) mounted
 * under `/realms/plants` on the shared Fastify instance, plus our login page,
 * userinfo, the 3p-cookies stub and the static files they use.
 * docs/oidc.md describes it and what keycloak-js needs from it.
 */
import type { FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import type { Database } from '../db/index.ts';
import type { IdentityStore } from '../db/identityStore.ts';
import {
    contentSecurityPolicy,
    securityHeaders,
    setSecurityHeaders,
} from '../securityHeaders.ts';
import { ASSETS } from './assets.ts';
import { refuseForeignPreflight } from './cors.ts';
import { BruteForceGuard } from './bruteForce.ts';
import { ASSETS_PATH, pageCsp } from './html.ts';
import { registerInteractions } from './interaction.ts';
import { startKeyRing, type LocalKeys } from './keyRing.ts';
import { rotateKeysNow } from './keys.ts';
import { thirdPartyCookiesPage } from './pages.ts';
import { createProvider, SESSION_TTL } from './provider.ts';
import { OidcStore } from './store.ts';
import { registerTestEndpoints } from './testEndpoints.ts';
import { registerUserinfo } from './userinfo.ts';

export interface OidcOptions {
    /** e.g. http://localhost:8080/realms/plants */
    issuer: string;
    accessTokenTtl: number;
    identity: IdentityStore;
    /** Origins whose any path may be a redirect_uri / post_logout_redirect_uri of plants-web. */
    redirectOrigins: string[];
    /** `POST <realm>/test/end-sessions`; defaults to env OIDC_TEST_ENDPOINTS=true. */
    testEndpoints?: boolean;
    /** Brute-force detection; Keycloak's defaults unless a test brings its own. */
    bruteForce?: BruteForceGuard;
    /** Where the keys and oidc-provider's records are kept. */
    db: Database;
    /** Days a signing key signs before the next start replaces it (keys.ts). */
    keyMaxAgeDays?: number;
}

/** What the API needs of the embedded sign-in. */
export interface EmbeddedOidc {
    /** Public keys of the tokens, for the API's verification in process (kept current: keyRing.ts). */
    keys: LocalKeys;
    /** The public keys now (what `…/certs` serves). */
    readonly jwks: JSONWebKeySet;
    /** The guard that counts failed sign-ins (a wrong current password counts). */
    bruteForce: BruteForceGuard;
    /**
     * Ends every sign-in session, grant and refresh token of the account
     * `sub`, except the session whose uid is `keepSid` (a token's `sid`).
     */
    endSessions(sub: string, keepSid?: string): Promise<number>;
    /** Stops following the keys. */
    close(): Promise<void>;
}

/** Keys are replaced at the first start after this many days (keys.ts). */
export const KEY_MAX_AGE_DAYS = 90;

export async function registerOidc(
    app: FastifyInstance,
    opts: OidcOptions
): Promise<EmbeddedOidc> {
    const issuer = new URL(opts.issuer);
    const base = issuer.pathname.replace(/\/$/, '');
    const origins = [
        ...new Set(
            [issuer.href, ...opts.redirectOrigins].map(o => new URL(o).origin)
        ),
    ];
    const keys = await startKeyRing(opts.db, {
        maxAgeDays: opts.keyMaxAgeDays ?? KEY_MAX_AGE_DAYS,
        // Whatever a replaced key signed lives at most one sign-in session.
        keepSeconds: SESSION_TTL,
    });
    const store = new OidcStore(opts.db);
    await store.sweep();
    const guard = opts.bruteForce ?? new BruteForceGuard(opts.db);
    const newProvider = () =>
        createProvider({
            issuer: opts.issuer,
            accessTokenTtl: opts.accessTokenTtl,
            identity: opts.identity,
            origins,
            keys: keys.current(),
            store,
        });
    // oidc-provider takes its keys once, at construction: new keys (a
    // rotation, here or in another process) get a new provider. Its state
    // is all in the database (store.ts), so requests under way finish on
    // the old one and the next ones find the same sessions on the new.
    let provider = newProvider();
    let callback = provider.callback();
    keys.onChange(() => {
        provider = newProvider();
        callback = provider.callback();
    });
    const currentProvider = () => provider;
    const testEndpoints =
        opts.testEndpoints ?? process.env.OIDC_TEST_ENDPOINTS === 'true';

    // An encapsulated scope: its parsers leave request bodies unread, because
    // oidc-provider reads its own; the API's JSON parsing is not touched.
    await app.register(async scope => {
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', (_req, _body, done) =>
            done(null, undefined)
        );

        scope.get<{ Params: { file: string } }>(
            `${base}${ASSETS_PATH}/:file`,
            async (req, reply) => {
                // Own names only: `__proto__` is not an asset.
                const asset = Object.hasOwn(ASSETS, req.params.file)
                    ? ASSETS[req.params.file]
                    : undefined;
                if (!asset) return reply.code(404).send();
                return reply
                    .type(asset.type)
                    .header('cache-control', 'public, max-age=300')
                    .header('x-content-type-options', 'nosniff')
                    .send(asset.body);
            }
        );
        scope.get(
            `${base}/protocol/openid-connect/3p-cookies/step1.html`,
            async (_req, reply) =>
                reply
                    .type('text/html; charset=utf-8')
                    .header(
                        'content-security-policy',
                        pageCsp(origins, ["'self'", ...origins].join(' '))
                    )
                    .send(thirdPartyCookiesPage(base))
        );
        registerInteractions(scope, {
            provider: currentProvider,
            base,
            identity: opts.identity,
            origins,
            guard,
        });
        registerUserinfo(scope, {
            provider: currentProvider,
            base,
            issuer: opts.issuer,
            keys,
            identity: opts.identity,
            origins,
        });
        if (testEndpoints) {
            registerTestEndpoints(scope, {
                base,
                store,
                identity: opts.identity,
                async rotateKeys() {
                    await rotateKeysNow(opts.db, SESSION_TTL);
                    await keys.refresh();
                    return keys.current().privateJwks[0]?.kid ?? '';
                },
            });
        }

        const csp = contentSecurityPolicy();
        const publicUrl = new URL(opts.issuer);
        const https = publicUrl.protocol === 'https:';
        scope.all(`${base}/*`, async (req, reply) => {
            const path = (req.raw.url ?? '/').slice(base.length);
            if (refuseForeignPreflight(req, reply, path, origins)) return reply;
            reply.hijack();
            // A hijacked answer skips Fastify's hooks: the headers go on
            // the raw response (oidc-provider may set its own CSP over them).
            setSecurityHeaders(reply.raw, securityHeaders(req, csp, https));
            // oidc-provider builds discovery, form and redirect URLs from
            // the request's host: it sees the configured public origin,
            // whatever Host or X-Forwarded-* a client sends.
            req.raw.headers.host = publicUrl.host;
            req.raw.headers['x-forwarded-host'] = publicUrl.host;
            req.raw.headers['x-forwarded-proto'] = publicUrl.protocol.slice(
                0,
                -1
            );
            // As Express's app.use(prefix) does: oidc-provider derives its
            // mount path from originalUrl vs url.
            const url = req.raw.url ?? '/';
            Object.assign(req.raw, {
                originalUrl: url,
                url: url.slice(base.length) || '/',
            });
            await callback(req.raw, reply.raw);
        });
    });

    return {
        keys,
        get jwks() {
            return keys.current().jwks;
        },
        bruteForce: guard,
        endSessions: (sub, keepSid) => store.endAccount(sub, keepSid),
        close: () => keys.stop(),
    };
}
