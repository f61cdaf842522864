/**
 * Each company's Zabbix integration as the last-seen poll finds it
 * (docs/monitoring.md, "When the integration fails"), in `zabbix_health`,
 * so that every server process and every screen reads the same:
 *
 * - a pass that reads the company's items records when (`ok_at`);
 * - one that cannot (unreachable, token refused, none of its items
 *   readable, a reference the server cannot use) records since when and
 *   why. Meanwhile its devices read `unknown` (shared/domain/deviceState.ts)
 *   and the alert job opens no silence alert for them (lifecycle.ts): an
 *   integration failure is not a silence, and plant contacts are not
 *   called for it;
 * - the first failing pass queues ONE e-mail to the company's
 *   administrators (claimed with `notified_at`, so one per failure across
 *   processes), and the pass that reads again one saying so;
 * - a change of state pushes `devices` to the company's plants, so the
 *   screens show it within a second.
 */
import type {
    IntegrationFailure,
    IntegrationHealth,
} from '@shared/domain/integrationHealth.ts';
import {
    isZabbixAuthError,
    isZabbixMethodDenied,
    ZabbixError,
} from '@shared/zabbix/zabbixError.ts';
import type { Database } from '../db/database.ts';
import { companyTimeZone, isoOrNull } from '../db/times.ts';
import { initialStatus } from '../alerts/notify.ts';
import { publishDevicesChange } from '../alerts/plantEvents.ts';
import type { AlertHooks } from '../alerts/readings.ts';
import { integrationMessage } from './integrationMessage.ts';

/** Why a pass failed, from what it threw. */
export function failureOf(err: unknown): IntegrationFailure {
    if (err instanceof ZabbixError) {
        if (err.kind === 'config' || err.kind === 'binding') return 'config';
        if (err.kind === 'authMode' || isZabbixAuthError(err)) return 'token';
        // A role that may not call item.get reads nothing either.
        if (isZabbixMethodDenied(err)) return 'rights';
    }
    return 'unreachable';
}

/** One company's outcome of a pass: null when its items were read. */
export interface PassOutcome {
    companyId: number;
    failure: IntegrationFailure | null;
}

interface Before {
    failing_since: string | null;
    failure: IntegrationFailure | null;
    notified_at: string | null;
}

/** Records each company's outcome; answers the companies whose state changed. */
export async function recordHealth(
    db: Database,
    outcomes: readonly PassOutcome[],
    now: Date,
    hooks?: AlertHooks
): Promise<number[]> {
    const changed: number[] = [];
    for (const o of outcomes) {
        const moved = await db.transaction(async tx => {
            const { rows } = await tx.query<Before>(
                `SELECT failing_since, failure, notified_at FROM zabbix_health
                 WHERE company_id = $1 FOR UPDATE`,
                [o.companyId]
            );
            const before = rows[0];
            const at = now.toISOString();
            await tx.query(
                `INSERT INTO zabbix_health (company_id, checked_at, ok_at, failing_since, failure)
                 VALUES ($1, $2::timestamptz,
                         CASE WHEN $3::text IS NULL THEN $2::timestamptz END,
                         CASE WHEN $3::text IS NOT NULL THEN $2::timestamptz END, $3)
                 ON CONFLICT (company_id) DO UPDATE SET
                     checked_at = EXCLUDED.checked_at,
                     ok_at = COALESCE(EXCLUDED.ok_at, zabbix_health.ok_at),
                     failing_since = CASE WHEN $3::text IS NULL THEN NULL
                         ELSE COALESCE(zabbix_health.failing_since, EXCLUDED.failing_since) END,
                     failure = EXCLUDED.failure,
                     notified_at = CASE WHEN $3::text IS NULL THEN NULL
                         ELSE zabbix_health.notified_at END`,
                [o.companyId, at, o.failure]
            );
            const wasFailing = Boolean(before?.failing_since);
            const failing = o.failure !== null;
            if (wasFailing === failing && before?.failure === o.failure)
                return false;
            if (hooks && failing && !before?.notified_at)
                await notifyAdministrators(
                    tx,
                    o.companyId,
                    'failing',
                    o,
                    now,
                    hooks
                );
            if (hooks && !failing && before?.notified_at)
                await notifyAdministrators(
                    tx,
                    o.companyId,
                    'resolved',
                    o,
                    now,
                    hooks
                );
            if (wasFailing !== failing) {
                const { rows: plants } = await tx.query<{ id: number }>(
                    `SELECT id FROM subsidiary WHERE company_id = $1`,
                    [o.companyId]
                );
                await publishDevicesChange(
                    tx,
                    plants.map(p => Number(p.id)),
                    'integration'
                );
            }
            return wasFailing !== failing;
        });
        if (moved) changed.push(o.companyId);
    }
    return changed;
}

/**
 * Queues the e-mail of `kind` to the company's active administrators
 * (users whose web profile is an administrator's) in `tx`; the failing
 * one claims `notified_at` first, so it is queued once per failure.
 */
async function notifyAdministrators(
    tx: Database,
    companyId: number,
    kind: 'failing' | 'resolved',
    outcome: PassOutcome,
    now: Date,
    hooks: AlertHooks
): Promise<void> {
    if (kind === 'failing') {
        const { rows } = await tx.query(
            `UPDATE zabbix_health SET notified_at = $2
             WHERE company_id = $1 AND notified_at IS NULL RETURNING company_id`,
            [companyId, now.toISOString()]
        );
        if (rows.length === 0) return;
    }
    const { rows: admins } = await tx.query<{ id: number; email: string }>(
        `SELECT u.id, u.email FROM "user" u
         JOIN profile p ON p.id = u.profile_web_id
         WHERE u.company_id = $1 AND u.status = 'active' AND p.is_admin
           AND u.email IS NOT NULL AND u.email <> ''
         ORDER BY u.id`,
        [companyId]
    );
    if (admins.length === 0) return;
    const { rows: companies } = await tx.query<{ name: string }>(
        `SELECT name FROM company WHERE id = $1`,
        [companyId]
    );
    const m = integrationMessage({
        kind,
        companyName: companies[0]?.name ?? '',
        failure: outcome.failure,
        at: now,
        timeZone: await companyTimeZone(tx, { companyId }),
        companyUrl: `${hooks.alerts.publicUrl}/admin/company/details/${companyId}`,
    });
    const status = initialStatus('email', hooks.delivery);
    await tx.query(
        `INSERT INTO notification_outbox
            (company_id, channel, recipient, payload, language, subject, body,
             status, next_attempt_at, created_at)
         SELECT $1, 'email', r.recipient, $3::jsonb, 'pt-BR', $4, $5, $6,
                CASE WHEN $6 = 'queued' THEN $7::timestamptz END, $7::timestamptz
         FROM unnest($2::text[]) AS r(recipient)`,
        [
            companyId,
            admins.map(a => a.email),
            JSON.stringify({
                kind: 'integration',
                notify: kind,
                companyId,
                failure: outcome.failure,
            }),
            m.subject,
            m.text,
            status,
            now.toISOString(),
        ]
    );
}

/** The company's integration as last found; HEALTHY-like when never polled. */
export async function companyHealth(
    db: Database,
    companyId: number
): Promise<IntegrationHealth> {
    const { rows } = await db.query<{
        checked_at: unknown;
        ok_at: unknown;
        failing_since: unknown;
        failure: IntegrationFailure | null;
    }>(
        `SELECT checked_at, ok_at, failing_since, failure FROM zabbix_health
         WHERE company_id = $1`,
        [companyId]
    );
    const r = rows[0];
    return {
        failing: Boolean(r?.failing_since),
        failure: r?.failure ?? null,
        since: isoOrNull(r?.failing_since),
        okAt: isoOrNull(r?.ok_at),
        checkedAt: isoOrNull(r?.checked_at),
    };
}
