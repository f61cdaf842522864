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

-- The demo seed's instructions that name a sensor or a cause in their
-- title cover what it names (as a fresh seed writes them:
-- server/src/seed/resources/instruction.ts), where they are still exactly
-- the seed's and cover everything; anyone else's are untouched.
UPDATE "instruction" i SET "sensor_types" = d.types, "causes" = '["criticality"]'::jsonb
FROM (VALUES
    ('Surgência localizada no pé do talude', 'low', '["piezometric-pressure"]'::jsonb),
    ('Nível de atenção: piezometria elevada', 'medium', '["piezometric-pressure"]'::jsonb),
    ('Atenção: deslocamento acima do previsto', 'medium', '["displacement"]'::jsonb),
    ('Nível de alerta: cheia afluente', 'high', '["level", "flow", "rainfall"]'::jsonb),
    ('Emergência: risco de galgamento', 'critical', '["level", "flow", "rainfall"]'::jsonb)
) AS d(title, criticality, types)
WHERE i."title" = d.title AND i."criticality" = d.criticality
  AND i."sensor_types" = '[]'::jsonb AND i."causes" = '[]'::jsonb;
