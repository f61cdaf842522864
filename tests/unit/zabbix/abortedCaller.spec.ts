/**
 * A caller that has already given up (a server stopping cuts its Zabbix
 * poll) must not leave the client's shared version check failing with no
 * one listening: Node ends the process on an unhandled rejection, which
 * is how a SIGTERM once exited with 1 instead of 0.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createZabbixClient } from '../../../shared/zabbix/zabbixClient.ts';

const unhandled: unknown[] = [];
const record = (reason: unknown) => unhandled.push(reason);

afterEach(() => {
    process.off('unhandledRejection', record);
    unhandled.length = 0;
});

/** A Zabbix that cannot be reached, failing a moment after it is asked. */
const unreachable: typeof fetch = () =>
    new Promise((_, reject) =>
        setTimeout(() => reject(new TypeError('fetch failed')), 5)
    );

describe('a Zabbix client asked by a caller that already gave up', () => {
    it('rejects with the caller’s reason and leaves no unhandled rejection', async () => {
        process.on('unhandledRejection', record);
        const client = createZabbixClient({
            url: 'http://zabbix.invalid/api_jsonrpc.php',
            token: 't',
            fetch: unreachable,
        });
        const stop = new AbortController();
        stop.abort(new Error('server stopping'));
        await expect(client.getItems(['1'], stop.signal)).rejects.toThrow(
            'server stopping'
        );
        // Past the version check's failure, and a turn for Node to report it.
        await new Promise(r => setTimeout(r, 50));
        expect(unhandled).toEqual([]);
    });
});
