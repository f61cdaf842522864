/**
 * One JSON-RPC call to Zabbix: Zabbix's content type, the token in the
 * `Authorization: Bearer` header or the request's `auth` member, a timeout
 * per call and the caller's deadline, and every failure as a ZabbixError
 * that names its cause (docs/zabbix.md, "What the client does").
 */
import { ZabbixError, type ZabbixRpcErrorBody } from './zabbixError';

interface RpcResponse {
    jsonrpc?: string;
    result?: unknown;
    error?: ZabbixRpcErrorBody;
    id?: unknown;
}

/** The reason `AbortSignal.timeout()` aborts with: a deadline, not a cancel. */
const isDeadline = (reason: unknown) =>
    typeof reason === 'object' &&
    reason !== null &&
    (reason as { name?: unknown }).name === 'TimeoutError';

/**
 * `promise`, or the signal's end: a deadline as a timeout, a cancel with
 * the caller's reason.
 */
export function untilAborted<T>(
    promise: Promise<T>,
    method: string,
    signal?: AbortSignal
): Promise<T> {
    if (!signal) return promise;
    return new Promise<T>((resolve, reject) => {
        const onAbort = () =>
            reject(
                isDeadline(signal.reason)
                    ? new ZabbixError(
                          'timeout',
                          method,
                          `Zabbix did not answer within the request's deadline (cut before ${method})`
                      )
                    : signal.reason
            );
        if (signal.aborted) {
            // The shared promise is still heard: were it to fail with no
            // one left listening, Node would end the process (an
            // unhandled rejection), as a poll cut by a shutdown once did.
            promise.catch(() => undefined);
            return onAbort();
        }
        signal.addEventListener('abort', onAbort, { once: true });
        promise.then(
            v => {
                signal.removeEventListener('abort', onAbort);
                resolve(v);
            },
            (e: unknown) => {
                signal.removeEventListener('abort', onAbort);
                reject(e instanceof Error ? e : new Error(String(e)));
            }
        );
    });
}

export interface RpcTransport {
    url: string;
    token: string;
    timeoutMs: number;
    fetch: typeof fetch;
}

export type RpcCall = <T>(
    method: string,
    params: unknown,
    auth: 'header' | 'field' | null,
    signal?: AbortSignal
) => Promise<T>;

/** A `call` bound to one server and token; ids count up per transport. */
export function createRpcCall(transport: RpcTransport): RpcCall {
    const { url, token, timeoutMs, fetch: doFetch } = transport;
    let nextId = 1;
    return async function call<T>(
        method: string,
        params: unknown,
        auth: 'header' | 'field' | null,
        signal?: AbortSignal
    ): Promise<T> {
        const id = nextId++;
        const body: Record<string, unknown> = {
            jsonrpc: '2.0',
            method,
            params,
            id,
        };
        const headers: Record<string, string> = {
            'Content-Type': 'application/json-rpc',
        };
        if (auth === 'header') headers.Authorization = `Bearer ${token}`;
        if (auth === 'field') body.auth = token;

        const controller = new AbortController();
        let timedOut = false;
        const timer = setTimeout(() => {
            timedOut = true;
            controller.abort();
        }, timeoutMs);
        const onAbort = () => controller.abort();
        signal?.addEventListener('abort', onAbort, { once: true });
        let status: number;
        let text: string;
        try {
            if (signal?.aborted) controller.abort();
            const res = await doFetch(url, {
                method: 'POST',
                headers,
                body: JSON.stringify(body),
                signal: controller.signal,
            });
            status = res.status;
            text = await res.text();
        } catch (err) {
            if (timedOut) {
                throw new ZabbixError(
                    'timeout',
                    method,
                    `Zabbix did not answer ${method} within ${timeoutMs} ms`,
                    {},
                    { cause: err }
                );
            }
            // The whole request's deadline (one per chart, spanning every
            // call) is a timeout too, whichever call it cut.
            if (signal?.aborted && isDeadline(signal.reason)) {
                throw new ZabbixError(
                    'timeout',
                    method,
                    `Zabbix did not answer within the request's deadline (cut at ${method})`,
                    {},
                    { cause: err }
                );
            }
            // The caller cancelled (e.g. react-query): pass its reason on.
            if (signal?.aborted) throw signal.reason ?? err;
            // A transport that refused the call says why (the server's
            // outbound guard: an address it does not call, an answer too
            // large); it knew no method.
            if (err instanceof ZabbixError)
                throw new ZabbixError(
                    err.kind,
                    method,
                    err.message,
                    { detail: err.detail, data: err.data },
                    { cause: err.cause }
                );
            throw new ZabbixError(
                'network',
                method,
                `Zabbix could not be reached for ${method}`,
                {},
                { cause: err }
            );
        } finally {
            clearTimeout(timer);
            signal?.removeEventListener('abort', onAbort);
        }

        if (status !== 200) {
            throw new ZabbixError(
                'http',
                method,
                `Zabbix answered ${method} with HTTP ${status}`,
                { status }
            );
        }
        let json: RpcResponse;
        try {
            json = JSON.parse(text) as RpcResponse;
        } catch (err) {
            throw new ZabbixError(
                'protocol',
                method,
                `Zabbix answered ${method} with something other than JSON`,
                {},
                { cause: err }
            );
        }
        if (typeof json !== 'object' || json === null) {
            throw new ZabbixError(
                'protocol',
                method,
                `Zabbix answered ${method} with an unexpected body`
            );
        }
        if (json.error) {
            const { code, message, data } = json.error;
            if (
                typeof code !== 'number' ||
                typeof message !== 'string' ||
                (data !== undefined &&
                    data !== null &&
                    typeof data !== 'string')
            )
                throw new ZabbixError(
                    'protocol',
                    method,
                    `Zabbix answered ${method} with an error that is not a JSON-RPC error object`
                );
            throw new ZabbixError(
                'rpc',
                method,
                data ? `${message} ${data}` : message,
                { code, data: data ?? undefined }
            );
        }
        if (!('result' in json) || json.id !== id) {
            throw new ZabbixError(
                'protocol',
                method,
                `Zabbix answered ${method} without a matching result`
            );
        }
        return json.result as T;
    };
}
