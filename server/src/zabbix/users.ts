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
