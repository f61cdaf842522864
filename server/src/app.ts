/**
 * Composes the embedded stack on one Fastify instance: the REST API, the
 * Keycloak-compatible sign-in, the Zabbix simulator and the built SPA.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { registerApi } from './api/index.ts';
import type { ServerConfig } from './config.ts';
import { openDatabase, type Database } from './db/index.ts';
import { createIdentityStore } from './db/identityStore.ts';
import { startMaintenance } from './db/maintenance.ts';
import { startPhotoCleanup } from './db/photoCleanup.ts';
import { startReadingRetention } from './db/readingRetention.ts';
import { movePhotosToStore } from './db/photos.ts';
import { fileStore } from './photos/photoStore.ts';
import { registerOidc } from './oidc/index.ts';
import { seedDemoData } from './seed/index.ts';
import { syncPageCatalog } from './seed/pageCatalog.ts';
import { closeHttp } from './httpClose.ts';
import { registerSecurityHeaders } from './securityHeaders.ts';
import { startZabbixLastSeen } from './monitoring/zabbixLastSeen.ts';
import { registerSpa } from './spa.ts';
import { registerZabbix } from './zabbix/index.ts';
import { zabbixDirectory } from './zabbix/proxyClient.ts';
import { describeDelivery, startDelivery } from './alerts/delivery.ts';
import { startAlertJob } from './alerts/jobs.ts';
import { systemClock, type Clock } from './alerts/lifecycle.ts';
import { startPlantEvents } from './alerts/plantEvents.ts';

export interface RunningApp {
    app: FastifyInstance;
    db: Database;
    /** Finishes the requests under way, then stops the jobs and the database. */
    close(): Promise<void>;
}

/** Requests still running this long after a stop began are cut (main.ts allows 5 s in all). */
const REQUEST_GRACE_MS = 3000;

export async function buildApp(
    config: ServerConfig,
    opts: { clock?: Clock } = {}
): Promise<RunningApp> {
    const app = Fastify({
        logger: false,
        bodyLimit: 1024 * 1024,
        trustProxy:
            config.trustProxy === true || config.trustProxy.length
                ? config.trustProxy
                : false,
    });
    if (config.log) {
        // One line per request with status and duration.
        app.addHook('onResponse', async (req, reply) => {
            process.stdout.write(
                `${new Date().toISOString()} ${req.method} ${req.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms\n`
            );
        });
    }
    if (config.replicaName) {
        const name = config.replicaName;
        // On the raw response: hijacked answers (the sign-in, the event
        // stream) skip Fastify's reply headers but keep these.
        app.addHook('onRequest', async (_req, reply) => {
            reply.raw.setHeader('x-served-by', name);
        });
    }
    registerSecurityHeaders(app, config.publicUrl.startsWith('https:'));
    const db = await openDatabase(config);
    const photos = fileStore(config.photoDir);
    // Rows from before migration 0019 carry their bytes: out they go.
    const moved = await movePhotosToStore(db, photos);
    if (moved > 0 && config.log)
        process.stdout.write(
            `inspection photos: moved ${moved} from the database to ${config.photoDir}\n`
        );
    await syncPageCatalog(db);
    if (config.seed) await seedDemoData(db);
    const identity = createIdentityStore(db);
    const oidc = config.oidcIssuer
        ? null
        : await registerOidc(app, {
              issuer: `${config.publicUrl}/realms/plants`,
              accessTokenTtl: config.accessTokenTtl,
              identity,
              redirectOrigins: [config.publicUrl, ...config.redirectOrigins],
              db,
          });
    await registerZabbix(app, {
        token: config.zabbixToken,
        expiredToken: config.zabbixExpiredToken,
        noRightsToken: config.zabbixNoRightsToken,
        noHistoryToken: config.zabbixNoHistoryToken,
        retention: {
            historyDays: config.zabbixHistoryDays,
            trendsDays: config.zabbixTrendsDays,
        },
    });
    const zabbix = zabbixDirectory(app, config);
    const clock = opts.clock ?? systemClock;
    const alerts = {
        alerts: config.alerts,
        delivery: config.delivery,
        clock,
    };
    const events = await startPlantEvents(db);
    await registerApi(app, {
        alerts,
        events,
        db,
        issuer: config.oidcIssuer ?? `${config.publicUrl}/realms/plants`,
        audience: config.oidcAudience ?? 'account',
        clientIds: config.oidcClientIds,
        localKeys: oidc?.keys,
        embedded: oidc ?? undefined,
        zabbix,
        photos,
        photoQuota: config.photoQuota,
    });
    await registerSpa(app, config);
    // PGlite has no autovacuum (single-user PostgreSQL): the server does it.
    const maintenance = db.kind === 'pglite' ? startMaintenance(db) : null;
    const photoCleanup = startPhotoCleanup(db, { store: photos });
    const readingRetention = startReadingRetention(db);
    const lastSeen = startZabbixLastSeen(db, zabbix, {
        intervalMs: config.lastSeenPollMs,
        alerts,
    });
    const alertJob = startAlertJob(db, alerts);
    const delivery = startDelivery(db, config.delivery, clock);
    if (config.log)
        process.stdout.write(`${describeDelivery(config.delivery)}\n`);
    if (config.outbound.unreadable.length)
        process.stderr.write(
            `OUTBOUND_ALLOWED_HOSTS: ignored ${config.outbound.unreadable.join(', ')} (neither a host name, an address nor a range)\n`
        );
    return {
        app,
        db,
        async close() {
            // Zabbix is asked through this app's own routes (the embedded
            // simulator): its poll is cut before they close.
            const lastSeenStopped = lastSeen.stop();
            // Open event streams never end by themselves: end them first.
            await events.close();
            await closeHttp(app, REQUEST_GRACE_MS);
            await alertJob.stop();
            await delivery?.stop();
            await maintenance?.stop();
            await photoCleanup.stop();
            await readingRetention.stop();
            await lastSeenStopped;
            await oidc?.close();
            await db.close();
        },
    };
}
