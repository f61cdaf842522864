/**
 * The entry (index.html): start-up begins here, in a small chunk
 * (src/startup.ts: the catalog, the configuration, keycloak-js's silent
 * sign-in, then the session and the page's rows). The app's code arrives
 * beside it (preloaded when sign-in may succeed) and is run once sign-in
 * is known (docs/performance.md, "Start-up"). A start offline on the
 * session the field app kept runs the field app's own entry instead,
 * without the console's frame (docs/field-app.md, "Start-up").
 */
import { preloadShellIfSigningIn } from '@/shellPreload';
import { forgetLegacyCopies } from '@/startupStorage';
import { offlineSession } from '@/providers/offlineSession';
import { opensFieldEntry } from '@/routes/fieldAppChoice';
import { reportMissingCode, startEarly, whenSignInKnown } from './startup';

preloadShellIfSigningIn();
forgetLegacyCopies();
const startup = startEarly();
whenSignInKnown(startup)
    .then(async outcome => {
        if (opensFieldEntry(offlineSession(), outcome)) {
            const { startField } = await import('./fieldMain');
            return () => startField(startup);
        }
        const { start } = await import('./main');
        return () => start(startup, outcome);
    })
    .then(
        run => run(),
        // The app's code did not arrive: said without React.
        (error: unknown) => reportMissingCode(startup, error)
    );
