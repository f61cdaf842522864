-- No false alarms (docs/monitoring.md, "What is guaranteed").
--
-- A rain gauge reads 0 mm/h when all is normal: compared with the mean of
-- its previous readings, the first drop of rain after a dry spell (or a
-- noise floor of micrometres) deviated from a zero mean and opened
-- "Média" alerts. The server now refuses that comparison for the types
-- whose normal reading is their floor (shared/domain/sensorTypeRules.ts);
-- the entries saved before it lose it here, so that nothing stored is
-- what a save would refuse.
UPDATE subsidiary p SET alert_config = (
        SELECT jsonb_agg(
                   CASE WHEN e ->> 'sensorType' = 'rainfall'
                        THEN e - 'compareToPreviousMeasure' - 'numberOfPreviousMeasures'
                        ELSE e END
                   ORDER BY i)
        FROM jsonb_array_elements(p.alert_config) WITH ORDINALITY AS t(e, i)),
    updated_at = now()
WHERE jsonb_typeof(p.alert_config) = 'array'
  AND EXISTS (
      SELECT 1 FROM jsonb_array_elements(p.alert_config) e
      WHERE e ->> 'sensorType' = 'rainfall'
        AND jsonb_typeof(e -> 'compareToPreviousMeasure') = 'number');

-- Each company's Zabbix as the last-seen poll finds it
-- (server/src/monitoring/integrationHealth.ts): when it last answered,
-- since when it fails and why. While it fails, the sensors heard through
-- it read "unknown", not offline, and open no silence alert; one message
-- goes to the company's administrators per failure (`notified_at`).
CREATE TABLE zabbix_health (
    company_id integer PRIMARY KEY REFERENCES company (id) ON DELETE CASCADE,
    checked_at timestamptz NOT NULL,
    ok_at timestamptz,
    failing_since timestamptz,
    failure text CHECK (failure IN ('unreachable', 'token', 'rights', 'config')),
    notified_at timestamptz
);

-- A message to a company's administrators (its integration fails) is of
-- no plant: it names its company instead.
ALTER TABLE notification_outbox ALTER COLUMN subsidiary_id DROP NOT NULL;
ALTER TABLE notification_outbox ADD COLUMN company_id integer REFERENCES company (id) ON DELETE CASCADE;
