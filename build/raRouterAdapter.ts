/**
 * Vite plugin: ra-core's react-router adapter imports `createHashRouter`
 * (and with it react-router's whole data router, ~12 kB gzip) only to
 * create a router when react-admin is rendered outside one. This app always
 * renders inside its own `<BrowserRouter>` (src/App.tsx), so in the
 * production build that adapter gets a `react-router-dom` whose data-router
 * constructors fail loudly instead. See docs/performance.md.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ADAPTER =
    /ra-core[\\/]dist[\\/]routing[\\/]adapters[\\/]reactRouterProvider/;
const SHIM = fileURLToPath(
    new URL('./reactRouterWithoutDataRouter.ts', import.meta.url)
);

export const raRouterAdapter = (): Plugin => ({
    name: 'plants:ra-router-adapter',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
        if (
            source === 'react-router-dom' &&
            importer &&
            ADAPTER.test(importer)
        ) {
            return SHIM;
        }
        return null;
    },
});
