-- Nothing lost (docs/monitoring.md, "What is guaranteed").
--
-- A mute delays an alert's notification instead of consuming it: the
-- notification an alert would have sent while its sensor was muted waits
-- in `notify_held` (the kind of message: 'opened', 'raised'), and the
-- alert job sends it when the mute ends, if the alert is still open and
-- unacknowledged. Its history says so: 'held', then 'released'.
ALTER TABLE alert
    ADD COLUMN notify_held text CHECK (notify_held IN ('opened', 'raised', 'escalated'));
CREATE INDEX alert_notify_held_idx ON alert (id) WHERE notify_held IS NOT NULL;

ALTER TABLE alert_event DROP CONSTRAINT alert_event_type_check;
ALTER TABLE alert_event ADD CONSTRAINT alert_event_type_check CHECK (type IN (
    'opened', 'raised', 'acknowledged', 'closed', 'notified', 'escalated',
    'muted', 'held', 'released'));

-- Each message names the history event that queued it, so that the
-- alert's timeline shows, under that event, what became of each message.
-- Rows written before this are matched to their event by its time (the
-- event and its messages were written in one transaction, at one time).
-- A message is retried until NOTIFY_RETRY_HOURS after it was queued: its
-- last try's time, and while a sender holds it, until when (a "retry now"
-- never hands a message being sent to a second sender).
ALTER TABLE notification_outbox
    ADD COLUMN alert_event_id integer,
    ADD COLUMN last_attempt_at timestamptz,
    ADD COLUMN claimed_until timestamptz;
UPDATE notification_outbox o SET alert_event_id = e.id
FROM alert_event e
WHERE o.alert_id = e.alert_id AND e.type = 'notified' AND e.at = o.created_at;
-- The dashboard counts a plant's failed and long-waiting messages.
CREATE INDEX notification_outbox_plant_status_idx
    ON notification_outbox (subsidiary_id, status, created_at)
    WHERE status IN ('queued', 'failed');

-- The outbox page (shared/domain/pageCatalog.ts) for databases made before
-- it, granted to the demo's operator (may retry) and viewer (view only),
-- as a fresh seed grants it; a fresh database has no modules yet: the
-- start's catalogue sync and the seed do it.
INSERT INTO page (code_intl, url, icon, module_id, is_admin, type, is_menu, show_in_menu, "order")
SELECT 'outbox', '/outbox', 'Outbox', m.id, false, 0, true, true, 20
FROM module m
WHERE m.code_intl = 'IT'
  AND NOT EXISTS (SELECT 1 FROM page WHERE url = '/outbox' AND type = 0)
ORDER BY m.id
LIMIT 1;

UPDATE profile p SET pages = p.pages || jsonb_build_array(jsonb_build_object(
        'pageId', pg.id,
        'justView', p.name = 'Visualizador',
        'showOnMenu', true,
        'menuOrder', jsonb_array_length(p.pages),
        'showInBottomMenu', false,
        'bottomMenuOrder', NULL)),
    updated_at = now()
FROM page pg
WHERE pg.url = '/outbox' AND pg.type = 0
  AND p.name IN ('Operador', 'Visualizador') AND p.type = 0 AND NOT p.is_admin
  AND NOT EXISTS (
      SELECT 1 FROM jsonb_array_elements(p.pages) e
      WHERE (e ->> 'pageId')::int = pg.id);
