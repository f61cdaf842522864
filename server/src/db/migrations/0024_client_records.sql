-- Records created with a client's id (the `Idempotency-Key` header: the
-- field app's queue, docs/field-app.md, "Sync rules"). The key is the
-- primary key, so a repeat of a create, however late and from whichever
-- process, finds the record the first one made instead of making another.
-- Written by hand: no declaration holds it (server/src/api/clientRecords.ts).
CREATE TABLE "client_record" (
    "client_id" uuid PRIMARY KEY,
    "resource" text NOT NULL,
    "user_id" integer NOT NULL,
    "subsidiary_id" integer,
    "record_id" integer,
    "created_at" timestamptz NOT NULL DEFAULT now()
);
