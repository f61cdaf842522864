-- Inspection photos' quotas and clean-up (server/src/photos/quota.ts,
-- server/src/db/photos.ts).
--
-- Every photo sent, one row each for a day: what an account and a plant
-- sent in the last 24 hours, the photos removed since included. The photo
-- clean-up deletes the rows older than that.
CREATE TABLE "photo_upload" (
    "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    "user_id" integer NOT NULL,
    "subsidiary_id" integer NOT NULL,
    "size" integer NOT NULL,
    "created_at" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX "photo_upload_user_idx" ON "photo_upload" ("user_id", "created_at");
CREATE INDEX "photo_upload_subsidiary_idx" ON "photo_upload" ("subsidiary_id", "created_at");
-- The last day's photos count from the start.
INSERT INTO "photo_upload" ("user_id", "subsidiary_id", "size", "created_at")
SELECT "created_by", "subsidiary_id", "size", "created_at" FROM "inspection_photo"
WHERE "created_at" > now() - interval '1 day';
-- An account's photos kept, for its total.
CREATE INDEX "inspection_photo_created_by_idx" ON "inspection_photo" ("created_by");
-- When the register form being filled last said it still holds the photo
-- (POST /api/inspection-photo/:id/keep); the clean-up's grace counts from
-- it, else from the upload.
ALTER TABLE "inspection_photo" ADD COLUMN "kept_at" timestamptz;
