/**
 * The realm's signing key: RSA, made at start-up and kept in memory only
 * (docs/oidc.md explains why nothing here is persisted).
 */
import { generateKeyPairSync } from 'node:crypto';
import { calculateJwkThumbprint, type JWK, type JSONWebKeySet } from 'jose';

export interface SigningKeys {
    /** Private JWK for oidc-provider. */
    privateJwk: JWK;
    /** Public JWKS for the API (and `/certs`). */
    jwks: JSONWebKeySet;
}

export async function generateSigningKeys(): Promise<SigningKeys> {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', {
        modulusLength: 2048,
    });
    const pub = publicKey.export({ format: 'jwk' }) as JWK;
    const kid = await calculateJwkThumbprint(pub);
    const meta = { kid, alg: 'RS256', use: 'sig' };
    return {
        privateJwk: {
            ...(privateKey.export({ format: 'jwk' }) as JWK),
            ...meta,
        },
        jwks: { keys: [{ ...pub, ...meta }] },
    };
}
