/**
 * Follows the sensors' Zabbix items (docs/monitoring.md, "Last seen
 * follows the data"):
 * on a timer, one `item.get` per batch of item ids asks Zabbix for each
 * item's `lastclock`, and the sensors reading those items (and their
 * gateways) take it as their last seen. Never once per sensor, never
 * inside a request. Each company's sensors are read from its own Zabbix
 * (`apiIntegration`, server/src/zabbix/companyZabbix.ts), the server's
 * (`ZABBIX_URL`, else the embedded simulator) by default; companies on
 * one Zabbix are batched together. The same answer's `lastvalue` makes the
 * automatic readings (server/src/readings/automaticReadings.ts). Each
 * company's outcome is its integration's health (integrationHealth.ts).
 */
import type { ZabbixClient } from '@shared/zabbix/zabbixClient.ts';
import { ZabbixError } from '@shared/zabbix/zabbixError.ts';
import type { Database } from '../db/database.ts';
import { markItemsSeen, watchedItemsByCompany } from '../db/lastSeen.ts';
import { singleZabbix, type ZabbixDirectory } from '../zabbix/companyZabbix.ts';
import { startPeriodicJob, type PeriodicJob } from '../db/periodicJob.ts';
import { recordAutomaticReadings } from '../readings/automaticReadings.ts';
import type { AlertHooks } from '../alerts/readings.ts';
import { publishDevicesChange } from '../alerts/plantEvents.ts';
import {
    failureOf,
    recordHealth,
    type PassOutcome,
} from './integrationHealth.ts';

/** Items per `item.get`: a request of a few kB, as Grafana's Zabbix plugin batches. */
export const ITEMS_PER_CALL = 500;
/** A minute: the sensors' no-data timeouts are counted in minutes. */
export const LAST_SEEN_POLL_INTERVAL_MS = 60_000;
/** Each call may take this long before the pass gives up (the next pass tries again). */
export const LAST_SEEN_CALL_TIMEOUT_MS = 10_000;

/**
 * One pass: answers how many sensors moved. Each company's outcome is
 * recorded (integrationHealth.ts): its items read, or why not. A company
 * whose Zabbix answers none of its items (no read rights on their hosts:
 * Zabbix answers [] rather than an error) fails as surely as one that does
 * not answer.
 */
export async function pollLastSeen(
    db: Database,
    zabbix: ZabbixDirectory | ZabbixClient,
    stopped?: AbortSignal,
    /** A new automatic reading opens or raises alerts as a manual one does. */
    alerts?: AlertHooks
): Promise<number> {
    const directory =
        'forIntegration' in zabbix ? zabbix : singleZabbix(zabbix);
    // Companies sharing a Zabbix and token are asked together; item ids
    // are per Zabbix, so each answer moves only its companies' sensors.
    const targets = new Map<
        string,
        {
            client: ZabbixClient;
            companies: Map<number, string[]>;
            items: Set<string>;
        }
    >();
    const failures: string[] = [];
    const outcomes: PassOutcome[] = [];
    for (const company of await watchedItemsByCompany(db)) {
        let target;
        try {
            target = directory.forIntegration(company.integration, {
                id: company.companyId,
                cnpj: company.cnpj,
            });
        } catch (err) {
            failures.push(`company ${company.companyId}: ${messageOf(err)}`);
            outcomes.push({
                companyId: company.companyId,
                failure: failureOf(err),
            });
            continue;
        }
        const entry = targets.get(target.key) ?? {
            client: target.client,
            companies: new Map<number, string[]>(),
            items: new Set<string>(),
        };
        entry.companies.set(company.companyId, company.items);
        for (const item of company.items) entry.items.add(item);
        targets.set(target.key, entry);
    }
    let moved = 0;
    const plants = new Set<number>();
    for (const { client, companies, items } of targets.values()) {
        const companyIds = [...companies.keys()];
        try {
            const pass = await pollTarget(
                db,
                client,
                [...items].sort(),
                companyIds,
                plants,
                stopped,
                alerts
            );
            moved += pass.moved;
            for (const [companyId, own] of companies) {
                const reads = own.some(item => pass.found.has(item));
                if (!reads)
                    failures.push(
                        `company ${companyId}: Zabbix answered none of its ${own.length} items (no read rights on their hosts, or no such items)`
                    );
                outcomes.push({ companyId, failure: reads ? null : 'rights' });
            }
        } catch (err) {
            if (stopped?.aborted) throw err;
            // One company's Zabbix being down does not stop the others.
            failures.push(
                `companies ${companyIds.join(', ')}: ${messageOf(err)}`
            );
            for (const companyId of companyIds)
                outcomes.push({ companyId, failure: failureOf(err) });
        }
    }
    if (stopped?.aborted) throw new Error('stopped');
    await recordHealth(db, outcomes, new Date(), alerts);
    // Last seen and the latest readings moved: the plants' device screens
    // ask again (docs/monitoring.md, "Every screen live").
    if (plants.size) await publishDevicesChange(db, [...plants], 'seen');
    if (failures.length) throw new Error(failures.join('; '));
    return moved;
}

/** For the server's log: a refused address is named there (`detail`). */
const messageOf = (err: unknown) =>
    err instanceof ZabbixError && err.detail
        ? err.detail
        : err instanceof Error
          ? err.message
          : String(err);

async function pollTarget(
    db: Database,
    zabbix: ZabbixClient,
    items: string[],
    companyIds: number[],
    plants: Set<number>,
    stopped?: AbortSignal,
    alerts?: AlertHooks
): Promise<{ moved: number; found: Set<string> }> {
    let moved = 0;
    const seen = new Set<string>();
    for (let i = 0; i < items.length; i += ITEMS_PER_CALL) {
        const batch = items.slice(i, i + ITEMS_PER_CALL);
        const timeout = AbortSignal.timeout(LAST_SEEN_CALL_TIMEOUT_MS);
        const found = await zabbix.getItems(
            batch,
            stopped ? AbortSignal.any([timeout, stopped]) : timeout
        );
        const clocks = new Map<string, number>();
        for (const item of found) {
            seen.add(item.itemid);
            if (item.lastClock !== null)
                clocks.set(item.itemid, item.lastClock);
        }
        moved += await markItemsSeen(db, clocks, companyIds, plants);
        await recordAutomaticReadings(db, found, companyIds, alerts);
    }
    return { moved, found: seen };
}

export function startZabbixLastSeen(
    db: Database,
    zabbix: ZabbixDirectory,
    opts: { delayMs?: number; intervalMs?: number; alerts?: AlertHooks } = {}
): PeriodicJob<number> {
    // A stop does not wait for a slow Zabbix: the call under way is cut.
    const stopping = new AbortController();
    const job = startPeriodicJob(
        () => pollLastSeen(db, zabbix, stopping.signal, opts.alerts),
        {
            // Soon after start: a fresh demo's sensors are heard from at once.
            delayMs: opts.delayMs ?? 2_000,
            intervalMs: opts.intervalMs ?? LAST_SEEN_POLL_INTERVAL_MS,
            // One poll a period whatever the number of server processes:
            // Zabbix is asked once, and each value makes one reading.
            shared: { db, name: 'zabbix-last-seen' },
            onError: err => {
                if (stopping.signal.aborted) return;
                process.stderr.write(
                    `Zabbix last-seen poll failed: ${err instanceof Error ? err.message : String(err)}\n`
                );
            },
        }
    );
    return {
        run: job.run,
        async stop() {
            stopping.abort();
            await job.stop();
        },
    };
}
