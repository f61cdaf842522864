/**
 * "Test connection" of a company's Zabbix integration (docs/zabbix.md,
 * "Testing an integration"): the administrator who may change the company
 * tries the integration as the form holds it (the URL and the token
 * reference sent, saved or not; the saved ones when none are sent),
 * through the same bindings and outbound guard as the series and the
 * last-seen poll: a reference not bound to the URL sent, or to this
 * company, is refused before anything leaves, so a token is never sent
 * to an edited URL it is not bound to. Then it checks what the charts and
 * the poll need, with the company's token: the API answers (its version),
 * the token is accepted and reads at least one of the items the company's
 * sensors name (`item.get` answers `[]` for items on hosts the token's
 * user may not read), and its role may call `history.get` and
 * `trend.get`. The answer names the Zabbix and each check; a failure of
 * the connection itself is named as the chart would say it. Never a token.
 */
import type { FastifyInstance } from 'fastify';
import { getResource } from '@shared/declarations/index.ts';
import { ErrorCode } from '@shared/domain/errorCodes.ts';
import {
    isZabbixMethodDenied,
    ZabbixError,
} from '@shared/zabbix/zabbixError.ts';
import type { Database } from '../db/index.ts';
import type {
    ApiIntegration,
    ZabbixDirectory,
} from '../zabbix/companyZabbix.ts';
import { companyHealth } from '../monitoring/integrationHealth.ts';
import { fieldError, forbidden } from './errors.ts';
import { accessFor, findVisible, parseId } from './resourceRoutes.ts';
import { zabbixFailure } from './seriesRoutes.ts';

/** How many of the company's items one test asks `item.get` for. */
export const TESTED_ITEMS = 100;

export interface ZabbixTestResult {
    /** The Zabbix tested: the URL tested, or null for the server's. */
    url: string | null;
    version: string;
    /** The token was accepted (`item.get` answered). */
    tokenAccepted: true;
    /** What was tested: the integration sent (the form's) or the saved one. */
    tested: 'sent' | 'saved';
    /**
     * The items the company's sensors name (at most TESTED_ITEMS of
     * them) and how many of those `item.get` returned: none means the
     * token's user has no rights on their hosts (or they do not exist).
     */
    items: { mapped: number; readable: number };
    /** Whether the token's role may call the methods the charts need. */
    history: 'allowed' | 'denied';
    trends: 'allowed' | 'denied';
}

const text = (v: unknown) =>
    v === undefined || v === null || typeof v === 'string';

/**
 * The integration in the body (`{ apiIntegration: { zabbixUrl,
 * zabbixTokenRef } }`), undefined when none is sent; 400 when it is not
 * one.
 */
function sentIntegration(body: unknown): ApiIntegration | undefined {
    if (body === undefined || body === null || body === '') return undefined;
    const sent =
        typeof body === 'object'
            ? (body as { apiIntegration?: unknown }).apiIntegration
            : undefined;
    if (sent === undefined) return undefined;
    if (sent === null) return {};
    const { zabbixUrl, zabbixTokenRef } = sent as Record<string, unknown>;
    if (typeof sent !== 'object' || !text(zabbixUrl) || !text(zabbixTokenRef))
        throw fieldError('apiIntegration', ErrorCode.notText);
    return {
        zabbixUrl: zabbixUrl as string | null | undefined,
        zabbixTokenRef: zabbixTokenRef as string | null | undefined,
    };
}

/** The items the company's plants' sensors name, the active ones first. */
async function mappedItems(db: Database, companyId: number) {
    const { rows } = await db.query<{ item: string }>(
        `SELECT s.zabbix_item_id AS item
         FROM sensor s JOIN subsidiary p ON p.id = s.subsidiary_id
         WHERE p.company_id = $1 AND s.zabbix_item_id IS NOT NULL
           AND s.zabbix_item_id <> ''
         GROUP BY s.zabbix_item_id
         ORDER BY bool_or(s.status = 'active') DESC, s.zabbix_item_id
         LIMIT ${TESTED_ITEMS}`,
        [companyId]
    );
    return rows.map(r => String(r.item));
}

/** A call's answer as allowed, or denied when the role may not call it. */
const permission = async (
    call: () => Promise<unknown>
): Promise<'allowed' | 'denied'> => {
    try {
        await call();
        return 'allowed';
    } catch (err) {
        if (isZabbixMethodDenied(err)) return 'denied';
        throw err;
    }
};

export function registerZabbixTestRoutes(
    api: FastifyInstance,
    db: Database,
    zabbix: ZabbixDirectory
): void {
    const company = getResource('company');
    // The integration's health (docs/monitoring.md, "When the integration
    // fails"): whoever may read the company may read it, its page shows it.
    api.get('/company/:id/zabbix-health', async req => {
        const access = accessFor(req, company, 'read');
        const id = parseId((req.params as { id: string }).id);
        await findVisible(db, access, id);
        return { data: await companyHealth(db, id) };
    });
    api.post('/company/:id/zabbix-test', async req => {
        const access = accessFor(req, company, 'update');
        // The integration is the administrators' to set and to try.
        if (!access.caller.isAdmin)
            throw forbidden('Only administrators test a Zabbix integration');
        const id = parseId((req.params as { id: string }).id);
        const record = await findVisible(db, access, id);
        const sent = sentIntegration(req.body);
        const deadline = AbortSignal.timeout(zabbix.timeoutMs);
        try {
            // The saved identity (id, CNPJ), never one typed in the form:
            // a binding names the company it lends its token to.
            const target = zabbix.forIntegration(
                sent ?? (record.apiIntegration as ApiIntegration | null),
                { id, cnpj: record.cnpj }
            );
            const version = await target.client.version(deadline);
            const mapped = await mappedItems(db, id);
            // Without items, any id: an accepted token answers a list.
            const found = await target.client.getItems(
                mapped.length ? mapped : '0',
                deadline
            );
            const readable = found.filter(i => mapped.includes(i.itemid));
            // The role's check comes before the method runs, whatever the
            // items: one the token reads when there is one.
            const probe = readable[0] ?? {
                itemid: mapped[0] ?? '0',
                valueType: 0,
            };
            const hourAgo = Math.floor(Date.now() / 1000) - 3600;
            const history = await permission(() =>
                target.client.getHistory({
                    itemids: probe.itemid,
                    valueType: probe.valueType,
                    timeFrom: hourAgo,
                    limit: 1,
                    signal: deadline,
                })
            );
            const trends = await permission(() =>
                target.client.getTrends({
                    itemids: probe.itemid,
                    timeFrom: hourAgo - 86_400,
                    limit: 1,
                    signal: deadline,
                })
            );
            const data: ZabbixTestResult = {
                url: target.url,
                version,
                tokenAccepted: true,
                tested: sent ? 'sent' : 'saved',
                items: { mapped: mapped.length, readable: readable.length },
                history,
                trends,
            };
            return { data };
        } catch (err) {
            if (err instanceof ZabbixError)
                throw zabbixFailure(err, zabbix.timeoutMs, true);
            throw err;
        }
    });
}
