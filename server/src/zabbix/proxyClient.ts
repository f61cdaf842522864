/**
 * The Zabbix client the API's series proxy uses: the configured Zabbix
 * (`ZABBIX_URL`), or this process's own simulator, reached in-process so
 * that it answers whatever address the server listens on.
 */
import type { FastifyInstance } from 'fastify';
import {
    createZabbixClient,
    ZABBIX_TIMEOUT_MS,
    type ZabbixClient,
} from '@shared/zabbix/zabbixClient.ts';
import type { ServerConfig } from '../config.ts';
import {
    createZabbixDirectory,
    zabbixFetch,
    type ZabbixDirectory,
} from './companyZabbix.ts';
import { ZABBIX_PATH } from './index.ts';

export const injectFetch =
    (app: FastifyInstance): typeof fetch =>
    async (_input, init) => {
        // app.inject takes no signal: the abort is raced, as fetch would
        // reject, so a deadline cuts a slow in-process answer too.
        const signal = init?.signal;
        signal?.throwIfAborted();
        const injected = app.inject({
            method: 'POST',
            url: ZABBIX_PATH,
            headers: init?.headers as Record<string, string>,
            payload: String(init?.body ?? ''),
        });
        const res = signal
            ? await new Promise<Awaited<typeof injected>>((resolve, reject) => {
                  const onAbort = () =>
                      reject(signal.reason ?? new Error('aborted'));
                  signal.addEventListener('abort', onAbort, { once: true });
                  injected.then(
                      r => {
                          signal.removeEventListener('abort', onAbort);
                          resolve(r);
                      },
                      (e: unknown) => {
                          signal.removeEventListener('abort', onAbort);
                          reject(e instanceof Error ? e : new Error(String(e)));
                      }
                  );
              })
            : await injected;
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
                      // Another host: through the outbound guard, as any.
                      fetch: zabbixFetch(
                          config.outbound,
                          Math.max(config.zabbixTimeoutMs, ZABBIX_TIMEOUT_MS)
                      ),
                  }
                : {
                      url: `http://embedded${ZABBIX_PATH}`,
                      token: config.zabbixToken,
                      authMode: config.zabbixAuthMode,
                      fetch: injectFetch(app),
                  }
        ));
}

/** Each company's Zabbix, the one above by default (companyZabbix.ts). */
export function zabbixDirectory(
    app: FastifyInstance,
    config: ServerConfig
): ZabbixDirectory {
    return createZabbixDirectory({
        defaultClient: proxyClientFactory(app, config),
        defaultUrl: config.zabbixUrl,
        defaultToken: config.zabbixToken,
        defaultFetch: injectFetch(app),
        timeoutMs: config.zabbixTimeoutMs,
        outbound: config.outbound,
    });
}
