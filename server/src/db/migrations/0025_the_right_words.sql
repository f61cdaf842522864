-- The right words (docs/monitoring.md, "Notifications").
--
-- A sensor may declare the places its readings are written at in messages
-- (its type's when unset: shared/declarations/sensorTypes.ts).
ALTER TABLE "sensor" ADD COLUMN "decimals" integer;

-- An instruction names the sensor types and alert causes it covers; both
-- empty is the plant's general one, which existing instructions become.
ALTER TABLE "instruction" ADD COLUMN "sensor_types" jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE "instruction" ADD COLUMN "causes" jsonb NOT NULL DEFAULT '[]'::jsonb;

-- An e-mail's HTML part, written with its plain-text part when queued
-- (the sender sends what was written, whoever reads it later).
ALTER TABLE notification_outbox ADD COLUMN body_html text;
