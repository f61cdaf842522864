-- Alert notifications travel through the drills' outbox
-- (docs/monitoring.md, "Notifications"): a row names its alert (or its
-- drill), and keeps its delivery: queued until a channel takes it, sent,
-- failed after the last try (never deleted), or kept when no channel is
-- configured (the embedded default). Rows written before this were the
-- drills', which the server never sent: kept.
ALTER TABLE notification_outbox ALTER COLUMN simulation_id DROP NOT NULL;
ALTER TABLE notification_outbox
    ADD COLUMN alert_id integer REFERENCES alert (id) ON DELETE CASCADE,
    ADD COLUMN status text NOT NULL DEFAULT 'kept' CHECK (status IN ('queued', 'sent', 'failed', 'kept')),
    ADD COLUMN attempts integer NOT NULL DEFAULT 0,
    ADD COLUMN last_error text,
    ADD COLUMN next_attempt_at timestamptz,
    ADD COLUMN sent_at timestamptz,
    ADD COLUMN language text,
    ADD COLUMN subject text,
    ADD COLUMN body text;
CREATE INDEX notification_outbox_due_idx ON notification_outbox (next_attempt_at, id) WHERE status = 'queued';
CREATE INDEX notification_outbox_alert_idx ON notification_outbox (alert_id);
CREATE INDEX notification_outbox_plant_idx ON notification_outbox (subsidiary_id, id DESC);

-- contact.language: the language of the alerts sent to the contact.
ALTER TABLE "contact" ADD COLUMN "language" text;
