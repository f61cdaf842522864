/**
 * The entry (index.html): start-up begins here, in a small chunk, while
 * the app's code downloads beside it (docs/performance.md, "Sign-in
 * before the shell").
 */
import { restoreStyles } from '@/savedStyles';
import { showCodeFailure } from '@/screens/codeFailure';
import { startEarly } from './startup';

const startup = startEarly();
// After sign-in has started, before the shell (and emotion) evaluates.
restoreStyles();
import('./main').then(
    ({ start }) => start(startup),
    async (error: unknown) => {
        // The app's code did not arrive (network down, a deployment
        // replaced the files): said without React, in the user's language
        // when the catalog came.
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
