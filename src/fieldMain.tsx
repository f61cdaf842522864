/**
 * The field app's own start (docs/field-app.md, "Start-up"): chosen by
 * src/boot.ts for a start offline on the session the device kept
 * (`opensFieldEntry`), it draws the field app under ra-core's
 * `CoreAdminContext` (the providers its screens use: translation,
 * notifications, auth, data, react-query, the router, MUI's theme),
 * without react-admin's UI, resources and the console's frame. What the
 * field app does not draw itself (the profile and settings screens, a
 * plant to choose, a session that no longer wants the field app) hands
 * the page over to the console's start (src/main.tsx) in the same root.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { QueryClient } from '@tanstack/react-query';
import {
    CoreAdminContext,
    type AuthProvider,
    type DataProvider,
    type I18nProvider,
} from 'ra-core';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { LoadingLabels } from '@/layout/page/LoadingLabels';
import { theme } from '@/layout/theme';
import { StackedNotifications } from '@/notifications/StackedNotifications';
import { createAuthProvider } from '@/providers/auth/authProvider';
import { startServiceWorker } from '@/providers/serviceWorker';
import { store } from '@/providers/store';
import { FieldEntry, prepareFieldEntry } from '@/routes/FieldEntry';
import { createAppAuth, handleSignedOut } from './appAuth';
import { reportMissingCode, type Startup } from './startup';
import { whenIdle } from './whenIdle';

const muiTheme = createTheme(theme);

/** Hands the page over to the console's start, once. */
const consoleStart = (startup: Startup, root: Root) => {
    let handed = false;
    return () => {
        if (handed) return;
        handed = true;
        import('./main').then(
            ({ start }) => start(startup, undefined, root),
            (error: unknown) => {
                root.unmount();
                return reportMissingCode(startup, error);
            }
        );
    };
};

export interface FieldRootProps {
    authProvider: AuthProvider;
    dataProvider: DataProvider;
    i18nProvider: I18nProvider;
    queryClient: QueryClient;
    toConsole: () => void;
}

/** The providers the field app's screens use, around `FieldEntry`. */
export const FieldRoot = ({ toConsole, ...providers }: FieldRootProps) => (
    <BrowserRouter>
        <CoreAdminContext {...providers} store={store}>
            <ThemeProvider theme={muiTheme}>
                <CssBaseline enableColorScheme>
                    <LoadingLabels>
                        <FieldEntry toConsole={toConsole} />
                    </LoadingLabels>
                    <StackedNotifications />
                </CssBaseline>
            </ThemeProvider>
        </CoreAdminContext>
    </BrowserRouter>
);

/** Draws the field app once start-up knows sign-in (src/boot.ts). */
export const startField = (startup: Startup): void => {
    const container = document.getElementById('root');
    if (!container) throw new Error('No #root element');
    const root = createRoot(container);
    const toConsole = consoleStart(startup, root);
    const draw = async () => {
        const { queryClient, dataProvider } = await startup.services();
        const i18nProvider = await startup.catalog;
        document.documentElement.lang = i18nProvider.getLocale();
        const auth = createAppAuth();
        handleSignedOut(auth);
        await prepareFieldEntry(queryClient);
        // Once the first screen has had its turn, as the console does.
        whenIdle(startServiceWorker);
        root.render(
            <FieldRoot
                authProvider={createAuthProvider(auth)}
                dataProvider={dataProvider}
                i18nProvider={i18nProvider}
                queryClient={queryClient}
                toConsole={toConsole}
            />
        );
    };
    // A start that fails (the configuration, the catalog) is the
    // console's to say.
    draw().catch(toConsole);
};
