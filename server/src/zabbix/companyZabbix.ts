/**
 * Which Zabbix reads a company's sensors (docs/zabbix.md, "Each company's
 * Zabbix"): the company's `apiIntegration.zabbixUrl` with the token its
 * `zabbixTokenRef` names, held by the server, or the environment's Zabbix
 * (`ZABBIX_URL`, else the embedded simulator, with `ZABBIX_TOKEN`) for
 * whatever the company leaves empty.
 *
 * A reference resolves only through its binding, declared beside the
 * token by whoever holds the secrets: the companies that may use it and
 * the one Zabbix URL it may be sent to (the server's own Zabbix when none
 * is named). The company's record, which the API writes, only picks a
 * reference; it cannot lend one company's token to another, nor send a
 * token anywhere else. Token values never leave this module except
 * towards their bound Zabbix, through the outbound guard (outbound.ts).
 */
import { readFileSync } from 'node:fs';
import { unmaskCnpj } from '@shared/domain/cnpj.ts';
import {
    createZabbixClient,
    ZABBIX_TIMEOUT_MS,
    type ZabbixAuthMode,
    type ZabbixClient,
} from '@shared/zabbix/zabbixClient.ts';
import { ZabbixError } from '@shared/zabbix/zabbixError.ts';
import type { Database } from '../db/database.ts';
import { OutboundError, outboundFetch } from '../outbound.ts';
import {
    outboundPolicyFrom,
    type OutboundPolicy,
} from '../settings/outbound.ts';

export interface ApiIntegration {
    zabbixUrl?: string | null;
    zabbixTokenRef?: string | null;
}

/** The company an integration belongs to, as a binding names it. */
export interface CompanyIdentity {
    id: number;
    cnpj?: unknown;
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
    /**
     * Throws a ZabbixError of kind `config` when a token reference is not
     * held, `binding` when it is not bound to this company or this URL.
     */
    forIntegration(
        integration: ApiIntegration | null | undefined,
        company?: CompanyIdentity
    ): ZabbixTarget;
    /** How long one whole request (all its calls) may take. */
    timeoutMs: number;
}

/** A reference's normalized name: `vault:zabbix/acme` → `VAULT_ZABBIX_ACME`. */
const envSuffix = (ref: string): string =>
    ref
        .toUpperCase()
        .replace(/[^A-Z0-9]+/g, '_')
        .replace(/^_+|_+$/g, '');

/** The environment variable a token reference is read from: `acme` → `ZABBIX_TOKEN_ACME`. */
export const envTokenName = (ref: string): string =>
    `ZABBIX_TOKEN_${envSuffix(ref)}`;

/** Where a held token may go. */
export interface TokenBinding {
    token: string;
    /** The one URL the token is sent to; null: the server's own Zabbix. */
    url: string | null;
    /** Company ids and CNPJs (unmasked) that may use it; null: any. */
    companies: { ids: Set<number>; cnpjs: Set<string> } | null;
    /** Why the declaration cannot be used, when it cannot. */
    problem?: string;
}

/** Companies as a binding lists them: ids (numbers or digit strings) and CNPJs. */
function companiesOf(raw: unknown): TokenBinding['companies'] | undefined {
    const list =
        typeof raw === 'string'
            ? raw.split(/[\s,;]+/).filter(Boolean)
            : Array.isArray(raw)
              ? (raw as unknown[])
              : undefined;
    if (!list) return undefined;
    const ids = new Set<number>();
    const cnpjs = new Set<string>();
    for (const entry of list) {
        if (typeof entry === 'number' && Number.isSafeInteger(entry))
            ids.add(entry);
        else if (typeof entry === 'string' && /^\d{1,13}$/.test(entry.trim()))
            ids.add(Number(entry.trim()));
        else if (typeof entry === 'string' && unmaskCnpj(entry).length === 14)
            cnpjs.add(unmaskCnpj(entry));
        else return undefined;
    }
    return { ids, cnpjs };
}

function bindingOf(
    token: unknown,
    url: unknown,
    companies: unknown,
    where: string
): TokenBinding | null {
    if (typeof token !== 'string' || !token) return null;
    const binding: TokenBinding = { token, url: null, companies: null };
    if (url !== undefined && url !== null && url !== '') {
        const normalized = typeof url === 'string' ? normalizeUrl(url) : null;
        if (!normalized) {
            binding.problem = `its URL in ${where} is not an http(s) URL`;
            return binding;
        }
        binding.url = normalized;
    }
    if (companies !== undefined && companies !== null && companies !== '') {
        const parsed = companiesOf(companies);
        if (!parsed) {
            binding.problem = `its companies in ${where} are not a list of company ids or CNPJs`;
            return binding;
        }
        binding.companies = parsed;
    }
    if (!binding.url && !binding.companies)
        binding.problem = `${where} binds it to no company and no URL`;
    return binding;
}

/**
 * The token a reference names and its binding, or null when the server
 * holds none. The secrets file (`ZABBIX_SECRETS_FILE`) maps a reference
 * to `{ "token", "url"?, "companies"? }`; the environment holds
 * `ZABBIX_TOKEN_<REF>` with `ZABBIX_URL_<REF>` and `ZABBIX_COMPANIES_<REF>`.
 * A token declared with neither a URL nor companies is held but unusable.
 */
export function resolveBinding(
    ref: string,
    env: NodeJS.ProcessEnv = process.env
): TokenBinding | null {
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
        const entry =
            typeof secrets === 'object' &&
            secrets !== null &&
            Object.hasOwn(secrets, ref)
                ? (secrets as Record<string, unknown>)[ref]
                : undefined;
        const found =
            typeof entry === 'string'
                ? bindingOf(entry, undefined, undefined, 'ZABBIX_SECRETS_FILE')
                : typeof entry === 'object' && entry !== null
                  ? bindingOf(
                        (entry as Record<string, unknown>).token,
                        (entry as Record<string, unknown>).url,
                        (entry as Record<string, unknown>).companies,
                        'ZABBIX_SECRETS_FILE'
                    )
                  : null;
        if (found) return found;
    }
    const suffix = envSuffix(ref);
    if (!suffix) return null;
    return bindingOf(
        env[`ZABBIX_TOKEN_${suffix}`],
        env[`ZABBIX_URL_${suffix}`],
        env[`ZABBIX_COMPANIES_${suffix}`],
        `ZABBIX_URL_${suffix} or ZABBIX_COMPANIES_${suffix}`
    );
}

/** The token a reference names, whatever its binding (tools); null when not held. */
export const resolveTokenRef = (
    ref: string,
    env: NodeJS.ProcessEnv = process.env
): string | null => resolveBinding(ref, env)?.token ?? null;

/** One spelling per URL (scheme and host case, default port, dot segments); null when not http(s). */
export function normalizeUrl(raw: string): string | null {
    try {
        const url = new URL(raw.trim());
        return url.protocol === 'http:' || url.protocol === 'https:'
            ? url.href
            : null;
    } catch {
        return null;
    }
}

const bindsCompany = (
    companies: NonNullable<TokenBinding['companies']>,
    company: CompanyIdentity | undefined
) =>
    company !== undefined &&
    (companies.ids.has(company.id) ||
        (typeof company.cnpj === 'string' &&
            companies.cnpjs.has(unmaskCnpj(company.cnpj))));

const configError = (message: string, ref?: string) =>
    new ZabbixError('config', 'configuration', message, { data: ref });

const bindingError = (message: string, ref: string) =>
    new ZabbixError('binding', 'configuration', message, { data: ref });

/**
 * The outbound guard's `fetch` for Zabbix: its refusals become the
 * ZabbixErrors the chart names (`address`, `tooLarge`), the precise
 * account kept in `detail` for administrators.
 */
export function zabbixFetch(
    policy: OutboundPolicy,
    timeoutMs: number
): typeof fetch {
    const guarded = outboundFetch({ policy, timeoutMs });
    return async (input, init) => {
        try {
            return await guarded(input, init);
        } catch (err) {
            if (!(err instanceof OutboundError)) throw err;
            throw new ZabbixError(
                err.reason === 'tooLarge' ? 'tooLarge' : 'address',
                'request',
                err.message,
                { detail: err.detail, data: err.host },
                { cause: err }
            );
        }
    };
}

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
    /** Where the server may connect (OUTBOUND_*); the environment's by default. */
    outbound?: OutboundPolicy;
}): ZabbixDirectory {
    const timeoutMs = opts.timeoutMs ?? ZABBIX_TIMEOUT_MS;
    const outbound = zabbixFetch(
        opts.outbound ?? outboundPolicyFrom(opts.env ?? process.env),
        // Each call's own limit; the request's deadline is shorter or equal.
        Math.max(timeoutMs, ZABBIX_TIMEOUT_MS)
    );
    /** The server's own Zabbix, as bindings without a URL name it. */
    const serverUrl = opts.defaultUrl
        ? (normalizeUrl(opts.defaultUrl) ?? opts.defaultUrl)
        : 'embedded';
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
                ? createZabbixClient({ url, token, authMode, fetch: outbound })
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
        timeoutMs,
        forIntegration(integration, company) {
            const rawUrl = integration?.zabbixUrl;
            const rawRef = integration?.zabbixTokenRef;
            const url =
                typeof rawUrl === 'string' ? rawUrl.trim() || null : null;
            const ref =
                typeof rawRef === 'string' ? rawRef.trim() || null : null;
            if (!url && !ref)
                return {
                    key: 'default',
                    url: null,
                    client: opts.defaultClient(),
                };
            if (!ref)
                throw configError(
                    'The company names a Zabbix URL without a token reference'
                );
            const target = url ? normalizeUrl(url) : serverUrl;
            if (!target)
                throw configError(
                    "The company's Zabbix URL is not an http(s) URL"
                );
            const binding = resolveBinding(ref, opts.env);
            if (!binding)
                throw configError(
                    `The server holds no Zabbix token for the reference "${ref}" (${envTokenName(ref)} or ZABBIX_SECRETS_FILE)`,
                    ref
                );
            if (binding.problem)
                throw bindingError(
                    `The token reference "${ref}" cannot be used: ${binding.problem}`,
                    ref
                );
            if (binding.companies && !bindsCompany(binding.companies, company))
                throw bindingError(
                    `The token reference "${ref}" is not bound to this company`,
                    ref
                );
            // Never another URL than the bound one, not even another
            // path on the same host.
            if (target !== (binding.url ?? serverUrl))
                throw bindingError(
                    `The token reference "${ref}" is bound to another Zabbix URL`,
                    ref
                );
            // A company's own Zabbix may be any version: ask it (one call).
            const { key, client } = clientFor(
                url ? target : opts.defaultUrl,
                binding.token,
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
    const { rows } = await db.query<{
        integration: ApiIntegration | null;
        company: number;
        cnpj: string | null;
    }>(
        `SELECT c.api_integration AS integration, c.id AS company, c.cnpj
         FROM subsidiary s JOIN company c ON c.id = s.company_id
         WHERE s.id = $1`,
        [Number(plantId)]
    );
    const row = rows[0];
    return directory.forIntegration(
        row?.integration,
        row ? { id: Number(row.company), cnpj: row.cnpj } : undefined
    );
}
