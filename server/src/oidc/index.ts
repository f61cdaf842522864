// STUB: replaced by the OIDC work.
import type { FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import type { IdentityStore } from '../identity.ts';

export interface OidcOptions {
    /** e.g. http://localhost:8080/realms/plants */
    issuer: string;
    accessTokenTtl: number;
    identity: IdentityStore;
    /** Origins whose any path may be a redirect_uri / post_logout_redirect_uri of plants-web. */
    redirectOrigins: string[];
}

export async function registerOidc(_app: FastifyInstance, _opts: OidcOptions): Promise<{ jwks: JSONWebKeySet }> {
    return { jwks: { keys: [] } };
}
