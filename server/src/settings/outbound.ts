/**
 * Where the server may connect (docs/deployment.md, "Outbound calls"), as
 * the environment says. Apart from the guard that enforces it
 * (server/src/outbound.ts) so that the configuration, read before any
 * service, depends on no service.
 */
import { BlockList, isIP } from 'node:net';

/** Largest answer read from another host: far above any Zabbix answer the console asks for. */
export const DEFAULT_OUTBOUND_MAX_BYTES = 20 * 1024 * 1024;

/** Where the server may connect although the address is not public. */
export interface OutboundPolicy {
    /** OUTBOUND_ALLOWED_HOSTS, parsed (`allowedHostsFrom`). */
    allowed: AllowedHost[];
    /** OUTBOUND_MAX_BYTES: the most an answer may hold. */
    maxBytes: number;
}

export interface AllowedHost {
    /** The entry as written, for messages. */
    text: string;
    /** A host name, lower case: matched against the URL's host. */
    name?: string;
    /** An address or range: matched against every resolved address. */
    range?: BlockList;
    /** Only this port, when the entry names one. */
    port?: number;
}

/**
 * OUTBOUND_ALLOWED_HOSTS: entries separated by commas or spaces, each a
 * host name (`zabbix.internal`), an address (`10.0.0.5`, `::1`), a range
 * (`10.0.0.0/8`, `fd00::/8`), any of them with a port (`zabbix.internal:8080`,
 * `127.0.0.1:8081`, `[::1]:8081`). Unreadable entries are reported, not
 * guessed at.
 */
export function allowedHostsFrom(raw: string | undefined): {
    allowed: AllowedHost[];
    unreadable: string[];
} {
    const allowed: AllowedHost[] = [];
    const unreadable: string[] = [];
    for (const text of (raw ?? '').split(/[\s,]+/).filter(Boolean)) {
        const entry = readAllowedHost(text);
        if (entry) allowed.push(entry);
        else unreadable.push(text);
    }
    return { allowed, unreadable };
}

function readAllowedHost(text: string): AllowedHost | null {
    let host = text.toLowerCase();
    let port: number | undefined;
    const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(host);
    if (bracketed) {
        host = bracketed[1] as string;
        port = bracketed[2] ? Number(bracketed[2]) : undefined;
    } else if (isIP(host) !== 6 && !/^[0-9a-f:]+\/\d+$/.test(host)) {
        const withPort = /^(.+):(\d+)$/.exec(host);
        if (withPort) {
            host = withPort[1] as string;
            port = Number(withPort[2]);
        }
    }
    if (port !== undefined && !(port > 0 && port < 65536)) return null;
    const cidr = /^(.+)\/(\d+)$/.exec(host);
    if (cidr) {
        const [, net = '', bitsText = ''] = cidr;
        const bits = Number(bitsText);
        const family = isIP(net);
        if (!family || bits > (family === 4 ? 32 : 128)) return null;
        const range = new BlockList();
        range.addSubnet(net, bits, family === 4 ? 'ipv4' : 'ipv6');
        return { text, range, port };
    }
    const family = isIP(host);
    if (family) {
        const range = new BlockList();
        range.addAddress(host, family === 6 ? 'ipv6' : 'ipv4');
        return { text, range, port };
    }
    if (!/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(host)) return null;
    return { text, name: host.replace(/\.$/, ''), port };
}

export function outboundPolicyFrom(env: NodeJS.ProcessEnv): OutboundPolicy & {
    unreadable: string[];
} {
    const { allowed, unreadable } = allowedHostsFrom(
        env.OUTBOUND_ALLOWED_HOSTS
    );
    const maxBytes = Number(env.OUTBOUND_MAX_BYTES);
    return {
        allowed,
        unreadable,
        maxBytes:
            Number.isInteger(maxBytes) && maxBytes > 0
                ? maxBytes
                : DEFAULT_OUTBOUND_MAX_BYTES,
    };
}
