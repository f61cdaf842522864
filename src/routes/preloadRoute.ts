import { ACTION_VIEW, findRoute } from './routeTable';
import { RESOURCE_VIEWS, SCREENS } from './views';

/**
 * Starts downloading the code of the screen at `pathname` (the
 * route's chunks start with the page, not after sign-in and the session).
 * Whether the profile may open it is decided later, as always; a screen
 * it may not open costs a download, never a view.
 */
export const preloadRoute = (pathname: string): void => {
    const route = findRoute(pathname);
    if (!route) return;
    const view =
        'screen' in route
            ? SCREENS[route.screen]
            : RESOURCE_VIEWS[route.resource.name][ACTION_VIEW[route.action]];
    // A failed download fails the same way when React renders the view.
    view.preload().catch(() => undefined);
};
