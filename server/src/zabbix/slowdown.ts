/**
 * A slow Zabbix, for tests of the per-request deadline (docs/zabbix.md,
 * "The simulator"): `ZABBIX_SIM_DELAY_MS=history.get=3000,item.get=500`
 * holds each answer to those methods that long before it is computed.
 * Unset, the simulator answers at once.
 */

/** Delay in ms by lower-case method name, from `history.get=3000,apiinfo.version=100`. */
export function parseDelays(raw: string | undefined): Map<string, number> {
    const delays = new Map<string, number>();
    for (const part of (raw ?? '').split(',')) {
        const [method, ms] = part.split('=').map(s => s.trim());
        const n = Number(ms);
        if (method && Number.isFinite(n) && n > 0)
            delays.set(method.toLowerCase(), n);
    }
    return delays;
}

/** The longest delay of the methods a request body calls (one or a batch). */
export function delayFor(body: string, delays: Map<string, number>): number {
    if (delays.size === 0) return 0;
    let parsed: unknown;
    try {
        parsed = JSON.parse(body);
    } catch {
        return 0;
    }
    const calls = Array.isArray(parsed) ? parsed : [parsed];
    return Math.max(
        0,
        ...calls.map(c => {
            const method = (c as { method?: unknown } | null)?.method;
            return typeof method === 'string'
                ? (delays.get(method.toLowerCase()) ?? 0)
                : 0;
        })
    );
}
