/**
 * The Zabbix client the API's series proxy uses: the configured Zabbix
 * (`ZABBIX_URL`), or this process's own simulator, reached in-process so
 * that it answers whatever address the server listens on.
 */
import type { FastifyInstance } from 'fastify';
import {
    createZabbixClient,
    type ZabbixClient,
} from '@shared/zabbix/zabbixClient.ts';
import type { ServerConfig } from '../config.ts';
import { ZABBIX_PATH } from './index.ts';

const injectFetch =
    (app: FastifyInstance): typeof fetch =>
    async (_input, init) => {
        const res = await app.inject({
            method: 'POST',
            url: ZABBIX_PATH,
            headers: init?.headers as Record<string, string>,
            payload: String(init?.body ?? ''),
        });
        return new Response(res.body, {
            status: res.statusCode,
            headers: { 'content-type': String(res.headers['content-type']) },
        });
    };

export function proxyClientFactory(
    app: FastifyInstance,
    config: ServerConfig
): () => ZabbixClient {
    let client: ZabbixClient | undefined;
    return () =>
        (client ??= createZabbixClient(
            config.zabbixUrl
                ? {
                      url: config.zabbixUrl,
                      token: config.zabbixToken,
                      authMode: config.zabbixAuthMode,
                  }
                : {
                      url: `http://embedded${ZABBIX_PATH}`,
                      token: config.zabbixToken,
                      authMode: config.zabbixAuthMode,
                      fetch: injectFetch(app),
                  }
        ));
}
