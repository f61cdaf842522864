/**
 * Runtime configuration, read once at start-up from `/config.json` served
 * beside the SPA, so one build deploys anywhere (docs/configuration.md,
 * "The SPA").
 */
import { embeddedConfig } from '@/signin/embeddedConfig';

/**
 * `header`: `Authorization: Bearer` (Zabbix 6.4+); `field`: the JSON-RPC
 * `auth` field (up to 7.0); `auto`: asks `apiinfo.version` once and picks.
 */
export type ZabbixAuthMode = 'header' | 'field' | 'auto';

/**
 * `proxy`: series come from the API, which holds Zabbix's token; `direct`:
 * the browser calls Zabbix's `history.get` itself with a public token
 * (docs/zabbix.md says when to use which).
 */
export type ZabbixConfig =
    | { mode: 'proxy' }
    | {
          mode: 'direct';
          url: string;
          token: string;
          authMode: ZabbixAuthMode;
          /** How long one chart's Zabbix calls may take (optional: 10 s). */
          timeoutMs?: number;
      };

/** `zabbix.timeoutMs`'s bounds: a second to two minutes. */
export const ZABBIX_TIMEOUT_MS = { min: 1_000, max: 120_000 } as const;

export interface AppConfig {
    /** Base URL of the REST API, e.g. `/api` or `https://api.example.com/api`. */
    apiUrl: string;
    keycloak: { url: string; realm: string; clientId: string };
    zabbix: ZabbixConfig;
    /** Empty tileUrl: the maps draw the offline base layer (src/map/). */
    map: { tileUrl: string; attribution: string };
    /** How often the monitoring screens ask again (optional: 60 s). */
    monitoring?: { refreshSeconds: number };
}

export const DEFAULT_REFRESH_SECONDS = 60;

const ZABBIX_AUTH_MODES: readonly ZabbixAuthMode[] = [
    'auto',
    'header',
    'field',
];

/** What is wrong with `/config.json`, as a catalog key and its arguments. */
export interface ConfigProblem {
    key: `app.a11y.configProblem.${'unreachable' | 'status' | 'notJson' | 'keys'}`;
    args?: Record<string, string | number>;
}

/**
 * `/config.json` missing, unreadable or of the wrong shape. The message is
 * for the console (English, as logs are); `problem` is what the start-up
 * screen says, in the user's language.
 */
export class ConfigError extends Error {
    override name = 'ConfigError';
    constructor(
        message: string,
        readonly problem: ConfigProblem
    ) {
        super(message);
    }
}

export const CONFIG_NOT_INITIALIZED = 'Core configuration not initialized';

let current: AppConfig | undefined;

/** The loaded configuration; services call it, so using one too early fails loudly. */
export const getConfig = (): AppConfig => {
    if (!current) throw new Error(CONFIG_NOT_INITIALIZED);
    return current;
};

type Raw = Record<string, unknown>;

const isObject = (v: unknown): v is Raw =>
    typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Checks the shape of `/config.json`. Throws one error naming every bad key,
 * so a broken deployment is fixed in one pass.
 */
export const parseConfig = (raw: unknown, origin: string): AppConfig => {
    const bad: string[] = [];
    const root = isObject(raw) ? raw : {};
    const section = (key: string): Raw => {
        const value = root[key];
        if (isObject(value)) return value;
        bad.push(key);
        return {};
    };
    const text = (obj: Raw, path: string, key: string, allowEmpty = false) => {
        const value = obj[key];
        if (typeof value === 'string' && (allowEmpty || value.trim() !== ''))
            return value.trim();
        bad.push(path ? `${path}.${key}` : key);
        return '';
    };
    if (!isObject(raw)) bad.push('(root)');
    const apiUrl = text(root, '', 'apiUrl');
    const kc = section('keycloak');
    const zb = section('zabbix');
    const map = section('map');
    // Optional: files written before it keep working.
    const monitoring = isObject(root.monitoring) ? root.monitoring : {};
    const refresh = monitoring.refreshSeconds ?? DEFAULT_REFRESH_SECONDS;
    if (typeof refresh !== 'number' || !(refresh >= 1))
        bad.push('monitoring.refreshSeconds');
    // Without a mode, a url means the spec's direct calls (older config files).
    const mode = zb.mode ?? (zb.url === undefined ? 'proxy' : 'direct');
    if (mode !== 'proxy' && mode !== 'direct') bad.push('zabbix.mode');
    const authMode = ZABBIX_AUTH_MODES.find(m => m === (zb.authMode ?? 'auto'));
    if (mode === 'direct' && !authMode) bad.push('zabbix.authMode');
    const timeoutMs = zb.timeoutMs;
    if (
        mode === 'direct' &&
        timeoutMs !== undefined &&
        !(
            typeof timeoutMs === 'number' &&
            timeoutMs >= ZABBIX_TIMEOUT_MS.min &&
            timeoutMs <= ZABBIX_TIMEOUT_MS.max
        )
    )
        bad.push('zabbix.timeoutMs');
    const config: AppConfig = {
        apiUrl: apiUrl.replace(/\/+$/, ''),
        keycloak: {
            // Empty means "same origin": the embedded IdP sits beside the SPA.
            url:
                text(kc, 'keycloak', 'url', true).replace(/\/+$/, '') || origin,
            realm: text(kc, 'keycloak', 'realm'),
            clientId: text(kc, 'keycloak', 'clientId'),
        },
        zabbix:
            mode === 'direct'
                ? {
                      mode,
                      url: text(zb, 'zabbix', 'url'),
                      token: text(zb, 'zabbix', 'token', true),
                      authMode: authMode ?? 'auto',
                      ...(typeof timeoutMs === 'number' ? { timeoutMs } : {}),
                  }
                : { mode: 'proxy' },
        map: {
            tileUrl: text(map, 'map', 'tileUrl', true),
            attribution: text(map, 'map', 'attribution', true),
        },
        monitoring: {
            refreshSeconds:
                typeof refresh === 'number' && refresh >= 1
                    ? refresh
                    : DEFAULT_REFRESH_SECONDS,
        },
    };
    if (bad.length) {
        throw new ConfigError(
            `Invalid /config.json: bad or missing ${bad.join(', ')}`,
            {
                key: 'app.a11y.configProblem.keys',
                args: { keys: bad.join(', ') },
            }
        );
    }
    return config;
};

/** Sets the configuration directly (start-up after parsing, and tests). */
export const setConfig = (config: AppConfig | undefined): void => {
    current = config;
};

export const loadConfig = async (
    fetchImpl: typeof fetch = fetch
): Promise<AppConfig> => {
    // Written into the page by the server (server/src/indexPage.ts): no
    // round trip. Absent (a page from another server), it is fetched.
    const embedded = embeddedConfig(document);
    if (embedded !== undefined) {
        const config = parseConfig(embedded, window.location.origin);
        setConfig(config);
        return config;
    }
    // The HTML preloads it (index.html); the server answers no-cache with
    // an ETag, so the browser revalidates it on every load.
    // Every failure names the file, so start-up can say what is wrong.
    const res = await fetchImpl('/config.json').catch((error: unknown) => {
        throw new ConfigError(`Cannot load /config.json: ${String(error)}`, {
            key: 'app.a11y.configProblem.unreachable',
        });
    });
    if (!res.ok)
        throw new ConfigError(`Cannot load /config.json: HTTP ${res.status}`, {
            key: 'app.a11y.configProblem.status',
            args: { status: res.status },
        });
    const raw: unknown = await res.json().catch(() => {
        throw new ConfigError('Invalid /config.json: not JSON', {
            key: 'app.a11y.configProblem.notJson',
        });
    });
    const config = parseConfig(raw, window.location.origin);
    setConfig(config);
    return config;
};
