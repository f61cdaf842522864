/**
 * The entry (index.html): start-up begins here, in a small chunk, while
 * the app's code downloads beside it (docs/performance.md, "Sign-in
 * before the shell"), unless the HTML's early sign-in sends the browser
 * to the sign-in form (docs/performance.md, "Sign-in from the HTML").
 */
import { endEarlyPage } from '@/earlyPage/handoff';
import { restoreStyles } from '@/earlyPage/savedStyles';
import { showCodeFailure } from '@/screens/codeFailure';
import { earlySignIn } from '@/signin/earlySignIn';
import { startEarly } from './startup';

const boot = () => {
    const startup = startEarly();
    // After sign-in has started, before the shell (and emotion) evaluates.
    restoreStyles();
    import('./main').then(
        ({ start }) => start(startup),
        async (error: unknown) => {
            // The app's code did not arrive (network down, a deployment
            // replaced the files): said without React, in the user's
            // language when the catalog came.
            console.error(error);
            endEarlyPage();
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
};

// The HTML's early sign-in may be sending the browser to the sign-in form
// at once (signed out, no trace of a previous sign-in): then nothing
// starts. Known as soon as config.json is, which start-up waits for anyway.
const early = earlySignIn();
if (early) void early.appStarts.then(starts => starts && boot());
else boot();
