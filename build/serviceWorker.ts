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
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { field as en } from '../i18n/en-US/field.ts';
import { field as pt } from '../i18n/pt-BR/field.ts';

/** The theme's primary colour (src/layout/theme.ts). */
const THEME_COLOR = '#1258aa';

/** The manifest's texts in a catalog's words (i18n/<locale>/field.ts). */
const manifestTexts = (catalog: typeof en) => catalog.app.field.manifest;
const PT = manifestTexts(pt);
const EN = manifestTexts(en);

/**
 * The web app manifest, in the default language; the English names in the
 * manifest's localized members (W3C Web App Manifest, "Localization"),
 * which browsers that know them show to an English-speaking user. The
 * texts are the catalogs', so both languages stay in step with the app.
 */
export const FIELD_APP_MANIFEST: Partial<ManifestOptions> &
    Record<string, unknown> = {
    id: '/home',
    name: PT.name,
    short_name: PT.shortName,
    description: PT.description,
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    categories: ['utilities', 'productivity'],
    icons: [
        {
            src: '/icons/app-192.png',
            sizes: '192x192',
            type: 'image/png',
            purpose: 'any',
        },
        {
            src: '/icons/app-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'any',
        },
        {
            src: '/icons/app-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
        },
        {
            src: '/icons/app.svg',
            sizes: 'any',
            type: 'image/svg+xml',
            purpose: 'any',
        },
    ],
    name_localized: { 'en-US': EN.name },
    short_name_localized: { 'en-US': EN.shortName },
    description_localized: { 'en-US': EN.description },
};

export const serviceWorker = () =>
    VitePWA({
        registerType: 'prompt',
        // Registered by the app once its first screen is drawn
        // (src/providers/serviceWorker.ts), not by an injected script.
        injectRegister: false,
        // The field app installed from the browser (docs/field-app.md,
        // "Installing it"): it opens on the home of the field, standalone.
        manifest: FIELD_APP_MANIFEST,
        includeManifestIcons: true,
        workbox: {
            // keycloak-js's silent sign-in frame too: one round trip less
            // in every returning visit's sign-in; the app's icons.
            globPatterns: [
                '**/*.{js,css,svg,woff2}',
                'icons/*.png',
                'silent-check-sso.html',
            ],
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
