/** The app's routes, so the shared screens are reached through their real wiring. */
import { Route, Routes } from 'react-router';
import { RouteElement } from '@/routes/RouteElement';
import { ROUTES } from '@/routes/routeTable';

export const AppRoutes = () => (
    <Routes>
        {ROUTES.map(route => (
            <Route
                key={route.path}
                path={route.path}
                element={<RouteElement route={route} />}
            />
        ))}
    </Routes>
);
