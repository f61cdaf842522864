/**
 * Restarts keep users signed in: the embedded sign-in
 * keeps its keys and oidc-provider's records in the database, so an access
 * token, a refresh token and an ID token (the logout hint) issued before a
 * restart still work after it. A deliberate key rotation keeps the old key
 * for verification while the new one signs.
 */
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/index.ts';
import { loadKeys } from '../../server/src/oidc/keys.ts';
import { CLIENT_ID, signIn } from './helpers/login.ts';
import { seededDatabase } from './helpers/seeded.ts';
import {
    startServer,
    stopServer,
    type StartedServer,
} from './helpers/server.ts';

let dataDir: string;
let databaseUrl: string | undefined;
let dropDb: () => Promise<void> = async () => {};
let server: StartedServer | undefined;

const env = () => (databaseUrl ? { DATABASE_URL: databaseUrl } : undefined);

beforeAll(async () => {
    const copy = await seededDatabase('plants-restart-');
    dataDir = copy.dataDir;
    databaseUrl = copy.url;
    dropDb = copy.drop;
});

afterAll(async () => {
    await stopServer(server?.child);
    await dropDb();
});

const session = (baseUrl: string, accessToken: string) =>
    fetch(`${baseUrl}/api/user/session`, {
        headers: { authorization: `Bearer ${accessToken}` },
    });

const refresh = (baseUrl: string, refreshToken: string) =>
    fetch(`${baseUrl}/realms/plants/protocol/openid-connect/token`, {
        method: 'POST',
        body: new URLSearchParams({
            grant_type: 'refresh_token',
            client_id: CLIENT_ID,
            refresh_token: refreshToken,
        }),
    });

describe('a restart of the server (same database)', () => {
    it('keeps access, refresh and ID tokens valid, also across a key rotation', async () => {
        server = await startServer({ dataDir, env: env() });
        const { port } = server;
        const before = await signIn(server.baseUrl, 'admin', 'Admin#2026');
        expect((await session(server.baseUrl, before.accessToken)).status).toBe(
            200
        );
        expect(await stopServer(server.child)).toBe(0);

        // Same port: the issuer (and so every token's `iss`) is unchanged.
        server = await startServer({ dataDir, port, env: env() });
        const base = server.baseUrl;
        expect((await session(base, before.accessToken)).status).toBe(200);
        const refreshed = await refresh(base, before.refreshToken);
        expect(refreshed.status).toBe(200);
        const tokens = (await refreshed.json()) as { access_token: string };
        expect((await session(base, tokens.access_token)).status).toBe(200);
        // The ID token from before the restart is still a valid logout hint:
        // the logout page, not "could not validate id_token_hint".
        const logout = await fetch(
            `${base}/realms/plants/protocol/openid-connect/logout?${new URLSearchParams(
                {
                    client_id: CLIENT_ID,
                    id_token_hint: before.idToken,
                    post_logout_redirect_uri: `${base}/`,
                }
            )}`
        );
        expect(logout.status).toBe(200);
        expect(await logout.text()).not.toMatch(/id_token_hint/);
        expect(await stopServer(server.child)).toBe(0);

        // A deliberate rotation (keys.ts): a new key signs from the next
        // start, the old one still verifies what it signed.
        const db = await openDatabase({ databaseUrl, dataDir });
        const rotated = await loadKeys(db, {
            maxAgeDays: 0,
            keepSeconds: 3600,
        });
        await db.close();
        expect(rotated.jwks.keys).toHaveLength(2);
        const oldKid = decodeProtectedHeader(before.accessToken).kid;
        expect(rotated.privateJwks[0]?.kid).not.toBe(oldKid);
        expect(rotated.privateJwks[1]?.kid).toBe(oldKid);
        // Private parts never reach the public set.
        expect(
            rotated.jwks.keys.every(k => k.d === undefined && k.p === undefined)
        ).toBe(true);

        server = await startServer({ dataDir, port, env: env() });
        expect((await session(base, tokens.access_token)).status).toBe(200);
        const certs = (await (
            await fetch(`${base}/realms/plants/protocol/openid-connect/certs`)
        ).json()) as { keys: { kid: string; d?: string }[] };
        expect(certs.keys.map(k => k.kid)).toContain(oldKid);
        expect(certs.keys.every(k => k.d === undefined)).toBe(true);
        const after = await signIn(base, 'admin', 'Admin#2026');
        expect(decodeProtectedHeader(after.accessToken).kid).toBe(
            rotated.privateJwks[0]?.kid
        );
        expect((await session(base, after.accessToken)).status).toBe(200);
        expect((await refresh(base, after.refreshToken)).status).toBe(200);
    }, 300_000);
});
