import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenName } from './routeTable';

const placeholder = () =>
    import('@/screens/PlaceholderScreen').then(m => ({
        default: m.PlaceholderScreen,
    }));

export const PlaceholderScreen = lazy(placeholder);

/** Screens that are built; the others show the placeholder under their title. */
export const SCREENS: Partial<
    Record<ScreenName, LazyExoticComponent<ComponentType>>
> = {
    myProfile: lazy(() =>
        import('@/screens/MyProfile').then(m => ({ default: m.MyProfile }))
    ),
    settings: lazy(() =>
        import('@/screens/Settings').then(m => ({ default: m.Settings }))
    ),
};

/** Title keys of the screens other issues fill (dashboard, map, profile...). */
export const SCREEN_TITLES: Record<ScreenName, string> = {
    instrumentation: 'app.pages.adminInstrumentation',
    dashboard: 'app.pages.dashboard',
    overview: 'app.pages.overview',
    myProfile: 'app.myProfile.title',
    settings: 'app.settings.title',
};
