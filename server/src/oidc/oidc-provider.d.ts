/**
 * The part of oidc-provider 9 this folder uses. The package ships no types and
 * `@types/oidc-provider` lags behind v9, so we declare only what we call.
 */
declare module 'oidc-provider' {
    import type { IncomingMessage, ServerResponse } from 'node:http';
    import type { JWK } from 'jose';

    export interface AdapterPayload {
        [key: string]: unknown;
        jti?: string;
        uid?: string;
        grantId?: string;
        accountId?: string;
        userCode?: string;
        consumed?: unknown;
    }

    export interface Adapter {
        upsert(
            id: string,
            payload: AdapterPayload,
            expiresIn: number
        ): Promise<void>;
        find(id: string): Promise<AdapterPayload | undefined>;
        findByUid(uid: string): Promise<AdapterPayload | undefined>;
        findByUserCode(code: string): Promise<AdapterPayload | undefined>;
        consume(id: string): Promise<void>;
        destroy(id: string): Promise<void>;
        revokeByGrantId(grantId: string): Promise<void>;
    }

    export type AccountClaims = Record<string, unknown> & { sub: string };

    export interface Account {
        accountId: string;
        claims(
            use: string,
            scope: string,
            claims: unknown,
            rejected: string[]
        ): Promise<AccountClaims>;
    }

    export interface Client {
        clientId: string;
        redirectUris: string[];
        postLogoutRedirectUris: string[];
        redirectUriAllowed(value: string): boolean;
        postLogoutRedirectUriAllowed(value: string): boolean;
        grantTypeAllowed(type: string): boolean;
    }

    export interface Grant {
        jti: string;
        accountId: string;
        clientId: string;
        addOIDCScope(scope: string): void;
        addResourceScope(resource: string, scope: string): void;
        save(): Promise<string>;
        destroy(): Promise<void>;
    }

    export interface Session {
        jti: string;
        uid: string;
        accountId?: string;
        grantIdFor(clientId: string): string | undefined;
        destroy(): Promise<void>;
    }

    export interface Interaction {
        uid: string;
        prompt: {
            name: string;
            reasons: string[];
            details: Record<string, unknown>;
        };
        params: Record<string, unknown>;
        session?: { accountId?: string; uid: string };
        grantId?: string;
        returnTo: string;
    }

    export interface InteractionResults {
        login?: { accountId: string; remember?: boolean };
        consent?: { grantId: string };
        error?: string;
        error_description?: string;
    }

    /** The token being minted, as extraTokenClaims and customizers see it. */
    export interface Token {
        kind: string;
        accountId?: string;
        clientId?: string;
        sessionUid?: string;
        sid?: string;
    }

    export interface OIDCContext {
        route?: string;
        client?: Client;
        params?: Record<string, unknown>;
        session?: Session;
        account?: Account;
        provider: Provider;
        result?: InteractionResults;
        requestParamScopes: Set<string>;
    }

    export interface KoaContextWithOIDC {
        /** `originalUrl` is set by our mount (index.ts), as Express does. */
        req: IncomingMessage & { originalUrl?: string };
        path: string;
        method: string;
        status: number;
        body: unknown;
        type: string;
        host: string;
        get(field: string): string;
        set(field: string, value: string): void;
        response: { get(field: string): string };
        oidc: OIDCContext;
    }

    export type Middleware = (
        ctx: KoaContextWithOIDC,
        next: () => Promise<void>
    ) => Promise<void>;

    export interface ClientMetadata {
        client_id: string;
        token_endpoint_auth_method: string;
        grant_types: string[];
        response_types: string[];
        redirect_uris: string[];
        post_logout_redirect_uris: string[];
        client_name?: string;
    }

    export interface ResourceServer {
        scope: string;
        audience: string;
        accessTokenTTL: number;
        accessTokenFormat: 'jwt' | 'opaque';
        jwt?: { sign: { alg: string } };
    }

    export interface OidcError {
        error: string;
        error_description?: string;
        iss?: string;
        state?: string;
    }

    export interface Configuration {
        adapter: new (name: string) => Adapter;
        clients: ClientMetadata[];
        jwks: { keys: JWK[] };
        cookies: {
            keys: string[];
            long?: Record<string, unknown>;
            short?: Record<string, unknown>;
        };
        claims: Record<string, string[]>;
        scopes?: string[];
        conformIdTokenClaims: boolean;
        responseTypes?: string[];
        extraParams?: string[];
        findAccount(
            ctx: KoaContextWithOIDC,
            sub: string
        ): Promise<Account | undefined>;
        extraTokenClaims(
            ctx: KoaContextWithOIDC,
            token: Token
        ): Promise<Record<string, unknown> | undefined>;
        loadExistingGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined>;
        issueRefreshToken(
            ctx: KoaContextWithOIDC,
            client: Client
        ): Promise<boolean>;
        rotateRefreshToken: boolean;
        clientBasedCORS(
            ctx: KoaContextWithOIDC,
            origin: string,
            client: Client
        ): boolean;
        pkce: {
            required(ctx: KoaContextWithOIDC, client: Client): boolean;
        };
        interactions: {
            url(ctx: KoaContextWithOIDC, interaction: Interaction): string;
        };
        routes: Record<string, string>;
        ttl: Record<
            string,
            | number
            | ((
                  ctx: KoaContextWithOIDC,
                  token: { resourceServer?: ResourceServer }
              ) => number)
        >;
        features: {
            devInteractions: { enabled: boolean };
            revocation?: { enabled: boolean };
            resourceIndicators: {
                enabled: boolean;
                defaultResource(ctx: KoaContextWithOIDC): string;
                useGrantedResource(): boolean;
                getResourceServerInfo(): ResourceServer;
            };
            rpInitiatedLogout: {
                enabled: boolean;
                logoutSource(
                    ctx: KoaContextWithOIDC,
                    form: string
                ): Promise<void>;
                postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void>;
            };
        };
        formats: {
            customizers: {
                jwt(
                    ctx: KoaContextWithOIDC,
                    token: Token,
                    jwt: {
                        header?: Record<string, unknown>;
                        payload: Record<string, unknown>;
                    }
                ): Promise<void>;
            };
        };
        renderError(
            ctx: KoaContextWithOIDC,
            out: OidcError,
            error: Error
        ): Promise<void>;
    }

    export class Provider {
        constructor(issuer: string, configuration: Configuration);
        readonly issuer: string;
        proxy: boolean;
        readonly Client: { prototype: Client };
        readonly Grant: {
            new (props: { accountId: string; clientId: string }): Grant;
            find(id: string): Promise<Grant | undefined>;
        };
        readonly Session: {
            find(id: string): Promise<Session | undefined>;
            findByUid(uid: string): Promise<Session | undefined>;
        };
        callback(): (req: IncomingMessage, res: ServerResponse) => unknown;
        use(middleware: Middleware): void;
        interactionDetails(
            req: IncomingMessage,
            res: ServerResponse
        ): Promise<Interaction>;
        interactionResult(
            req: IncomingMessage,
            res: ServerResponse,
            result: InteractionResults,
            options?: { mergeWithLastSubmission?: boolean }
        ): Promise<string>;
        on(event: string, listener: (...args: unknown[]) => void): this;
    }

    export default Provider;
}
