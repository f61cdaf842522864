/**
 * Every route of the spec's tables (section 2), built from the registry
 * plus the pages that are not entities. Each route names the page url
 * that grants it and what it does there.
 */
import { matchPath } from 'react-router';
import type { Session } from '@shared/domain/session';
import { canDoOnPage } from '@/providers/access';
import { ALERTS_PAGE, OUTBOX_PAGE } from '@/providers/monitoring/alertsApi';
import { resources, type Resource } from '@shared/declarations';
import type { RouteMode } from '@/builders/viewProps';
import { isSingleRecordPage, resourceBase } from '@/builders/paths';
import type { ScreenName } from './views';

export type AppRoute =
    | { kind: 'shared'; path: string; screen: ScreenName }
    | {
          kind: RouteMode;
          path: string;
          page: string;
          action: 'show';
          screen: ScreenName;
      }
    | {
          kind: RouteMode;
          path: string;
          page: string;
          action: 'list' | 'create' | 'show';
          resource: Resource;
          /** Single-record pages: which record (`/company/details`). */
          record?: 'ownCompany' | 'selectedPlant';
      };

const resourceRoutes = (def: Resource, kind: RouteMode): AppRoute[] => {
    const page = resourceBase(def, kind);
    if (!page) return [];
    if (isSingleRecordPage(page)) {
        const record = def.name === 'company' ? 'ownCompany' : 'selectedPlant';
        return [
            { kind, path: page, page, action: 'show', resource: def, record },
        ];
    }
    // inspection-register: both readings of the spec, so /details/:id exists.
    return [
        { kind, path: page, page, action: 'list', resource: def },
        { kind, path: `${page}/new`, page, action: 'create', resource: def },
        {
            kind,
            path: `${page}/details/:id`,
            page,
            action: 'show',
            resource: def,
        },
    ];
};

export const ROUTES: readonly AppRoute[] = [
    {
        kind: 'admin',
        path: '/admin/instrumentation',
        page: '/admin/instrumentation',
        action: 'show',
        screen: 'instrumentation',
    },
    ...resources.flatMap(def => resourceRoutes(def, 'admin')),
    {
        kind: 'normal',
        path: '/dashboard',
        page: '/dashboard',
        action: 'show',
        screen: 'dashboard',
    },
    {
        kind: 'normal',
        path: '/overview',
        page: '/overview',
        action: 'show',
        screen: 'overview',
    },
    {
        kind: 'normal',
        path: ALERTS_PAGE,
        page: ALERTS_PAGE,
        action: 'show',
        screen: 'alerts',
    },
    {
        kind: 'normal',
        path: `${ALERTS_PAGE}/details/:id`,
        page: ALERTS_PAGE,
        action: 'show',
        screen: 'alertDetails',
    },
    {
        kind: 'normal',
        path: OUTBOX_PAGE,
        page: OUTBOX_PAGE,
        action: 'show',
        screen: 'outbox',
    },
    ...resources.flatMap(def => resourceRoutes(def, 'normal')),
    { kind: 'shared', path: '/my-profile', screen: 'myProfile' },
    { kind: 'shared', path: '/settings', screen: 'settings' },
];

/** The profile may open this route (spec section 6). */
export const canOpenRoute = (session: Session, route: AppRoute): boolean =>
    route.kind === 'shared' || canDoOnPage(session, route.page, route.action);

/** The view that draws each action of a resource route. */
export const ACTION_VIEW = {
    list: 'list',
    create: 'create',
    show: 'edit',
} as const;

/** Paths already matched: `matchPath` compiles each route's pattern on every call. */
const found = new Map<string, AppRoute | undefined>();
const FOUND_MAX = 100;

/**
 * The route of a path. Asked for the same path many times at start-up
 * (the route's code, its data, the frame): about 25 ms of a returning
 * visit's main thread at 4x CPU went to compiling the same patterns again.
 */
export const findRoute = (pathname: string): AppRoute | undefined => {
    if (found.has(pathname)) return found.get(pathname);
    const route = ROUTES.find(r =>
        matchPath({ path: r.path, end: true }, pathname)
    );
    if (found.size >= FOUND_MAX) found.clear();
    found.set(pathname, route);
    return route;
};

/** What the router does for a URL: open it, or show the not-found page. */
export const canOpenPath = (session: Session, pathname: string): boolean => {
    const route = findRoute(pathname);
    return route !== undefined && canOpenRoute(session, route);
};
