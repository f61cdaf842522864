-- The embedded sign-in's state: its keys and
-- oidc-provider's records (sessions, grants, refresh tokens, codes,
-- interactions) live in the database, so a restart keeps users signed in.
-- Written by hand: these are not resource declarations (docs/oidc.md).

-- Signing keys (`kind = 'signing'`, a private RSA JWK) and cookie-signing
-- keys (`kind = 'cookie'`, `{ "k": <base64url> }`). The newest of each kind
-- signs; older ones only verify until `retire_at`, then they are deleted.
CREATE TABLE oidc_key (
    kid text PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('signing', 'cookie')),
    jwk jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    retire_at timestamptz
);

-- One row per oidc-provider record, keyed by its model name and id.
CREATE TABLE oidc_record (
    model text NOT NULL,
    id text NOT NULL,
    payload jsonb NOT NULL,
    grant_id text,
    account_id text,
    uid text,
    user_code text,
    expires_at timestamptz,
    PRIMARY KEY (model, id)
);
CREATE INDEX oidc_record_grant_id_idx ON oidc_record (grant_id);
CREATE INDEX oidc_record_account_id_idx ON oidc_record (account_id);
CREATE INDEX oidc_record_uid_idx ON oidc_record (model, uid);
CREATE INDEX oidc_record_expires_at_idx ON oidc_record (expires_at);
