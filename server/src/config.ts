import { join } from 'node:path';
import {
    outboundPolicyFrom,
    type OutboundPolicy,
} from './settings/outbound.ts';
import { photoQuotaFrom, type PhotoQuota } from './settings/photoQuota.ts';
import {
    alertSettingsFrom,
    deliverySettingsFrom,
    type AlertSettings,
    type DeliverySettings,
} from './settings/alerts.ts';

/** Server configuration from the environment (docs/configuration.md, "The server"). */
export interface ServerConfig {
    host: string;
    port: number;
    /** Origin the browser uses, e.g. http://localhost:8080; the OIDC issuer hangs from it. */
    publicUrl: string;
    /**
     * Which proxies' X-Forwarded-* headers to believe (Fastify's
     * `trustProxy`): none by default, `true` for any, or addresses and
     * CIDRs. The sign-in's URLs never follow them: they come from PUBLIC_URL.
     */
    trustProxy: true | string[];
    /** PostgreSQL connection string; absent means embedded PGlite under dataDir. */
    databaseUrl?: string;
    dataDir: string;
    /**
     * Inspection photos' files (PHOTO_DIR, else `dataDir/photos`); shared
     * by every server process of one database (docs/robustness.md).
     */
    photoDir: string;
    /** What one account and one plant may send and keep (PHOTO_QUOTA_*, settings/photoQuota.ts). */
    photoQuota: PhotoQuota;
    /** Seconds an access token lives (embedded IdP). */
    accessTokenTtl: number;
    /** External issuer (a real Keycloak realm URL); absent means the embedded IdP. */
    oidcIssuer?: string;
    /** Expected `aud` of access tokens from an external issuer (Keycloak: `account`). */
    oidcAudience?: string;
    /** The clients whose tokens the API accepts (`azp`); `plants-web` unless OIDC_CLIENT_IDS says. */
    oidcClientIds: string[];
    /** Extra origins allowed to redirect to the embedded IdP (e.g. the Vite dev server). */
    redirectOrigins: string[];
    /** API token the Zabbix simulator accepts, and the one the API's proxy sends. */
    zabbixToken: string;
    /** A token the simulator knows as expired, so clients can be tried against one. */
    zabbixExpiredToken: string;
    /** Simulator tokens for tests: a user without host rights, a role without history.get. */
    zabbixNoRightsToken: string;
    zabbixNoHistoryToken: string;
    /** The simulator's history and trends retention, in days. */
    zabbixHistoryDays: number;
    zabbixTrendsDays: number;
    /**
     * How the SPA reaches Zabbix: `proxy` through this API (the token stays
     * on the server), `direct` from the browser with the token in
     * `/config.json` (docs/zabbix.md says when to use which).
     */
    zabbixMode: 'proxy' | 'direct';
    /** Zabbix the proxy calls; absent means the embedded simulator. */
    zabbixUrl?: string;
    /** How long one series request (all its Zabbix calls) may take: 10 s (spec §7). */
    zabbixTimeoutMs: number;
    /** How the proxy authenticates: `header`, `field` or `auto`. */
    zabbixAuthMode: 'header' | 'field' | 'auto';
    /** How often the sensors' Zabbix items are asked for their last value time. */
    lastSeenPollMs: number;
    /** `/config.json` `monitoring.refreshSeconds`: how often the SPA's monitoring screens ask again. */
    refreshSeconds: number;
    /** Load demo data on start (idempotent). */
    seed: boolean;
    /** Folder of the built SPA. */
    staticDir: string;
    /** Logs one line per request. */
    log: boolean;
    /**
     * This process's name among replicas (REPLICA_NAME), sent as
     * `X-Served-By` on every answer when set, to tell behind a proxy which
     * process answered (docs/deployment.md). Unset: no header.
     */
    replicaName?: string;
    /** Alerts' auto-clear, escalation and job period (settings/alerts.ts). */
    alerts: AlertSettings;
    /** How notifications leave: SMTP, the webhook, or kept in the outbox. */
    delivery: DeliverySettings;
    /**
     * Where the server may connect to (settings/outbound.ts): addresses outside
     * the public Internet only as OUTBOUND_ALLOWED_HOSTS allows, answers
     * up to OUTBOUND_MAX_BYTES (20 MB). `unreadable`: entries the start
     * reports and ignores.
     */
    outbound: OutboundPolicy & { unreadable: string[] };
}

const int = (v: string | undefined, d: number) => {
    const n = Number(v);
    return v && Number.isInteger(n) && n > 0 ? n : d;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
    const port = int(env.PORT, 8080);
    const host = env.HOST ?? '127.0.0.1';
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(
        /\/$/,
        ''
    );
    return {
        host,
        port,
        publicUrl,
        trustProxy:
            env.TRUST_PROXY === 'true'
                ? true
                : (env.TRUST_PROXY ?? '')
                      .split(',')
                      .map(s => s.trim())
                      .filter(Boolean),
        databaseUrl: env.DATABASE_URL || undefined,
        dataDir: env.DATA_DIR ?? 'data',
        photoDir: env.PHOTO_DIR || join(env.DATA_DIR ?? 'data', 'photos'),
        photoQuota: photoQuotaFrom(env),
        accessTokenTtl: int(env.ACCESS_TOKEN_TTL, 300),
        oidcIssuer: env.OIDC_ISSUER || undefined,
        oidcAudience: env.OIDC_AUDIENCE || undefined,
        oidcClientIds: (env.OIDC_CLIENT_IDS || 'plants-web')
            .split(/[\s,]+/)
            .filter(Boolean),
        // None by default: another origin allowed to sign in is one more
        // place a code can be sent to. `npm run start:dev` adds Vite's.
        redirectOrigins: (env.OIDC_REDIRECT_ORIGINS ?? '')
            .split(',')
            .map(s => s.trim())
            .filter(Boolean),
        zabbixToken: env.ZABBIX_TOKEN ?? 'plants-demo-zabbix-token',
        zabbixExpiredToken:
            env.ZABBIX_EXPIRED_TOKEN ?? 'plants-demo-zabbix-token-expired',
        zabbixNoRightsToken:
            env.ZABBIX_NO_RIGHTS_TOKEN ?? 'plants-demo-zabbix-token-no-rights',
        zabbixNoHistoryToken:
            env.ZABBIX_NO_HISTORY_TOKEN ??
            'plants-demo-zabbix-token-no-history',
        zabbixHistoryDays: Math.max(1, int(env.ZABBIX_HISTORY_DAYS, 7)),
        zabbixTrendsDays: Math.max(1, int(env.ZABBIX_TRENDS_DAYS, 365)),
        zabbixMode: env.ZABBIX_MODE === 'direct' ? 'direct' : 'proxy',
        zabbixUrl: env.ZABBIX_URL || undefined,
        // Shorter only for tests (a slow simulator without a 10 s wait).
        zabbixTimeoutMs: int(env.ZABBIX_TIMEOUT_MS, 10_000),
        zabbixAuthMode:
            env.ZABBIX_AUTH_MODE === 'header' ||
            env.ZABBIX_AUTH_MODE === 'field'
                ? env.ZABBIX_AUTH_MODE
                : 'auto',
        lastSeenPollMs:
            Math.max(1, Number(env.ZABBIX_POLL_SECONDS) || 60) * 1000,
        refreshSeconds: Math.max(
            1,
            Number(env.MONITORING_REFRESH_SECONDS) || 60
        ),
        seed: env.SEED !== 'false',
        staticDir: env.STATIC_DIR ?? 'dist',
        log: env.LOG !== 'false',
        replicaName: env.REPLICA_NAME?.trim() || undefined,
        alerts: alertSettingsFrom(env, publicUrl),
        delivery: deliverySettingsFrom(env),
        outbound: outboundPolicyFrom(env),
    };
}
