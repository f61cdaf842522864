/**
 * "Test connection" of a company's Zabbix integration (docs/zabbix.md,
 * "Each company's Zabbix"): the administrator who may change the company
 * asks its Zabbix, as the series and the last-seen poll would, for its
 * version and for one item with the company's token. The answer names
 * the Zabbix (the company's URL, or none for the environment's) and the
 * version found, or the failure as the chart would say it; never a token.
 */
import type { FastifyInstance } from 'fastify';
import { getResource } from '@shared/declarations/index.ts';
import { ZabbixError } from '@shared/zabbix/zabbixError.ts';
import type { Database } from '../db/index.ts';
import type {
    ApiIntegration,
    ZabbixDirectory,
} from '../zabbix/companyZabbix.ts';
import { forbidden } from './errors.ts';
import { accessFor, findVisible, parseId } from './resourceRoutes.ts';
import { zabbixFailure } from './seriesRoutes.ts';

export interface ZabbixTestResult {
    /** The company's own Zabbix URL; null when it uses the server's. */
    url: string | null;
    version: string;
    /** The company's token was accepted (one `item.get`). */
    tokenAccepted: true;
}

export function registerZabbixTestRoutes(
    api: FastifyInstance,
    db: Database,
    zabbix: ZabbixDirectory
): void {
    const company = getResource('company');
    api.post('/company/:id/zabbix-test', async req => {
        const access = accessFor(req, company, 'update');
        // The integration is the administrators' to set and to try.
        if (!access.caller.isAdmin)
            throw forbidden('Only administrators test a Zabbix integration');
        const id = parseId((req.params as { id: string }).id);
        const record = await findVisible(db, access, id);
        const deadline = AbortSignal.timeout(zabbix.timeoutMs);
        try {
            const target = zabbix.forIntegration(
                record.apiIntegration as ApiIntegration | null,
                { id, cnpj: record.cnpj }
            );
            const version = await target.client.version(deadline);
            // Any item id: an accepted token answers a list, [] or not.
            await target.client.getItems('0', deadline);
            const data: ZabbixTestResult = {
                url: target.url,
                version,
                tokenAccepted: true,
            };
            return { data };
        } catch (err) {
            if (err instanceof ZabbixError)
                throw zabbixFailure(err, zabbix.timeoutMs, true);
            throw err;
        }
    });
}
