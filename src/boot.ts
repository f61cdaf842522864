/**
 * The entry (index.html): start-up begins here, in a small chunk
 * (src/startup.ts: the catalog, the configuration, keycloak-js's silent
 * sign-in, then the session and the page's rows), while the app's code
 * downloads beside it (docs/performance.md, "Start-up").
 */
import { showCodeFailure } from '@/screens/codeFailure';
import { forgetLegacyCopies } from '@/startupStorage';
import { startEarly } from './startup';

forgetLegacyCopies();
const startup = startEarly();
import('./main').then(
    ({ start }) => start(startup),
    async (error: unknown) => {
        // The app's code did not arrive (network down, a deployment
        // replaced the files): said without React, in the user's
        // language when the catalog came.
        console.error(error);
        const provider = await startup.catalog.catch(() => undefined);
        const container = document.getElementById('root');
        if (!container) return;
        showCodeFailure(
            container,
            error instanceof Error ? error.message : String(error),
            provider
                ? (key, options) => provider.translate(key, options)
                : undefined,
            provider?.getLocale()
        );
    }
);
