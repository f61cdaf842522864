/**
 * Who hears of an alert, and what they read (docs/monitoring.md,
 * "Notifications"): the plant's active contacts whose criticalities
 * include the alert's level, an SMS to each (the webhook) and an e-mail to
 * those with an address, in the contact's language, queued in the outbox
 * inside the alert's transaction with the history step that says so
 * ('notified'): a change and its messages are written together or not at
 * all. When the alert ends, whoever was sent it is sent a short
 * "resolved" (`queueResolved`). Whether a silence holds messages back is
 * the caller's to decide (lifecycle.ts, `notify`).
 */
import type { AlertCause } from '@shared/domain/alerts.ts';
import type { Criticality } from '@shared/domain/fields.ts';
import { sensorDecimals } from '@shared/declarations/sensorTypes.ts';
import { READING_DECIMALS } from '@shared/declarations/measure.ts';
import type { Database } from '../db/index.ts';
import { companyTimeZone } from '../db/times.ts';
import { addEvent } from './history.ts';
import { instructionFor } from './instructionFor.ts';
import {
    alertMessage,
    notifyLocale,
    type AlertFacts,
    type MessageKind,
    type NotifyKind,
} from './messages.ts';
import type { AlertSettings, DeliverySettings } from '../settings/alerts.ts';

export interface AlertRowForNotify {
    id: number;
    subsidiary_id: number;
    sensor_id: number | null;
    gateway_id: number | null;
    cause: AlertCause;
    level: Criticality;
    value: number | null;
    unit: string | null;
    opened_at: string | Date;
    updated_at: string | Date;
    escalations: number;
    closed_at?: string | Date | null;
    close_reason?: string | null;
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

/** Where a message goes: a contact's phone (SMS) or address (e-mail), in their language. */
interface Recipient {
    contactId: number;
    channel: 'sms' | 'email';
    recipient: string;
    language: string | null;
}

/**
 * What every message of the alert shares, whoever reads it: the plant,
 * its zone, the device and the instruction (chosen by the sensor's type
 * and the alert's cause: instructionFor.ts).
 */
async function alertSetting(tx: Database, alert: AlertRowForNotify) {
    const [{ rows: plants }, { rows: devices }] = await Promise.all([
        tx.query<{ name: string; company_id: number }>(
            `SELECT name, company_id FROM subsidiary WHERE id = $1`,
            [alert.subsidiary_id]
        ),
        alert.sensor_id !== null
            ? tx.query<{
                  name: string;
                  sensor_type: string | null;
                  decimals: number | null;
              }>(
                  `SELECT name, sensor_type, decimals FROM sensor WHERE id = $1`,
                  [alert.sensor_id]
              )
            : tx.query<{
                  name: string;
                  sensor_type: string | null;
                  decimals: number | null;
              }>(
                  `SELECT name, NULL AS sensor_type, NULL::int AS decimals FROM gateway WHERE id = $1`,
                  [alert.gateway_id]
              ),
    ]);
    const plant = plants[0];
    const device = devices[0];
    const sensorType = device?.sensor_type ?? null;
    const [timeZone, instruction] = await Promise.all([
        companyTimeZone(tx, { companyId: plant?.company_id }),
        instructionFor(tx, {
            plantId: alert.subsidiary_id,
            level: alert.level,
            sensorType,
            cause: alert.cause,
        }),
    ]);
    return {
        plantName: plant?.name ?? '',
        deviceName: device?.name ?? '',
        sensorType,
        decimals:
            alert.sensor_id !== null
                ? sensorDecimals(sensorType, device?.decimals)
                : READING_DECIMALS,
        timeZone,
        instruction,
    };
}

const asDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));

/**
 * Writes one message per recipient (in its language) under a 'notified'
 * step of the alert's history naming how many; answers how many.
 */
async function queueMessages(
    tx: Database,
    alert: AlertRowForNotify,
    kind: MessageKind,
    recipients: readonly Recipient[],
    now: Date,
    ctx: NotifyContext,
    facts: Partial<AlertFacts> = {}
): Promise<number> {
    if (recipients.length === 0) return 0;
    const s = await alertSetting(tx, alert);
    const base = ctx.alerts.publicUrl;
    const instructionUrl = s.instruction
        ? `${base}/instruction/details/${s.instruction.id}`
        : null;
    const byLocale = new Map<string, ReturnType<typeof alertMessage>>();
    const messageIn = (language: string | null) => {
        const locale = notifyLocale(language);
        let m = byLocale.get(locale);
        if (!m) {
            m = alertMessage({
                kind,
                locale,
                plantName: s.plantName,
                deviceName: s.deviceName,
                device: alert.sensor_id !== null ? 'sensor' : 'gateway',
                sensorType: s.sensorType,
                cause: alert.cause,
                level: alert.level,
                value: alert.value,
                unit: alert.unit,
                decimals: s.decimals,
                openedAt: asDate(alert.opened_at),
                timeZone: s.timeZone,
                instruction:
                    s.instruction && instructionUrl
                        ? {
                              title: s.instruction.title,
                              steps: s.instruction.steps,
                              url: instructionUrl,
                          }
                        : null,
                alertUrl: `${base}/alerts/details/${alert.id}`,
                ...facts,
            });
            byLocale.set(locale, m);
        }
        return { locale, m };
    };
    const payload = JSON.stringify({
        kind: 'alert',
        notify: kind,
        alertId: alert.id,
        level: alert.level,
        cause: alert.cause,
        sensorId: alert.sensor_id,
        gatewayId: alert.gateway_id,
        value: alert.value,
        unit: alert.unit,
        instructionId: s.instruction?.id ?? null,
        instructionUrl,
    });
    const rows = recipients.map(r => {
        const { locale, m } = messageIn(r.language);
        const email = r.channel === 'email';
        return {
            ...r,
            locale,
            subject: m.subject,
            body: email ? m.text : m.sms,
            html: email ? m.html : null,
        };
    });
    const eventId = await addEvent(tx, alert.id, 'notified', now, {
        level: alert.level,
        comment: String(rows.length),
    });
    await tx.query(
        `INSERT INTO notification_outbox
            (subsidiary_id, alert_id, contact_id, channel, recipient, payload,
             language, subject, body, body_html, status, next_attempt_at,
             created_at, alert_event_id)
         SELECT $1, $2, r.contact_id, r.channel, r.recipient, $3::jsonb,
                r.language, r.subject, r.body, r.html, r.status,
                CASE WHEN r.status = 'queued' THEN $11::timestamptz END,
                $11::timestamptz, $12
         FROM unnest($4::int[], $5::text[], $6::text[], $7::text[],
                     $8::text[], $9::text[], $10::text[], $13::text[])
             AS r(contact_id, channel, recipient, language, subject, body,
                  status, html)`,
        [
            alert.subsidiary_id,
            alert.id,
            payload,
            rows.map(r => r.contactId),
            rows.map(r => r.channel),
            rows.map(r => r.recipient),
            rows.map(r => r.locale),
            rows.map(r => r.subject),
            rows.map(r => r.body),
            rows.map(r => initialStatus(r.channel, ctx.delivery)),
            now.toISOString(),
            eventId,
            rows.map(r => r.html),
        ]
    );
    return rows.length;
}

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
    /** When it rose, on a raise: `now` unless a mute held the message. */
    at: Date = now
): Promise<number> {
    const { rows: contacts } = await tx.query<{
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
    );
    const recipients = contacts.flatMap((c): Recipient[] => [
        {
            contactId: c.id,
            channel: 'sms',
            recipient: c.phone,
            language: c.language,
        },
        ...(c.email
            ? [
                  {
                      contactId: c.id,
                      channel: 'email' as const,
                      recipient: c.email,
                      language: c.language,
                  },
              ]
            : []),
    ]);
    return queueMessages(tx, alert, kind, recipients, now, ctx, {
        raisedAt: kind === 'raised' ? at : null,
        // Sending n of (the first + every escalation allowed).
        notice:
            kind === 'escalated'
                ? {
                      n: alert.escalations + 1,
                      of: ctx.alerts.escalateMax + 1,
                  }
                : null,
    });
}

/**
 * The alert ended (closed by hand, back to normal, or its device heard
 * from again): each phone and address its messages went to is sent a
 * short "resolved", in the language it was written to, under a
 * 'notified' step. An alert nobody was sent (a mute held it, or nobody is
 * called at its level) sends nothing. Called in the transaction that
 * closed it, whose UPDATE only one process wins: sent once.
 */
export async function queueResolved(
    tx: Database,
    alert: AlertRowForNotify,
    now: Date,
    ctx: NotifyContext
): Promise<number> {
    const { rows } = await tx.query<{
        contact_id: number;
        channel: 'sms' | 'email';
        recipient: string;
        language: string | null;
    }>(
        `SELECT DISTINCT ON (channel, recipient)
                contact_id, channel, recipient, language
         FROM notification_outbox
         WHERE alert_id = $1 AND contact_id IS NOT NULL
           AND payload ->> 'notify' IS DISTINCT FROM 'resolved'
         ORDER BY channel, recipient, id DESC`,
        [alert.id]
    );
    const byHand = alert.close_reason !== 'auto';
    return queueMessages(
        tx,
        alert,
        'resolved',
        rows.map(r => ({
            contactId: r.contact_id,
            channel: r.channel,
            recipient: r.recipient,
            language: r.language,
        })),
        now,
        ctx,
        {
            resolved: {
                at: alert.closed_at ? asDate(alert.closed_at) : now,
                byHand,
                reason: byHand ? (alert.close_reason ?? null) : null,
            },
        }
    );
}
