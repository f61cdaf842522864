// STUB: replaced by the REST work.
import type { FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import type { Database } from '../db/index.ts';

export interface ApiOptions {
    db: Database;
    /** Issuer every access token must carry. */
    issuer: string;
    /** Audience every access token must carry. */
    audience: string;
    /** The embedded IdP's public keys; absent means fetch `${issuer}/protocol/openid-connect/certs`. */
    localJwks?: JSONWebKeySet;
}

export async function registerApi(_app: FastifyInstance, _opts: ApiOptions): Promise<void> {}
