/**
 * Which Zabbix reads a company's sensors (docs/zabbix.md, "Each company's
 * Zabbix"): the company's `apiIntegration.zabbixUrl` with the token its
 * `zabbixTokenRef` names, held by the server, or the environment's Zabbix
 * (`ZABBIX_URL`, else the embedded simulator, with `ZABBIX_TOKEN`) for
 * whatever the company leaves empty. A token reference is resolved from
 * the secrets file (`ZABBIX_SECRETS_FILE`, a JSON object ref → token),
 * else from the environment (`ZABBIX_TOKEN_<REF>`, the ref upper-cased
 * with every run of other characters as `_`). Token values never leave
 * this module except towards Zabbix.
 */
import { readFileSync } from 'node:fs';
import {
    createZabbixClient,
    ZABBIX_TIMEOUT_MS,
    type ZabbixAuthMode,
    type ZabbixClient,
} from '@shared/zabbix/zabbixClient.ts';
import { ZabbixError } from '@shared/zabbix/zabbixError.ts';
import type { Database } from '../db/database.ts';

export interface ApiIntegration {
    zabbixUrl?: string | null;
    zabbixTokenRef?: string | null;
}

/** A Zabbix and the client that reads it. */
export interface ZabbixTarget {
    /** Same key, same Zabbix and token: the last-seen poll batches by it. */
    key: string;
    /** The company's own URL, or null for the environment's Zabbix. */
    url: string | null;
    client: ZabbixClient;
}

export interface ZabbixDirectory {
    /** The environment's Zabbix. */
    default(): ZabbixClient;
    /** Throws a ZabbixError of kind `config` when a token ref is not held. */
    forIntegration(
        integration: ApiIntegration | null | undefined
    ): ZabbixTarget;
    /** How long one whole request (all its calls) may take. */
    timeoutMs: number;
}

/** The environment variable a token reference is read from: `acme` → `ZABBIX_TOKEN_ACME`. */
export const envTokenName = (ref: string): string =>
    `ZABBIX_TOKEN_${ref
        .toUpperCase()
        .replace(/[^A-Z0-9]+/g, '_')
        .replace(/^_+|_+$/g, '')}`;

/** The token a reference names, or null when the server holds none. */
export function resolveTokenRef(
    ref: string,
    env: NodeJS.ProcessEnv = process.env
): string | null {
    const file = env.ZABBIX_SECRETS_FILE;
    if (file) {
        // Read on each use: a rotated token needs no restart.
        let secrets: unknown;
        try {
            secrets = JSON.parse(readFileSync(file, 'utf8'));
        } catch (err) {
            throw new Error(
                `ZABBIX_SECRETS_FILE ${file} could not be read as JSON`,
                { cause: err }
            );
        }
        const token = (secrets as Record<string, unknown> | null)?.[ref];
        if (typeof token === 'string' && token) return token;
    }
    return env[envTokenName(ref)] || null;
}

const configError = (message: string, ref?: string) =>
    new ZabbixError('config', 'configuration', message, { data: ref });

export function createZabbixDirectory(opts: {
    /** The environment's Zabbix (proxyClientFactory). */
    defaultClient: () => ZabbixClient;
    /** The environment's URL, absent for the embedded simulator. */
    defaultUrl?: string;
    defaultToken: string;
    /** For the embedded simulator: reach it in-process. */
    defaultFetch?: typeof fetch;
    timeoutMs?: number;
    env?: NodeJS.ProcessEnv;
}): ZabbixDirectory {
    const clients = new Map<string, ZabbixClient>();
    const clientFor = (
        url: string | undefined,
        token: string,
        authMode: ZabbixAuthMode
    ) => {
        const key = `${url ?? 'embedded'}\n${token}`;
        let client = clients.get(key);
        if (!client) {
            client = url
                ? createZabbixClient({ url, token, authMode })
                : createZabbixClient({
                      url: 'http://embedded/zabbix/api_jsonrpc.php',
                      token,
                      authMode,
                      fetch: opts.defaultFetch,
                  });
            clients.set(key, client);
        }
        return { key, client };
    };
    return {
        default: opts.defaultClient,
        timeoutMs: opts.timeoutMs ?? ZABBIX_TIMEOUT_MS,
        forIntegration(integration) {
            const url = integration?.zabbixUrl?.trim() || null;
            const ref = integration?.zabbixTokenRef?.trim() || null;
            if (!url && !ref)
                return {
                    key: 'default',
                    url: null,
                    client: opts.defaultClient(),
                };
            let token = opts.defaultToken;
            if (ref) {
                const held = resolveTokenRef(ref, opts.env);
                if (!held)
                    throw configError(
                        `The server holds no Zabbix token for the reference "${ref}" (${envTokenName(ref)} or ZABBIX_SECRETS_FILE)`,
                        ref
                    );
                token = held;
            } else if (url) {
                throw configError(
                    'The company names a Zabbix URL without a token reference'
                );
            }
            // A company's own Zabbix may be any version: ask it (one call).
            const { key, client } = clientFor(
                url ?? opts.defaultUrl,
                token,
                'auto'
            );
            return { key, url, client };
        },
    };
}

/** A directory answering one client for every company (tests, tools). */
export const singleZabbix = (client: ZabbixClient): ZabbixDirectory => ({
    default: () => client,
    forIntegration: () => ({ key: 'default', url: null, client }),
    timeoutMs: ZABBIX_TIMEOUT_MS,
});

/** The Zabbix of the company a plant belongs to. */
export async function zabbixForPlant(
    db: Database,
    directory: ZabbixDirectory,
    plantId: unknown
): Promise<ZabbixTarget> {
    const { rows } = await db.query<{ integration: ApiIntegration | null }>(
        `SELECT c.api_integration AS integration
         FROM subsidiary s JOIN company c ON c.id = s.company_id
         WHERE s.id = $1`,
        [Number(plantId)]
    );
    return directory.forIntegration(rows[0]?.integration);
}
