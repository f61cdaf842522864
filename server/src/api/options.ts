/** What the API needs from the server that mounts it (index.ts). */
import type { ZabbixDirectory } from '../zabbix/companyZabbix.ts';
import type { Database } from '../db/index.ts';
import type { BruteForceGuard } from '../oidc/bruteForce.ts';
import type { LocalKeys } from '../oidc/keyRing.ts';
import type { PlantEvents } from '../alerts/plantEvents.ts';
import type { AlertHooks } from '../alerts/readings.ts';

import type { PhotoStore } from '../db/photoStore.ts';
import type { PhotoQuota } from '../settings/photoQuota.ts';

export interface ApiOptions {
    db: Database;
    /** Issuer every access token must carry. */
    issuer: string;
    /** Audience every access token must carry. */
    audience: string;
    /** The clients a token may have been issued to (its `azp`), as Keycloak's adapters check. */
    clientIds: string[];
    /** The embedded IdP's public keys; absent means fetch `${issuer}/protocol/openid-connect/certs`. */
    localKeys?: LocalKeys;
    /** The embedded sign-in's hooks; absent with an external Keycloak. */
    embedded?: EmbeddedSignIn;
    /** The Zabbix client of the series proxy (created on first use). */
    /** Each company's Zabbix, the environment's by default. */
    zabbix: ZabbixDirectory;
    /** Alert settings, notification context and clock (alerts/). */
    alerts: AlertHooks;
    /** The plants' pushed changes (`GET /api/events`). */
    events: PlantEvents;
    /** Where inspection photos' bytes are (server/src/photos/). */
    photos: PhotoStore;
    /** What one account and one plant may send and keep (the defaults when absent). */
    photoQuota?: PhotoQuota;
}

/** What a password change needs of the embedded sign-in (server/src/oidc). */
export interface EmbeddedSignIn {
    /** Brute-force protection: a wrong current password is a failed sign-in. */
    bruteForce: Pick<BruteForceGuard, 'begin' | 'succeeded'>;
    /** Ends the account's sign-in sessions and refresh tokens but `keepSid`'s. */
    endSessions(sub: string, keepSid?: string): Promise<number>;
}
