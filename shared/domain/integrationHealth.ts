/**
 * A company's Zabbix integration as the last-seen poll finds it
 * (docs/monitoring.md, "When the integration fails"): shared by the server
 * that records it and the screens that show it (the dashboard, the
 * company's page). While it fails, the devices heard through it read
 * `unknown` (deviceState.ts): a failing integration is not a silence.
 */

/** Why a pass could not read the company's items. */
export const INTEGRATION_FAILURES = [
    // No answer, a timeout, an HTTP error, an answer that is not JSON-RPC,
    // an address the server may not call.
    'unreachable',
    // Zabbix refused the token (wrong, expired, or the wrong header mode).
    'token',
    // The token reads none of the company's items: no read rights on
    // their hosts, or the items do not exist (Zabbix answers [] for both).
    'rights',
    // The server cannot use the integration: a token reference it does
    // not hold, or one not bound to this company or URL.
    'config',
] as const;
export type IntegrationFailure = (typeof INTEGRATION_FAILURES)[number];

export interface IntegrationHealth {
    /** True while the company's last pass failed. */
    failing: boolean;
    failure: IntegrationFailure | null;
    /** When the current failure began (null while it answers). */
    since: string | null;
    /** The last pass that read the company's items. */
    okAt: string | null;
    /** The last pass, whatever its outcome; null: never polled (no Zabbix item yet). */
    checkedAt: string | null;
}

export const HEALTHY: IntegrationHealth = {
    failing: false,
    failure: null,
    since: null,
    okAt: null,
    checkedAt: null,
};
