/**
 * Every HTTP call the server makes to another host goes through here
 * (docs/deployment.md, "Outbound calls"): Zabbix (the series proxy, the
 * last-seen poll, the test connection) and the notification webhook.
 * The destination's address is resolved and checked before connecting,
 * and the connection is made to that checked address, so that a name
 * answering a public address to the check and a private one to the
 * connection (DNS rebinding) gains nothing. Loopback, link-local,
 * private and other non-public ranges are refused unless
 * OUTBOUND_ALLOWED_HOSTS allows them; redirects are never followed; an
 * answer is read up to a size limit and within a deadline, then dropped.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import type { OutboundPolicy } from './settings/outbound.ts';

/**
 * Ranges that are not the public Internet: this host, its networks, the
 * cloud's metadata service (link-local), shared and reserved blocks.
 * IPv4-mapped IPv6 addresses are checked against the IPv4 rules
 * (BlockList does so); NAT64 and 6to4 embed any IPv4 address, so they
 * are refused whole.
 */
const NON_PUBLIC = (() => {
    const list = new BlockList();
    for (const [net, bits] of [
        ['0.0.0.0', 8],
        ['10.0.0.0', 8],
        ['100.64.0.0', 10],
        ['127.0.0.0', 8],
        ['169.254.0.0', 16],
        ['172.16.0.0', 12],
        ['192.0.0.0', 24],
        ['192.0.2.0', 24],
        ['192.88.99.0', 24],
        ['192.168.0.0', 16],
        ['198.18.0.0', 15],
        ['198.51.100.0', 24],
        ['203.0.113.0', 24],
        ['224.0.0.0', 4],
        ['240.0.0.0', 4],
    ] as const)
        list.addSubnet(net, bits, 'ipv4');
    for (const [net, bits] of [
        ['::', 128],
        ['::1', 128],
        ['64:ff9b::', 96],
        ['64:ff9b:1::', 48],
        ['100::', 64],
        ['2001::', 32],
        ['2001:db8::', 32],
        ['2002::', 16],
        ['fc00::', 7],
        ['fe80::', 10],
        ['fec0::', 10],
        ['ff00::', 8],
    ] as const)
        list.addSubnet(net, bits, 'ipv6');
    return list;
})();

const familyOf = (address: string): 'ipv4' | 'ipv6' =>
    isIP(address) === 6 ? 'ipv6' : 'ipv4';

/** True for an address outside the public Internet. */
export const isNonPublicAddress = (address: string): boolean =>
    NON_PUBLIC.check(address, familyOf(address));

/** A URL's host without the brackets of an IPv6 literal, lower case. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

const portOf = (url: URL) =>
    url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;

/** Why a call was not made or its answer not read. */
export type OutboundRefusal =
    /** Not http or https. */
    | 'scheme'
    /** An address outside the public Internet that is not allowed. */
    | 'address'
    /** The answer passed the size limit. */
    | 'tooLarge';

/**
 * A refusal. `message` names no host, address or port (anyone may read
 * it); `detail` does, for administrators and the server's log.
 */
export class OutboundError extends Error {
    override readonly name = 'OutboundError';
    constructor(
        readonly reason: OutboundRefusal,
        message: string,
        readonly detail: string,
        /** The host as the URL names it, and the address refused. */
        readonly host?: string
    ) {
        super(message);
    }
}

const isAllowed = (
    policy: OutboundPolicy,
    host: string,
    port: number,
    address: string
) =>
    policy.allowed.some(
        entry =>
            (entry.port === undefined || entry.port === port) &&
            (entry.name === host ||
                (entry.range?.check(address, familyOf(address)) ?? false))
    );

/**
 * The addresses to connect to for `url`, every address the name resolves
 * to checked: one refused address refuses the call, so that which of
 * them the connection would pick does not matter.
 */
export async function checkedAddresses(
    url: URL,
    policy: OutboundPolicy
): Promise<LookupAddress[]> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new OutboundError(
            'scheme',
            'The server calls only http and https addresses',
            `${url.protocol} is not http or https`
        );
    return checkedHost(hostOf(url), portOf(url), policy);
}

/** `checkedAddresses` for a host and port of another protocol (SMTP). */
export async function checkedHost(
    rawHost: string,
    port: number,
    policy: OutboundPolicy
): Promise<LookupAddress[]> {
    const host = rawHost.replace(/^\[|\]$/g, '').toLowerCase();
    const family = isIP(host);
    const addresses: LookupAddress[] = family
        ? [{ address: host, family }]
        : await dnsLookup(host, { all: true, verbatim: true });
    if (addresses.length === 0) throw new Error(`${host} has no address`);
    for (const { address } of addresses) {
        if (
            isNonPublicAddress(address) &&
            !isAllowed(policy, host, port, address)
        )
            throw new OutboundError(
                'address',
                'The server does not call addresses of local or private networks unless its configuration allows them',
                `${host}${family ? '' : ` (${address})`} port ${port} is a local or private address: allow it with OUTBOUND_ALLOWED_HOSTS`,
                host
            );
    }
    return addresses;
}

/**
 * A `lookup` for `net.connect` and `http.request` that answers the
 * checked addresses instead of asking DNS again: the connection goes
 * where the check looked.
 */
export const pinnedLookup =
    (addresses: LookupAddress[]) =>
    (
        _host: string,
        opts: { all?: boolean },
        callback: (
            err: Error | null,
            address: string | LookupAddress[],
            family?: number
        ) => void
    ) => {
        const [first] = addresses as [LookupAddress];
        if (opts.all) callback(null, addresses);
        else callback(null, first.address, first.family);
    };

export interface OutboundFetchOptions {
    policy: OutboundPolicy;
    /** The whole exchange, connection to the answer's last byte. */
    timeoutMs: number;
    /** Below the policy's limit, for callers that need less. */
    maxBytes?: number;
}

/** Statuses whose answer has no body (a Response refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * A `fetch` for another host: one request to the checked address, no
 * redirect followed (a 3xx is answered as it is), the body read whole
 * up to the size limit within the deadline, then handed over in memory.
 * Refusals reject with an OutboundError; the caller's abort rejects with
 * its reason, a connection failure with a plain Error.
 */
export function outboundFetch(options: OutboundFetchOptions): typeof fetch {
    const maxBytes = Math.min(
        options.maxBytes ?? options.policy.maxBytes,
        options.policy.maxBytes
    );
    return async (input, init) => {
        const url = new URL(
            input instanceof Request ? input.url : String(input)
        );
        const deadline = AbortSignal.timeout(options.timeoutMs);
        const signal = init?.signal
            ? AbortSignal.any([init.signal, deadline])
            : deadline;
        signal.throwIfAborted();
        const pinned = await abortable(
            checkedAddresses(url, options.policy),
            signal
        );
        const headers: Record<string, string> = {};
        new Headers(init?.headers).forEach((value, key) => {
            headers[key] = value;
        });
        const body =
            init?.body === undefined || init.body === null
                ? undefined
                : typeof init.body === 'string'
                  ? init.body
                  : Buffer.from(await new Response(init.body).arrayBuffer());
        if (body !== undefined)
            headers['content-length'] = String(Buffer.byteLength(body));
        return new Promise<Response>((resolve, reject) => {
            let settled = false;
            const settle = (
                outcome: Response | Error | unknown,
                ok: boolean
            ) => {
                if (settled) return;
                settled = true;
                signal.removeEventListener('abort', onAbort);
                if (ok) resolve(outcome as Response);
                else {
                    request.destroy();
                    reject(outcome);
                }
            };
            const fail = (err: unknown) => settle(err, false);
            // The caller's reason for its own abort, the deadline's otherwise.
            const onAbort = () =>
                fail(
                    init?.signal?.aborted ? init.signal.reason : deadline.reason
                );
            const tooLarge = () =>
                new OutboundError(
                    'tooLarge',
                    `The answer was larger than ${maxBytes} bytes, the most the server reads`,
                    `${url.host} answered more than ${maxBytes} bytes (OUTBOUND_MAX_BYTES)`,
                    hostOf(url)
                );
            const request = (url.protocol === 'https:' ? https : http).request(
                url,
                {
                    method: init?.method ?? 'GET',
                    headers,
                    // No pooled connection: each call connects to the
                    // address it checked, and leaves nothing open.
                    agent: false,
                    lookup: pinnedLookup(
                        pinned
                    ) as unknown as http.RequestOptions['lookup'],
                },
                res => {
                    const status = res.statusCode ?? 0;
                    if (status < 200 || status > 599) {
                        fail(new Error(`invalid HTTP status ${status}`));
                        return;
                    }
                    if (Number(res.headers['content-length']) > maxBytes) {
                        fail(tooLarge());
                        return;
                    }
                    const chunks: Buffer[] = [];
                    let size = 0;
                    res.on('data', (chunk: Buffer) => {
                        size += chunk.length;
                        if (size > maxBytes) {
                            chunks.length = 0;
                            fail(tooLarge());
                        } else chunks.push(chunk);
                    });
                    res.on('error', fail);
                    res.on('close', () => {
                        if (!res.complete)
                            fail(new Error('the connection closed mid-answer'));
                    });
                    res.on('end', () => {
                        const responseHeaders = new Headers();
                        for (const [key, value] of Object.entries(
                            res.headers
                        )) {
                            for (const v of Array.isArray(value)
                                ? value
                                : [value ?? ''])
                                responseHeaders.append(key, v);
                        }
                        settle(
                            new Response(
                                NULL_BODY.has(status)
                                    ? null
                                    : Buffer.concat(chunks),
                                {
                                    status,
                                    statusText: res.statusMessage,
                                    headers: responseHeaders,
                                }
                            ),
                            true
                        );
                    });
                }
            );
            signal.addEventListener('abort', onAbort, { once: true });
            request.on('error', fail);
            request.end(body);
        });
    };
}

/** `promise`, or the signal's reason as soon as it aborts. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
        const onAbort = () => reject(signal.reason);
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
