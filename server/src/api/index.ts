/**
 * The reference REST API under `/api` (docs/api.md).
 * Every request carries a bearer token checked against the issuer's keys;
 * the routes then apply the profile's access rules and the plant scope.
 */
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@shared/domain/errorCodes.ts';
import { PROFILE_TYPE_HEADER } from '@shared/domain/fieldApp.ts';
import { changesCallers, createAuthenticator } from './auth.ts';
import { callerFor } from './fieldAccess.ts';
import type { ApiOptions } from './options.ts';
import { ApiError, installErrorHandlers } from './errors.ts';
import { registerAlertRoutes } from './alertRoutes.ts';
import { registerDashboardRoutes } from './dashboardRoutes.ts';
import { registerEventsRoute } from './eventsRoute.ts';
import { registerFieldRoutes } from './fieldRoutes.ts';
import { registerInstrumentationRoutes } from './instrumentationRoutes.ts';
import { registerLookupRoutes } from './lookupRoutes.ts';
import { registerOverviewRoutes } from './overviewRoutes.ts';
import { registerPhotoRoutes } from './photoRoutes.ts';
import { registerResourceRoutes } from './resourceRoutes.ts';
import { registerSeriesRoutes } from './seriesRoutes.ts';
import { registerSimulationRoutes } from './simulationRoutes.ts';
import { registerZabbixTestRoutes } from './zabbixTestRoutes.ts';
import { registerUserRoutes } from './userRoutes.ts';

export type { ApiOptions } from './options.ts';

export async function registerApi(
    app: FastifyInstance,
    opts: ApiOptions
): Promise<void> {
    const { authenticate, forgetCallers, listen } = createAuthenticator(opts);
    const unlisten = await listen();
    app.addHook('onClose', async () => unlisten());
    await app.register(
        async api => {
            installErrorHandlers(api);
            // JSON only; an empty body is "no body" (DELETE with a JSON content type).
            api.removeAllContentTypeParsers();
            api.addContentTypeParser(
                'application/json',
                { parseAs: 'string' },
                (_req, body, done) => {
                    const text = String(body);
                    if (text.trim() === '') return done(null, undefined);
                    try {
                        done(null, JSON.parse(text));
                    } catch {
                        done(
                            new ApiError(400, 'Malformed JSON body', [
                                { field: '', code: ErrorCode.invalid },
                            ])
                        );
                    }
                }
            );
            api.decorateRequest('caller', undefined);
            api.addHook('onRequest', async req => {
                req.caller = callerFor(
                    await authenticate(req),
                    req.headers[PROFILE_TYPE_HEADER]
                );
            });
            api.addHook('onSend', async (req, reply, payload) => {
                // Answers are per user: never cached by the browser or a proxy.
                reply.header('cache-control', 'no-store');
                // A write to a user, a profile, a page or a plant: loaded
                // callers are dropped before the answer leaves, here and in
                // the other processes on the same PostgreSQL, so the
                // writer's next request sees it wherever it lands (auth.ts,
                // CallerCache).
                if (
                    req.method !== 'GET' &&
                    req.method !== 'HEAD' &&
                    changesCallers(req.url)
                )
                    await forgetCallers(reply.statusCode < 400);
                return payload;
            });
            registerUserRoutes(api, opts.db, {
                embeddedSignIn: opts.localKeys !== undefined,
                embedded: opts.embedded,
            });
            registerSimulationRoutes(api, opts.db);
            registerDashboardRoutes(api, opts.db, opts.alerts.delivery);
            registerInstrumentationRoutes(api, opts.db);
            registerOverviewRoutes(api, opts.db);
            registerLookupRoutes(api, opts.db);
            registerSeriesRoutes(api, opts.db, opts.zabbix);
            registerZabbixTestRoutes(api, opts.db, opts.zabbix);
            registerPhotoRoutes(api, opts.db, opts.photos, opts.photoQuota);
            registerAlertRoutes(api, opts.db, opts.alerts);
            registerEventsRoute(api, opts.events);
            registerFieldRoutes(api, opts.db, opts.alerts.delivery);
            registerResourceRoutes(api, opts.db, opts.alerts);
        },
        { prefix: '/api' }
    );
}
