import { lazy } from 'react';
import type { ScreenName } from './routeTable';

const placeholder = () =>
    import('@/screens/PlaceholderScreen').then(m => ({
        default: m.PlaceholderScreen,
    }));

export const PlaceholderScreen = lazy(placeholder);

/** Title keys of the screens other issues fill (dashboard, map, profile...). */
export const SCREEN_TITLES: Record<ScreenName, string> = {
    instrumentation: 'app.pages.adminInstrumentation',
    dashboard: 'app.pages.dashboard',
    overview: 'app.pages.overview',
    myProfile: 'app.myProfile.title',
    settings: 'app.settings.title',
};
