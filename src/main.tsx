/**
 * Start-up, in parallel where it can be: the runtime config first (every
 * service needs it), then keycloak-js's silent SSO check and the i18n
 * catalog together, and the session request as soon as sign-in is known,
 * before React has rendered the app.
 */
import { createRoot } from 'react-dom/client';
import { createI18nProvider } from '@/providers/i18nProvider';
import { loadConfig } from '@/config';
import { createAuthProvider, signOut } from '@/providers/authProvider';
import { httpClient } from '@/providers/apiClient';
import { createDataProvider } from '@/providers/dataProvider';
import {
    getKeycloak,
    setSignedOutHandler,
    startAuth,
} from '@/providers/keycloak';
import { createQueryClient } from '@/providers/queryClient';
import { sessionStore } from '@/session/session';
import { WaitScreen } from '@/screens/WaitScreen';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');
const root = createRoot(container);
root.render(<WaitScreen />);

const bootstrap = async () => {
    const config = await loadConfig();
    const signedIn = startAuth();
    void signedIn.then(ok => {
        if (ok) sessionStore.load().catch(() => undefined);
    });
    const i18nProvider = await createI18nProvider();
    document.documentElement.lang = i18nProvider.getLocale();

    const auth = {
        keycloak: getKeycloak(),
        start: startAuth,
        session: sessionStore,
    };
    // A failed refresh signs out (spec section 4); when keycloak-js has
    // already dropped the tokens, reloading lands on the login screen.
    setSignedOutHandler(() => {
        void signOut(auth).then(result => {
            if (result !== false)
                window.location.replace(`${window.location.origin}/`);
        });
    });
    root.render(
        <App
            authProvider={createAuthProvider(auth)}
            dataProvider={createDataProvider(httpClient, config.zabbix)}
            i18nProvider={i18nProvider}
            queryClient={createQueryClient()}
        />
    );
};

bootstrap().catch((error: unknown) => {
    console.error(error);
    root.render(
        <WaitScreen
            text={error instanceof Error ? error.message : String(error)}
        />
    );
});
