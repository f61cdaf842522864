/**
 * oidc-provider configured as a Keycloak 26 stand-in for keycloak-js
 * (docs/oidc.md: what it serves, its tokens and where it differs from Keycloak).
 */
import Provider, {
    type Configuration,
    type KoaContextWithOIDC,
} from 'oidc-provider';
import type { IdentityStore } from '../db/identityStore.ts';
import {
    accessTokenClaims,
    CLIENT_ID,
    PROFILE_CLAIM_NAMES,
    profileClaims,
} from './claims.ts';
import type { SigningKeys } from './keys.ts';
import { adapterClass, type OidcStore } from './store.ts';
import { pickLocale } from './messages.ts';
import { errorPage, logoutPage, signedOutPage } from './pages.ts';
import { pageCsp } from './html.ts';
import { allowAnyPathOn } from './redirectOrigins.ts';
import {
    allowCredentials,
    restoreMountedUrl,
    unwrapRevokedTokens,
    wrapRefreshTokens,
} from './middleware.ts';

/** Resource indicator of the API; access tokens for it are JWTs. */
export const RESOURCE = 'urn:plants:api';
/** Keycloak's SSO Session Max default: refresh tokens die with it. */
export const SESSION_TTL = 10 * 60 * 60;

export const OIDC_PATHS = {
    authorization: '/protocol/openid-connect/auth',
    token: '/protocol/openid-connect/token',
    end_session: '/protocol/openid-connect/logout',
    userinfo: '/protocol/openid-connect/userinfo',
    jwks: '/protocol/openid-connect/certs',
    revocation: '/protocol/openid-connect/revoke',
    pushed_authorization_request: '/protocol/openid-connect/ext/par/request',
};

export interface ProviderOptions {
    issuer: string;
    accessTokenTtl: number;
    identity: IdentityStore;
    /** Origins (scheme://host:port) whose every path may be a redirect. */
    origins: string[];
    keys: SigningKeys;
    store: OidcStore;
}

const localeOf = (ctx: KoaContextWithOIDC) =>
    pickLocale({
        explicit: ctx.oidc.params?.kc_locale,
        uiLocales: ctx.oidc.params?.ui_locales,
        acceptLanguage: ctx.get('accept-language'),
    });

export function createProvider(opts: ProviderOptions): Provider {
    const base = new URL(opts.issuer).pathname;
    const htmlPage = (ctx: KoaContextWithOIDC, html: string) => {
        ctx.type = 'html';
        ctx.set('content-security-policy', pageCsp(opts.origins));
        ctx.body = html;
    };
    const config: Configuration = {
        adapter: adapterClass(opts.store),
        clients: [
            {
                client_id: CLIENT_ID,
                client_name: 'Plants',
                token_endpoint_auth_method: 'none',
                grant_types: ['authorization_code', 'refresh_token'],
                response_types: ['code'],
                // Matched by origin in redirectOrigins.ts, like `<origin>/*`.
                redirect_uris: opts.origins.map(o => `${o}/`),
                post_logout_redirect_uris: opts.origins.map(o => `${o}/`),
            },
        ],
        // The first key of each kind signs; the others only verify
        // (keys.ts: rotation).
        jwks: { keys: opts.keys.privateJwks },
        cookies: { keys: opts.keys.cookieKeys },
        // Keycloak adds profile and email claims to the ID token even for
        // `scope=openid`; keycloak-js reads them from there.
        claims: {
            openid: PROFILE_CLAIM_NAMES,
            profile: PROFILE_CLAIM_NAMES,
            email: ['email', 'email_verified'],
        },
        conformIdTokenClaims: false,
        responseTypes: ['code'],
        extraParams: ['kc_locale'],
        async findAccount(_ctx, sub) {
            const account = await opts.identity.findBySubject(sub);
            if (!account) return undefined;
            return {
                accountId: account.subject,
                claims: async () => profileClaims(account),
            };
        },
        async extraTokenClaims(_ctx, token) {
            if (token.kind !== 'AccessToken' || !token.accountId) return;
            const account = await opts.identity.findBySubject(token.accountId);
            if (!account) return;
            return accessTokenClaims(
                account,
                token.clientId ?? CLIENT_ID,
                opts.origins
            );
        },
        // Keycloak never asks first-party users for consent.
        async loadExistingGrant(ctx) {
            const { client, session, account } = ctx.oidc;
            if (!client || !session || !account) return undefined;
            const grantId =
                ctx.oidc.result?.consent?.grantId ??
                session.grantIdFor(client.clientId);
            let grant = grantId
                ? await ctx.oidc.provider.Grant.find(grantId)
                : undefined;
            if (grant?.accountId !== account.accountId) {
                grant = new ctx.oidc.provider.Grant({
                    accountId: account.accountId,
                    clientId: client.clientId,
                });
            }
            grant.addOIDCScope(
                ['openid', ...ctx.oidc.requestParamScopes].join(' ')
            );
            grant.addResourceScope(RESOURCE, 'openid profile email');
            await grant.save();
            return grant;
        },
        // keycloak-js never asks for offline_access, yet needs refresh tokens.
        issueRefreshToken: async (_ctx, client) =>
            client.grantTypeAllowed('refresh_token'),
        rotateRefreshToken: false,
        clientBasedCORS: (_ctx, origin) => opts.origins.includes(origin),
        pkce: { required: () => true },
        interactions: {
            // Not mount-aware by default: the prefix must be spelled out.
            url: (_ctx, interaction) =>
                `${base}/interaction/${interaction.uid}`,
        },
        routes: OIDC_PATHS,
        ttl: {
            AccessToken: (_ctx, token) =>
                token.resourceServer?.accessTokenTTL ?? opts.accessTokenTtl,
            IdToken: opts.accessTokenTtl,
            AuthorizationCode: 60,
            Interaction: 60 * 60,
            Session: SESSION_TTL,
            Grant: SESSION_TTL,
            RefreshToken: SESSION_TTL,
        },
        features: {
            devInteractions: { enabled: false },
            revocation: { enabled: true },
            resourceIndicators: {
                enabled: true,
                defaultResource: () => RESOURCE,
                // Else `scope=openid` yields an opaque userinfo-only token.
                useGrantedResource: () => true,
                getResourceServerInfo: () => ({
                    scope: 'openid profile email',
                    audience: 'account',
                    accessTokenTTL: opts.accessTokenTtl,
                    accessTokenFormat: 'jwt',
                    jwt: { sign: { alg: 'RS256' } },
                }),
            },
            rpInitiatedLogout: {
                enabled: true,
                async logoutSource(ctx, form) {
                    // oidc-provider has already refused an invalid hint.
                    const params = ctx.oidc.params as
                        { id_token_hint?: unknown } | undefined;
                    htmlPage(
                        ctx,
                        logoutPage({
                            base,
                            locale: localeOf(ctx),
                            form,
                            confirmed:
                                typeof params?.id_token_hint === 'string' &&
                                params.id_token_hint !== '',
                        })
                    );
                },
                async postLogoutSuccessSource(ctx) {
                    htmlPage(
                        ctx,
                        signedOutPage({ base, locale: localeOf(ctx) })
                    );
                },
            },
        },
        formats: {
            customizers: {
                async jwt(_ctx, token, jwt) {
                    // keycloak-js and Keycloak-minded backends expect these.
                    jwt.header = { ...jwt.header, typ: 'JWT' };
                    jwt.payload.sid = token.sid ?? token.sessionUid;
                },
            },
        },
        async renderError(ctx, out) {
            htmlPage(
                ctx,
                errorPage({
                    base,
                    locale: localeOf(ctx),
                    error: out.error,
                    description: out.error_description,
                })
            );
        },
    };
    const provider = new Provider(opts.issuer, config);
    // The mount sets X-Forwarded-* from PUBLIC_URL (index.ts), so `secure`
    // follows the configured origin, never a client.
    provider.proxy = true;
    allowAnyPathOn(provider, opts.origins);
    provider.use(restoreMountedUrl);
    provider.use(allowCredentials);
    provider.use(unwrapRevokedTokens(OIDC_PATHS.revocation));
    provider.use(
        wrapRefreshTokens({
            issuer: opts.issuer,
            tokenPath: OIDC_PATHS.token,
            ttl: SESSION_TTL,
        })
    );
    return provider;
}
