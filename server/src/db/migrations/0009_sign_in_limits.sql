-- The embedded sign-in's brute-force counters, kept in
-- the database so that several processes on one PostgreSQL share them and
-- each attempt is counted by one atomic statement before its password is
-- checked (server/src/oidc/bruteForce.ts). Written by hand: these are not
-- resource declarations (docs/oidc.md, "Brute-force detection").

-- Failed sign-ins of one account: `account:<subject>` whatever name or
-- e-mail was typed, or `name:<sha-256 of the lower-cased name>` for a name
-- of nobody (counted alike; the name typed is not stored).
CREATE TABLE sign_in_failure (
    key text PRIMARY KEY,
    failures integer NOT NULL,
    last_failure_at timestamptz NOT NULL,
    locked_until timestamptz
);
CREATE INDEX sign_in_failure_last_failure_at_idx ON sign_in_failure (last_failure_at);

-- Sign-in attempts of one client address in the current minute.
CREATE TABLE sign_in_address (
    address text PRIMARY KEY,
    window_start timestamptz NOT NULL,
    attempts integer NOT NULL
);
