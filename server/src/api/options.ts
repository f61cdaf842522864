/** What the API needs from the server that mounts it (index.ts). */
import type { JSONWebKeySet } from 'jose';
import type { ZabbixClient } from '@/providers/zabbix/zabbixClient.ts';
import type { Database } from '../db/index.ts';

export interface ApiOptions {
    db: Database;
    /** Issuer every access token must carry. */
    issuer: string;
    /** Audience every access token must carry. */
    audience: string;
    /** The clients a token may have been issued to (its `azp`), as Keycloak's adapters check. */
    clientIds: string[];
    /** The embedded IdP's public keys; absent means fetch `${issuer}/protocol/openid-connect/certs`. */
    localJwks?: JSONWebKeySet;
    /** The Zabbix client of the series proxy (created on first use). */
    zabbix: () => ZabbixClient;
}
