/**
 * Who a token belongs to, as Zabbix sees it: an API token is bound to a
 * user, the user's groups give read rights on host groups, and the user's
 * role may allow or deny API methods. What a user may not see is left out
 * of `item.get`, `history.get` and `trend.get` (an empty list, never an
 * error), and a method the role denies is refused before it runs
 * (ui/include/classes/api/clients/CLocalApiClient.php, 6.0).
 */
import { RpcError } from './errors.ts';

export interface ZabbixUser {
    /** For messages and docs only. */
    name: string;
    /** Hosts the user's groups may read; `all` for a user who sees every host. */
    hostids: readonly number[] | 'all';
    /** API methods the role denies, lower case (`history.get`). */
    deniedMethods?: readonly string[];
}

/** The demo's read-only console user: every plant's host, every method the console calls. */
export const CONSOLE_USER: ZabbixUser = {
    name: 'plants-console',
    hostids: 'all',
};

export const canSeeHost = (user: ZabbixUser, hostid: number) =>
    user.hostids === 'all' || user.hostids.includes(hostid);

/**
 * Zabbix answers a method the role does not allow with -32602 (it is
 * ZBX_API_ERROR_PARAMETERS there) and the method as the caller spelled it.
 */
export function checkMethodAllowed(
    user: ZabbixUser,
    api: string,
    method: string,
    rawApi: string,
    rawMethod: string
): void {
    if (user.deniedMethods?.includes(`${api}.${method}`)) {
        throw new RpcError(
            'invalidParams',
            `No permissions to call "${rawApi}.${rawMethod}".`
        );
    }
}

/**
 * Extra users for tests (`ZABBIX_SIM_USERS`, or the simulator's `users`
 * option): a JSON object from API token to `{ "hostids": [ids] | "all",
 * "deny": ["history.get", "trend.get"] }`. `hostids` absent: every host;
 * `deny` absent: every method. A user with `"hostids": []` models a token
 * whose user is in no group with rights on the items' hosts (item.get
 * answers `[]`), one with `deny` a user role that denies API methods
 * (Zabbix 5.4 and later).
 */
export function parseSimUsers(
    raw: string | undefined
): Map<string, ZabbixUser> {
    const users = new Map<string, ZabbixUser>();
    if (!raw?.trim()) return users;
    let parsed: unknown;
    try {
        parsed = JSON.parse(raw);
    } catch (err) {
        throw new Error('ZABBIX_SIM_USERS is not JSON', { cause: err });
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error('ZABBIX_SIM_USERS must be an object of tokens');
    for (const [token, spec] of Object.entries(parsed)) {
        const { hostids = 'all', deny = [] } = (spec ?? {}) as {
            hostids?: unknown;
            deny?: unknown;
        };
        const hosts =
            hostids === 'all'
                ? 'all'
                : Array.isArray(hostids) &&
                    hostids.every(h => Number.isSafeInteger(Number(h)))
                  ? hostids.map(Number)
                  : undefined;
        if (
            !token ||
            !hosts ||
            !Array.isArray(deny) ||
            !deny.every(m => typeof m === 'string')
        )
            throw new Error(
                `ZABBIX_SIM_USERS: the user of a token needs "hostids" ("all" or a list of ids) and "deny" (a list of methods)`
            );
        users.set(token, {
            name: `sim-user-${users.size + 1}`,
            hostids: hosts,
            deniedMethods: (deny as string[]).map(m => m.toLowerCase()),
        });
    }
    return users;
}
