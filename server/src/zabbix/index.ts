/**
 * Zabbix JSON-RPC simulator at /zabbix/api_jsonrpc.php (docs/zabbix.md).
 * It runs in its own plugin scope so that its content-type parsers (the
 * raw body for Zabbix's three JSON types) leave other routes untouched.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_RETENTION, type Retention } from './catalog.ts';
import { handleRpcBody } from './jsonRpc.ts';
import { delayFor, parseDelays } from './slowdown.ts';
import { parseSimUsers, type ZabbixUser } from './users.ts';
import { atLeast, versionRules } from './version.ts';

export const ZABBIX_PATH = '/zabbix/api_jsonrpc.php';
export const DEFAULT_ZABBIX_VERSION = '7.0.0';

/** The content types api_jsonrpc.php accepts; anything else gets 412. */
const ALLOWED_CONTENT_TYPES = [
    'application/json-rpc',
    'application/json',
    'application/jsonrequest',
];

export interface ZabbixOptions {
    /** The API token the simulator accepts. */
    token: string;
    /** An API token the simulator answers "API token expired." to. */
    expiredToken?: string;
    /** A token whose user has no rights on any host: gets data of none. */
    noRightsToken?: string;
    /** A token whose user's role may not call history.get. */
    noHistoryToken?: string;
    /** How far back history and trends reach (days); 7 and 365 by default. */
    retention?: Partial<Retention>;
    /** Simulated Zabbix version; defaults to env ZABBIX_VERSION or 7.0.0. */
    version?: string;
    /** Clock in seconds, for tests; defaults to the wall clock. */
    now?: () => number;
    /** Per-method answer delays (slowdown.ts); env ZABBIX_SIM_DELAY_MS by default. */
    delays?: string;
    /**
     * More tokens and their users, as JSON (users.ts, `parseSimUsers`):
     * host rights and the methods their role denies; env
     * ZABBIX_SIM_USERS by default.
     */
    users?: string;
}

export async function registerZabbix(
    app: FastifyInstance,
    opts: ZabbixOptions
): Promise<void> {
    const version =
        opts.version ?? process.env.ZABBIX_VERSION ?? DEFAULT_ZABBIX_VERSION;
    const rules = versionRules(version);
    const now = opts.now ?? (() => Math.floor(Date.now() / 1000));
    const delays = parseDelays(opts.delays ?? process.env.ZABBIX_SIM_DELAY_MS);
    const retention = { ...DEFAULT_RETENTION, ...opts.retention };
    const users: Map<string, ZabbixUser> = parseSimUsers(
        opts.users ?? process.env.ZABBIX_SIM_USERS
    );
    if (opts.noRightsToken)
        users.set(opts.noRightsToken, { name: 'no-host-rights', hostids: [] });
    if (opts.noHistoryToken)
        users.set(opts.noHistoryToken, {
            name: 'no-history-role',
            hostids: 'all',
            deniedMethods: ['history.get'],
        });

    // Zabbix's own api_jsonrpc.php headers; the browser may call it from
    // any origin because the token travels in the request, not a cookie.
    const cors = (reply: FastifyReply) =>
        reply
            .header('access-control-allow-origin', '*')
            .header(
                'access-control-allow-headers',
                atLeast(version, 6, 4)
                    ? 'Content-Type,Authorization'
                    : 'Content-Type'
            )
            .header('access-control-allow-methods', 'POST,OPTIONS')
            .header('access-control-max-age', '1000');

    const handle = async (req: FastifyRequest, reply: FastifyReply) => {
        cors(reply);
        const contentType = (req.headers['content-type'] ?? '')
            .split(';')[0]
            ?.trim()
            .toLowerCase();
        if (!contentType || !ALLOWED_CONTENT_TYPES.includes(contentType)) {
            return reply.code(412).send();
        }
        const authorization = req.headers.authorization;
        const bearer =
            typeof authorization === 'string' &&
            authorization.startsWith('Bearer ')
                ? authorization.slice(7)
                : null;
        const body = typeof req.body === 'string' ? req.body : '';
        const delay = delayFor(body, delays);
        if (delay > 0) await new Promise(r => setTimeout(r, delay));
        const response = await handleRpcBody(body, {
            rules,
            token: opts.token,
            users,
            retention,
            expiredToken: opts.expiredToken,
            bearer,
            now: now(),
        });
        reply.type('application/json');
        return reply.send(response ?? '');
    };

    await app.register(async scope => {
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser(
            '*',
            { parseAs: 'string' },
            (_req, body, done) => done(null, body)
        );
        scope.route({
            method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
            url: ZABBIX_PATH,
            handler: handle,
        });
        scope.options(ZABBIX_PATH, async (_req, reply) =>
            cors(reply).code(200).send()
        );
    });
}
