/**
 * oidc-provider storage in the database (`oidc_record`, migration
 * 0006_oidc_state): sessions, grants, refresh tokens, codes and interactions
 * survive a restart, and several processes on one PostgreSQL share them.
 * Ours rather than a generic adapter because we also need to end every
 * session of one account (password change, test hook; docs/oidc.md) and to
 * accept the JWT-looking wrapped refresh token that keycloak-js insists on
 * decoding (refreshTokenWrapper.ts).
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/index.ts';
import { unwrapRefreshToken } from './refreshTokenWrapper.ts';

/** Models whose records die with their grant, as in oidc-provider's own. */
const GRANTABLE = [
    'AccessToken',
    'AuthorizationCode',
    'RefreshToken',
    'DeviceCode',
    'BackchannelAuthenticationRequest',
    'PreAuthorizedCode',
];

/** Expired records are swept at start and after this many writes. */
const SWEEP_EVERY = 500;

const text = (v: unknown): string | null =>
    typeof v === 'string' && v !== '' ? v : null;

/** One table for all models, keyed by (model, id). */
export class OidcStore {
    private writes = 0;

    constructor(private readonly db: Database) {}

    async put(
        model: string,
        id: string,
        payload: AdapterPayload,
        ttl: number
    ): Promise<void> {
        const expiresAt = ttl
            ? new Date(Date.now() + ttl * 1000).toISOString()
            : null;
        await this.db.query(
            `INSERT INTO oidc_record
                (model, id, payload, grant_id, account_id, uid, user_code, expires_at)
             VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8)
             ON CONFLICT (model, id) DO UPDATE SET
                payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
                account_id = EXCLUDED.account_id, uid = EXCLUDED.uid,
                user_code = EXCLUDED.user_code, expires_at = EXCLUDED.expires_at`,
            [
                model,
                id,
                JSON.stringify(payload),
                text(payload.grantId),
                text(payload.accountId),
                text(payload.uid),
                text(payload.userCode),
                expiresAt,
            ]
        );
        if (++this.writes % SWEEP_EVERY === 0) await this.sweep();
    }

    private async findOne(
        model: string,
        column: 'id' | 'uid' | 'user_code',
        value: string
    ): Promise<AdapterPayload | undefined> {
        const { rows } = await this.db.query<{ payload: AdapterPayload }>(
            `SELECT payload FROM oidc_record
             WHERE model = $1 AND ${column} = $2
               AND (expires_at IS NULL OR expires_at > now())
             LIMIT 1`,
            [model, value]
        );
        return rows[0]?.payload;
    }

    get(model: string, id: string) {
        return this.findOne(model, 'id', id);
    }

    findByUid(model: string, uid: string) {
        return this.findOne(model, 'uid', uid);
    }

    findByUserCode(model: string, code: string) {
        return this.findOne(model, 'user_code', code);
    }

    async consume(model: string, id: string): Promise<void> {
        await this.db.query(
            `UPDATE oidc_record
             SET payload = jsonb_set(payload, '{consumed}', to_jsonb($3::bigint))
             WHERE model = $1 AND id = $2`,
            [model, id, Math.floor(Date.now() / 1000)]
        );
    }

    async delete(model: string, id: string): Promise<void> {
        await this.db.query(
            'DELETE FROM oidc_record WHERE model = $1 AND id = $2',
            [model, id]
        );
    }

    async revokeByGrantId(grantId: string): Promise<void> {
        await this.db.query(
            `DELETE FROM oidc_record WHERE grant_id = $1
             AND model IN (SELECT jsonb_array_elements_text($2::jsonb))`,
            [grantId, JSON.stringify(GRANTABLE)]
        );
    }

    /** Drops expired records; returns how many went. */
    async sweep(): Promise<number> {
        const { rows } = await this.db.query(
            'DELETE FROM oidc_record WHERE expires_at <= now() RETURNING 1'
        );
        return rows.length;
    }

    /** Account ids (token `sub`) that own any live record. */
    async accounts(): Promise<Set<string>> {
        const { rows } = await this.db.query<{ account_id: string }>(
            `SELECT DISTINCT account_id FROM oidc_record
             WHERE account_id IS NOT NULL
               AND (expires_at IS NULL OR expires_at > now())`
        );
        return new Set(rows.map(r => r.account_id));
    }

    /**
     * Ends everything of one account: sessions, grants and the tokens and
     * codes bound to them, except the sign-in session whose `uid` is
     * `keepSessionUid` (a token's `sid`) and the grants it holds. Returns
     * how many records went.
     */
    async endAccount(
        accountId: string,
        keepSessionUid?: string
    ): Promise<number> {
        const kept = keepSessionUid
            ? await this.findByUid('Session', keepSessionUid)
            : undefined;
        const keepGrants =
            kept?.accountId === accountId
                ? Object.values(
                      (kept.authorizations ?? {}) as Record<
                          string,
                          { grantId?: string }
                      >
                  )
                      .map(a => a.grantId)
                      .filter((g): g is string => typeof g === 'string')
                : [];
        const keepUid = kept?.accountId === accountId ? keepSessionUid : null;
        const { rows } = await this.db.query(
            `WITH keep AS (SELECT jsonb_array_elements_text($3::jsonb))
             DELETE FROM oidc_record
             WHERE (account_id = $1 OR grant_id IN (
                    SELECT id FROM oidc_record
                    WHERE model = 'Grant' AND account_id = $1))
               AND NOT (model = 'Session' AND COALESCE(uid = $2::text, false))
               AND NOT (model = 'Grant' AND id IN (SELECT * FROM keep))
               AND NOT (grant_id IS NOT NULL
                        AND grant_id IN (SELECT * FROM keep))
             RETURNING 1`,
            [accountId, keepUid, JSON.stringify(keepGrants)]
        );
        return rows.length;
    }
}

/**
 * Ends everything of these accounts (token `sub`s): sign-in sessions,
 * grants, and the refresh tokens, access tokens and codes bound to them,
 * as `endAccount` does with no session kept. Through `db`, so inside a
 * transaction it happens when (and only if) the transaction commits: the
 * write that took the accounts' access away (server/src/api/
 * accessEnds.ts). Answers how many records went.
 */
export async function endAccountsIn(
    db: Database,
    accountIds: readonly string[]
): Promise<number> {
    if (accountIds.length === 0) return 0;
    const { rows } = await db.query(
        `DELETE FROM oidc_record
         WHERE account_id = ANY($1::text[])
            OR grant_id IN (
                SELECT id FROM oidc_record
                WHERE model = 'Grant' AND account_id = ANY($1::text[]))
         RETURNING 1`,
        [accountIds]
    );
    return rows.length;
}

/** The adapter class oidc-provider instantiates once per model name. */
export function adapterClass(store: OidcStore): new (name: string) => Adapter {
    return class DatabaseAdapter implements Adapter {
        constructor(readonly name: string) {}

        async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
            await store.put(this.name, id, payload, expiresIn);
        }

        async find(id: string) {
            const key =
                this.name === 'RefreshToken' ? unwrapRefreshToken(id) : id;
            return store.get(this.name, key);
        }

        async findByUid(uid: string) {
            return store.findByUid(this.name, uid);
        }

        async findByUserCode(code: string) {
            return store.findByUserCode(this.name, code);
        }

        async consume(id: string) {
            await store.consume(this.name, id);
        }

        async destroy(id: string) {
            await store.delete(this.name, id);
        }

        async revokeByGrantId(grantId: string) {
            await store.revokeByGrantId(grantId);
        }
    };
}
