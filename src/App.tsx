import type { QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import {
    AdminContext,
    CoreAdminUI,
    CustomRoutes,
    Resource,
    type AuthProvider,
    type DataProvider,
    type I18nProvider,
} from 'react-admin';
import { BrowserRouter, Route } from 'react-router';
import { StackedNotifications } from '@/notifications/StackedNotifications';
import { store } from '@/providers/store';
import { resources } from '@shared/declarations';
import { IndexRedirect } from '@/routes/IndexRedirect';
import { RouteElement } from '@/routes/RouteElement';
import { ROUTES } from '@/routes/routeTable';
import { SessionGate } from '@/routes/SessionGate';
import { ErrorScreen } from '@/layout/page/ErrorScreen';
import { LoadingLabels } from '@/layout/page/LoadingLabels';
import { theme } from '@/layout/theme';
import { NotFound } from '@/screens/NotFound';
import { RedirectToLogin } from '@/screens/RedirectToLogin';
import { WaitScreen } from '@/screens/WaitScreen';

// react-admin passes loading texts we do not use: the wait text is fixed.
const Loading = () => <WaitScreen />;

export interface AppProps {
    authProvider: AuthProvider;
    dataProvider: DataProvider;
    i18nProvider: I18nProvider;
    queryClient: QueryClient;
}

/**
 * The application: react-admin inside our own BrowserRouter (path URLs are
 * the permission keys, and the fragment stays free for keycloak-js). The
 * spec's routes are custom routes; `<Resource>`s only register the entities
 * (record representation, references), their own URLs lead to not-found.
 *
 * This is what react-admin's `<Admin>` composes (AdminContext, CssBaseline,
 * CoreAdminUI, the notification), minus its defaults, which are replaced
 * here and would otherwise ship in the first screen's JavaScript: the
 * English catalog, the login form, the default layout
 * (docs/performance.md, "react-admin without its defaults").
 */
export const App = (props: AppProps) => (
    <BrowserRouter>
        <AdminContext {...props} store={store} theme={theme}>
            <CssBaseline enableColorScheme>
                <LoadingLabels>
                    <CoreAdminUI
                        requireAuth
                        layout={SessionGate}
                        loginPage={RedirectToLogin}
                        loading={Loading}
                        dashboard={IndexRedirect}
                        catchAll={NotFound}
                        accessDenied={NotFound}
                        error={ErrorScreen}
                        disableTelemetry
                    >
                        {resources.map(def => (
                            <Resource
                                key={def.name}
                                name={def.name}
                                recordRepresentation={def.recordRepresentation}
                            >
                                <Route path="*" element={<NotFound />} />
                            </Resource>
                        ))}
                        <CustomRoutes>
                            {ROUTES.map(route => (
                                <Route
                                    key={route.path}
                                    path={route.path}
                                    element={<RouteElement route={route} />}
                                />
                            ))}
                        </CustomRoutes>
                    </CoreAdminUI>
                    <StackedNotifications />
                </LoadingLabels>
            </CssBaseline>
        </AdminContext>
    </BrowserRouter>
);
