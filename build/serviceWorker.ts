/**
 * The service worker (vite-plugin-pwa's generateSW, Workbox): the build's
 * files precached, so that a returning user's scripts come from Cache
 * Storage; `index.html` network-first (a new build is seen at once, the
 * last page served when the network is down); an update prompt in the app
 * when a new build is waiting (src/layout/shell/UpdatePrompt.tsx). The server's
 * paths are never the worker's: API answers, the sign-in and the Zabbix
 * simulator go to the network as if there were no worker
 * (docs/decisions/0001-first-screen-by-standard-means.md).
 */
import { VitePWA } from 'vite-plugin-pwa';

export const serviceWorker = () =>
    VitePWA({
        registerType: 'prompt',
        // Registered by the app once its first screen is drawn
        // (src/providers/serviceWorker.ts), not by an injected script.
        injectRegister: false,
        // The field app's manifest is its own work; none yet.
        manifest: false,
        workbox: {
            // keycloak-js's silent sign-in frame too: one round trip less
            // in every returning visit's sign-in.
            globPatterns: ['**/*.{js,css,svg,woff2}', 'silent-check-sso.html'],
            // Source maps and the precompressed twins stay out.
            globIgnores: ['**/*.map', '**/*.br', '**/*.gz'],
            // The offline map's data and the largest chunks.
            maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
            navigateFallback: null,
            // No navigation preload: it would send a second request for
            // every navigation the worker leaves alone (the sign-in's).
            cleanupOutdatedCaches: true,
            // Workbox writes these functions' text into the worker: they
            // use nothing from this module. A page is a navigation to a
            // path without a dot outside the server's own paths
            // (server/src/spa.ts); every page is the same HTML, so one
            // cache key serves all of them offline.
            runtimeCaching: [
                {
                    urlPattern: ({ request, url }) =>
                        request.mode === 'navigate' &&
                        url.origin === self.location.origin &&
                        !/^\/(api|realms|zabbix)(\/|$)/.test(url.pathname) &&
                        !url.pathname.includes('.'),
                    handler: 'NetworkFirst',
                    options: {
                        cacheName: 'app-page',
                        plugins: [
                            { cacheKeyWillBeUsed: async () => '/index.html' },
                        ],
                    },
                },
            ],
        },
    });
