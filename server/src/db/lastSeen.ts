/**
 * When a sensor and its gateway were last heard from (docs/monitoring.md,
 * "Last seen follows the data"): the newest of a reading's time in the product and, for a
 * sensor with a Zabbix item, the item's last value time (`lastclock`). A
 * gateway is heard from when any of its sensors is: LoRaWAN gateways
 * forward their sensors' uplinks, so their traffic is theirs. Times only
 * move forward, and never past now (a reading dated in the future does
 * not keep a sensor online).
 */
import type { Database } from './database.ts';

/** A reading of `sensorId` taken at `at`: the sensor and its gateway were heard then. */
export async function markSensorSeen(
    db: Database,
    sensorId: number,
    at: Date
): Promise<void> {
    await db.query(
        `WITH seen AS (SELECT LEAST($2::timestamptz, now()) AS at),
         heard AS (
             UPDATE sensor SET last_seen_at = seen.at FROM seen
             WHERE id = $1 AND (last_seen_at IS NULL OR last_seen_at < seen.at)
         )
         UPDATE gateway SET last_seen_at = seen.at FROM seen, sensor s
         WHERE s.id = $1 AND gateway.id = s.gateway_id
           AND (gateway.last_seen_at IS NULL OR gateway.last_seen_at < seen.at)`,
        [sensorId, at.toISOString()]
    );
}

/**
 * Zabbix items' last value times (item id → epoch seconds), applied in
 * one statement to every sensor reading that item, then to their
 * gateways. Answers how many sensors moved.
 */
export async function markItemsSeen(
    db: Database,
    lastClocks: ReadonlyMap<string, number>,
    /** Only these companies' sensors: item ids are per Zabbix server. */
    companyIds?: readonly number[],
    /** Gathers the plants whose sensors moved (their screens are told). */
    plants?: Set<number>
): Promise<number> {
    if (lastClocks.size === 0) return 0;
    const items = [...lastClocks.keys()];
    const times = items.map(id =>
        new Date(Math.min(lastClocks.get(id)! * 1000, Date.now())).toISOString()
    );
    const { rows } = await db.query<{ moved: number; plants: number[] }>(
        `WITH heard AS (
             SELECT * FROM unnest($1::text[], $2::timestamptz[]) AS h(item, at)
         ),
         moved AS (
             UPDATE sensor s SET last_seen_at = heard.at FROM heard
             WHERE s.zabbix_item_id = heard.item AND s.status <> 'deleted'
               AND (s.last_seen_at IS NULL OR s.last_seen_at < heard.at)
               AND ($3::int[] IS NULL OR s.subsidiary_id IN (
                   SELECT id FROM subsidiary WHERE company_id = ANY($3::int[])))
             RETURNING s.gateway_id, s.subsidiary_id, heard.at
         ),
         gateways AS (
             UPDATE gateway g SET last_seen_at = m.at
             FROM (SELECT gateway_id, max(at) AS at FROM moved
                   WHERE gateway_id IS NOT NULL GROUP BY gateway_id) m
             WHERE g.id = m.gateway_id
               AND (g.last_seen_at IS NULL OR g.last_seen_at < m.at)
         )
         SELECT count(*)::int AS moved,
                coalesce(array_agg(DISTINCT subsidiary_id), '{}') AS plants
         FROM moved`,
        [items, times, companyIds ? [...companyIds] : null]
    );
    for (const id of rows[0]?.plants ?? []) plants?.add(Number(id));
    return Number(rows[0]?.moved ?? 0);
}

/** The Zabbix items of live sensors, each once per company, with the company's integration. */
export async function watchedItemsByCompany(db: Database): Promise<
    {
        companyId: number;
        cnpj: string | null;
        integration: {
            zabbixUrl?: string | null;
            zabbixTokenRef?: string | null;
        } | null;
        items: string[];
    }[]
> {
    const { rows } = await db.query<{
        company: number;
        cnpj: string | null;
        integration: { zabbixUrl?: string; zabbixTokenRef?: string } | null;
        items: string[];
    }>(
        `SELECT c.id AS company, c.cnpj, c.api_integration AS integration,
                array_agg(DISTINCT s.zabbix_item_id ORDER BY s.zabbix_item_id) AS items
         FROM sensor s
         JOIN subsidiary p ON p.id = s.subsidiary_id
         JOIN company c ON c.id = p.company_id
         WHERE s.zabbix_item_id IS NOT NULL AND s.status <> 'deleted'
         GROUP BY c.id, c.cnpj, c.api_integration ORDER BY c.id`
    );
    return rows.map(r => ({
        companyId: Number(r.company),
        cnpj: r.cnpj,
        integration: r.integration,
        items: r.items.map(String),
    }));
}

/**
 * In SQL, for a device of plant alias `p` (a subsidiary row): its
 * company's Zabbix integration fails (zabbix_health, written by
 * server/src/monitoring/integrationHealth.ts). Alias `zh` must be free.
 */
export const COMPANY_FAILING = `EXISTS (SELECT 1 FROM zabbix_health zh
    WHERE zh.company_id = p.company_id AND zh.failing_since IS NOT NULL)`;
