/**
 * Who hears of an alert, and what they read (docs/monitoring.md,
 * "Notifications"): the plant's active contacts whose criticalities
 * include the alert's level, an SMS to each (the webhook) and an e-mail to
 * those with an address, in the contact's language, queued in the outbox
 * inside the alert's transaction with the history step that says so
 * ('notified'): a change and its messages are written together or not at
 * all. Whether a silence holds them back is the caller's to decide
 * (lifecycle.ts, `notify`).
 */
import type { Criticality } from '@shared/domain/fields.ts';
import type { Database } from '../db/index.ts';
import { companyTimeZone } from '../api/screenData.ts';
import { addEvent } from './history.ts';
import { alertMessage, notifyLocale, type NotifyKind } from './messages.ts';
import type { AlertSettings, DeliverySettings } from './settings.ts';

export interface AlertRowForNotify {
    id: number;
    subsidiary_id: number;
    sensor_id: number | null;
    gateway_id: number | null;
    cause: 'criticality' | 'silence';
    level: Criticality;
    value: number | null;
    unit: string | null;
}

export interface NotifyContext {
    alerts: AlertSettings;
    delivery: DeliverySettings;
}

/** The end of the silence covering the sensor at `now`, or null. */
export async function mutedUntil(
    db: Database,
    sensorId: number | null,
    now: Date
): Promise<string | null> {
    if (sensorId === null) return null;
    const { rows } = await db.query<{ until: string }>(
        `SELECT max(until) AS until FROM alert_silence
         WHERE sensor_id = $1 AND ended_at IS NULL AND starts_at <= $2 AND until > $2`,
        [sensorId, now.toISOString()]
    );
    return rows[0]?.until ?? null;
}

/** The status a new message of `channel` starts in. */
export const initialStatus = (
    channel: 'sms' | 'email',
    delivery: DeliverySettings
): 'queued' | 'kept' =>
    (channel === 'email' ? delivery.smtp : delivery.webhookUrl)
        ? 'queued'
        : 'kept';

/**
 * Queues the messages of `kind` for `alert` (in the caller's transaction)
 * under a 'notified' step of its history naming how many; answers how
 * many, 0 when nobody is called at its level (no step then).
 */
export async function queueAlertNotifications(
    tx: Database,
    alert: AlertRowForNotify,
    kind: NotifyKind,
    now: Date,
    ctx: NotifyContext,
    /** The time the messages give (when it opened or rose): `now` unless held by a mute. */
    at: Date = now
): Promise<number> {
    const [{ rows: contacts }, { rows: plants }, { rows: devices }] =
        await Promise.all([
            tx.query<{
                id: number;
                phone: string;
                email: string | null;
                language: string | null;
            }>(
                `SELECT id, phone, email, language FROM contact
                 WHERE subsidiary_id = $1 AND status = 'active'
                   AND criticality_for_contact @> jsonb_build_array($2::text)
                 ORDER BY escalation_order, id`,
                [alert.subsidiary_id, alert.level]
            ),
            tx.query<{ id: number; name: string; company_id: number }>(
                `SELECT id, name, company_id FROM subsidiary WHERE id = $1`,
                [alert.subsidiary_id]
            ),
            tx.query<{ name: string }>(
                alert.sensor_id !== null
                    ? `SELECT name FROM sensor WHERE id = $1`
                    : `SELECT name FROM gateway WHERE id = $1`,
                [alert.sensor_id ?? alert.gateway_id]
            ),
        ]);
    if (contacts.length === 0) return 0;
    const plant = plants[0];
    const [timeZone, { rows: instructions }] = await Promise.all([
        companyTimeZone(tx, { companyId: plant?.company_id }),
        tx.query<{ id: number; title: string }>(
            `SELECT id, title FROM instruction
             WHERE subsidiary_id = $1 AND status = 'active' AND criticality = $2
             ORDER BY id LIMIT 1`,
            [alert.subsidiary_id, alert.level]
        ),
    ]);
    const base = ctx.alerts.publicUrl;
    const instruction = instructions[0]
        ? {
              title: instructions[0].title,
              url: `${base}/instruction/details/${instructions[0].id}`,
          }
        : null;
    const rows: {
        contactId: number;
        channel: 'sms' | 'email';
        recipient: string;
        language: string;
        subject: string;
        body: string;
        payload: Record<string, unknown>;
    }[] = [];
    for (const c of contacts) {
        const locale = notifyLocale(c.language);
        const m = alertMessage({
            kind,
            locale,
            plantName: plant?.name ?? '',
            deviceName: devices[0]?.name ?? '',
            cause: alert.cause,
            level: alert.level,
            value: alert.value,
            unit: alert.unit,
            at,
            timeZone,
            instruction,
            alertUrl: `${base}/alerts/details/${alert.id}`,
        });
        const payload = {
            kind: 'alert',
            notify: kind,
            alertId: alert.id,
            level: alert.level,
            cause: alert.cause,
            sensorId: alert.sensor_id,
            gatewayId: alert.gateway_id,
            value: alert.value,
            unit: alert.unit,
            instructionId: instructions[0]?.id ?? null,
            instructionUrl: instruction?.url ?? null,
        };
        rows.push({
            contactId: c.id,
            channel: 'sms',
            recipient: c.phone,
            language: locale,
            subject: m.subject,
            body: m.short,
            payload,
        });
        if (c.email)
            rows.push({
                contactId: c.id,
                channel: 'email',
                recipient: c.email,
                language: locale,
                subject: m.subject,
                body: m.text,
                payload,
            });
    }
    const eventId = await addEvent(tx, alert.id, 'notified', now, {
        level: alert.level,
        comment: String(rows.length),
    });
    await tx.query(
        `INSERT INTO notification_outbox
            (subsidiary_id, alert_id, contact_id, channel, recipient, payload,
             language, subject, body, status, next_attempt_at, created_at,
             alert_event_id)
         SELECT $1, $2, r.contact_id, r.channel, r.recipient, r.payload,
                r.language, r.subject, r.body, r.status,
                CASE WHEN r.status = 'queued' THEN $11::timestamptz END,
                $11::timestamptz, $12
         FROM unnest($3::int[], $4::text[], $5::text[], $6::jsonb[],
                     $7::text[], $8::text[], $9::text[], $10::text[])
             AS r(contact_id, channel, recipient, payload, language, subject,
                  body, status)`,
        [
            alert.subsidiary_id,
            alert.id,
            rows.map(r => r.contactId),
            rows.map(r => r.channel),
            rows.map(r => r.recipient),
            rows.map(r => JSON.stringify(r.payload)),
            rows.map(r => r.language),
            rows.map(r => r.subject),
            rows.map(r => r.body),
            rows.map(r => initialStatus(r.channel, ctx.delivery)),
            now.toISOString(),
            eventId,
        ]
    );
    return rows.length;
}
