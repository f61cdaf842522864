/**
 * Helpers for the Zabbix tests: raw JSON-RPC calls over HTTP, and extra
 * simulators of other Zabbix versions started in-process on free ports.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { registerZabbix } from '../../../server/src/zabbix/index.ts';

export const ZABBIX_TOKEN =
    process.env.ZABBIX_TOKEN ?? 'plants-demo-zabbix-token';
export const ZABBIX_VERSION = process.env.ZABBIX_VERSION ?? '7.0.0';
/** The simulator's tokens of a user without host rights, and of a role without history.get. */
export const NO_RIGHTS_TOKEN = 'plants-demo-zabbix-token-no-rights';
export const NO_HISTORY_TOKEN = 'plants-demo-zabbix-token-no-history';

export interface RpcReply {
    status: number;
    headers: Headers;
    text: string;
    json: unknown;
}

export async function postRpc(
    url: string,
    body: unknown,
    headers: Record<string, string> = {}
): Promise<RpcReply> {
    const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json-rpc', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let json: unknown = null;
    try {
        json = text ? JSON.parse(text) : null;
    } catch {
        json = null;
    }
    return { status: res.status, headers: res.headers, text, json };
}

export interface Simulator {
    url: string;
    close(): Promise<void>;
}

/** A simulator of the given version on its own port, real HTTP. */
export async function startSimulator(
    version: string,
    token = ZABBIX_TOKEN
): Promise<Simulator> {
    const app: FastifyInstance = Fastify();
    await registerZabbix(app, {
        token,
        version,
        noRightsToken: NO_RIGHTS_TOKEN,
        noHistoryToken: NO_HISTORY_TOKEN,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return {
        url: `http://127.0.0.1:${port}/zabbix/api_jsonrpc.php`,
        close: () => app.close(),
    };
}
