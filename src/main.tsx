/**
 * The app's start, once its code has arrived: src/startup.ts has already
 * started the catalog, the configuration, sign-in, the route's code, the
 * session and the rows, and waited for sign-in (docs/performance.md,
 * "Start-up"); this draws the app.
 */
import { createRoot, type Root } from 'react-dom/client';
import type { I18nProvider } from 'react-admin';
import { ConfigError } from '@/config';
import {
    createAuthProvider,
    seedAuthCheck,
} from '@/providers/auth/authProvider';
import { startServiceWorker } from '@/providers/serviceWorker';
import { StartupFailure } from '@/screens/StartupFailure';
import { Redirecting } from '@/screens/RedirectToLogin';
import { WaitScreen } from '@/screens/WaitScreen';
import { App } from './App';
import { createAppAuth, handleSignedOut } from './appAuth';
import { goToSignIn, type Startup } from './startup';
import { whenIdle } from './whenIdle';

const newRoot = (): Root => {
    const container = document.getElementById('root');
    if (!container) throw new Error('No #root element');
    return createRoot(container);
};

const render = async (
    root: Root,
    startup: Startup,
    outcome: 'leaving' | undefined
) => {
    if (outcome === 'leaving') {
        // Start-up sent the browser to the sign-in form: no app to mount.
        root.render(<Redirecting onSignIn={() => void goToSignIn()} />);
        return;
    }
    const { queryClient, dataProvider } = await startup.services();
    const i18nProvider = await startup.catalog;
    document.documentElement.lang = i18nProvider.getLocale();

    const auth = createAppAuth();
    handleSignedOut(auth);
    if (auth.keycloak.authenticated) seedAuthCheck(queryClient);
    // Once the first screen has its turn: the worker's precache downloads
    // the build in the background.
    whenIdle(startServiceWorker);
    root.render(
        <App
            authProvider={createAuthProvider(auth)}
            dataProvider={dataProvider}
            i18nProvider={i18nProvider}
            queryClient={queryClient}
        />
    );
};

/**
 * Draws the app once start-up knows sign-in (`outcome`, src/boot.ts):
 * on its way to the sign-in form, the way there by hand. `root`: the
 * field app's own start's (src/fieldMain.tsx), handing the page over to
 * the console.
 */
export const start = (
    startup: Startup,
    outcome: 'leaving' | undefined,
    root: Root = newRoot()
): void => {
    root.render(<WaitScreen />);
    render(root, startup, outcome).catch(async (error: unknown) => {
        console.error(error);
        // Start-up failures are said in the user's language when the
        // catalog loaded.
        const provider: I18nProvider | undefined = await startup.catalog.catch(
            () => undefined
        );
        const locale = provider?.getLocale();
        if (locale) document.documentElement.lang = locale;
        root.render(
            <StartupFailure
                message={error instanceof Error ? error.message : String(error)}
                problem={
                    error instanceof ConfigError ? error.problem : undefined
                }
                config={error instanceof ConfigError}
                translate={
                    provider
                        ? (key, options) => provider.translate(key, options)
                        : undefined
                }
                lang={locale}
            />
        );
    });
};
