import { Suspense } from 'react';
import { Loading, ResourceContextProvider } from 'react-admin';
import { useParams } from 'react-router';
import { isViewOnly } from '@/providers/access';
import { NotFound } from '@/screens/NotFound';
import { useSession } from '@/session/hooks';
import { sessionStore } from '@/session/session';
import { pathsFrom } from '@/builders/paths';
import { ACTION_VIEW as VIEW, canOpenRoute, type AppRoute } from './routeTable';
import { RESOURCE_VIEWS, SCREENS } from './views';

const selectedPlantId = () => {
    const state = sessionStore.getState();
    return state.status === 'ready' ? state.plantId : null;
};

/** One route of the spec: guarded, then its screen (lazy). */
export const RouteElement = ({ route }: { route: AppRoute }) => {
    const session = useSession();
    const params = useParams();
    if (!canOpenRoute(session, route)) return <NotFound />;
    if ('screen' in route) {
        const Screen = SCREENS[route.screen];
        return (
            <Suspense fallback={<Loading />}>
                <Screen />
            </Suspense>
        );
    }
    const { resource, page } = route;
    const singleId =
        route.record === 'ownCompany'
            ? session.user.companyId
            : route.record === 'selectedPlant'
              ? selectedPlantId()
              : undefined;
    const id = singleId != null ? String(singleId) : params.id;
    const paths = route.record
        ? { list: page, create: page, details: () => page }
        : pathsFrom(page);
    const View = RESOURCE_VIEWS[resource.name][VIEW[route.action]];
    return (
        <ResourceContextProvider value={resource.name}>
            <Suspense fallback={<Loading />}>
                <View
                    definition={resource}
                    view={VIEW[route.action]}
                    mode={route.kind}
                    paths={paths}
                    id={id}
                    readOnly={isViewOnly(session, page)}
                />
            </Suspense>
        </ResourceContextProvider>
    );
};
