/**
 * The simulator's test users (`ZABBIX_SIM_USERS`, server/src/zabbix/users.ts):
 * a token's host rights and the API methods its role denies, refused as
 * Zabbix 5.4+ refuses them (-32602, `No permissions to call "trend.get".`).
 */
import { describe, expect, it } from 'vitest';
import { RpcError } from '../../../server/src/zabbix/errors.ts';
import {
    canSeeHost,
    checkMethodAllowed,
    parseSimUsers,
} from '../../../server/src/zabbix/users.ts';

describe('parseSimUsers', () => {
    it('reads each token: no host rights, methods denied, every host by default', () => {
        const users = parseSimUsers(
            JSON.stringify({
                none: { hostids: [] },
                some: { hostids: [10084, '10085'] },
                role: { deny: ['History.get', 'trend.get'] },
            })
        );
        expect(canSeeHost(users.get('none')!, 10084)).toBe(false);
        expect(canSeeHost(users.get('some')!, 10085)).toBe(true);
        expect(canSeeHost(users.get('some')!, 10086)).toBe(false);
        const role = users.get('role')!;
        expect(canSeeHost(role, 10084)).toBe(true);
        expect(() =>
            checkMethodAllowed(role, 'trend', 'get', 'trend', 'get')
        ).toThrow(
            expect.objectContaining({
                message: 'No permissions to call "trend.get".',
            })
        );
        expect(() =>
            checkMethodAllowed(role, 'history', 'get', 'history', 'get')
        ).toThrow(RpcError);
        expect(() =>
            checkMethodAllowed(role, 'item', 'get', 'item', 'get')
        ).not.toThrow();
    });

    it('is empty without a value, and refuses what is not a map of users', () => {
        expect(parseSimUsers(undefined).size).toBe(0);
        expect(parseSimUsers(' ').size).toBe(0);
        for (const bad of [
            'not json',
            '[]',
            '{"t": {"hostids": "some"}}',
            '{"t": {"deny": "history.get"}}',
        ])
            expect(() => parseSimUsers(bad), bad).toThrow(/ZABBIX_SIM_USERS/);
    });
});
