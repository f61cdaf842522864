/**
 * JSON-RPC calls to the run's shared server's Zabbix simulator, for the
 * zabbix*.spec.ts files: a call's result or its error, and clocks.
 */
import { expect } from 'vitest';
import { sampleClocks } from '../../../server/src/zabbix/catalog.ts';
import { postRpc, ZABBIX_TOKEN } from './zabbix.ts';
import { sharedBaseUrl } from './shared.ts';

export const url = () => `${sharedBaseUrl()}/zabbix/api_jsonrpc.php`;
export const bearer = { authorization: `Bearer ${ZABBIX_TOKEN}` };

export interface RpcError {
    code: number;
    message: string;
    data: string;
}
export type Row = Record<string, string>;

let nextId = 1;
export const rpc = (method: string, params: unknown, extra: object = {}) => ({
    jsonrpc: '2.0',
    method,
    params,
    id: nextId++,
    ...extra,
});

export async function result<T>(method: string, params: unknown): Promise<T> {
    const reply = await postRpc(url(), rpc(method, params), bearer);
    expect(reply.status).toBe(200);
    const body = reply.json as { result?: T; error?: RpcError };
    expect(body.error).toBeUndefined();
    return body.result as T;
}

export async function error(
    body: unknown,
    headers: Record<string, string> = bearer,
    at = url()
): Promise<RpcError & { id: unknown }> {
    const reply = await postRpc(at, body, headers);
    // Zabbix answers JSON-RPC errors with HTTP 200.
    expect(reply.status).toBe(200);
    const json = reply.json as { error?: RpcError; id: unknown };
    expect(json.error).toBeDefined();
    return { ...(json.error as RpcError), id: json.id };
}

export const history = (params: object) => result<Row[]>('history.get', params);
export const nowSeconds = () => Math.floor(Date.now() / 1000);
/** An aligned clock safely inside the retained history. */
export const T = Math.floor((nowSeconds() - 86400) / 300) * 300;

/** The simulator's own sample clocks of an item (irregular, with gaps), newest first. */
export const clocksOf = (itemid: number, from: number, till: number) => [
    ...sampleClocks(itemid, from, till, true),
];
