/**
 * The views map: which component draws each screen, each loaded only when
 * first opened. A resource's views are generated from its declaration
 * (src/builders) unless the declaration lists them in `views`; those are
 * written by hand beside it (src/views/<name>/) and registered here.
 * Screens that are not an entity's (dashboard, overview, ...) too.
 */
import type { ComponentType } from 'react';
import type { ResourceDefinition, ViewName } from '@shared/domain/fields';
import {
    getResource,
    resources,
    type ResourceName,
} from '@shared/declarations';
import type { HandWrittenViews, ResourceViewProps } from '@/builders/viewProps';

import { preloadable, type Preloadable } from './preloadable';

type View = Preloadable<ResourceViewProps>;
type Screen = Preloadable<object>;
export type ViewMap = {
    [R in ResourceName]?: Partial<Record<ViewName, View>>;
};

const generated: Record<ViewName, View> = {
    list: preloadable(async () => {
        const { ResourceList } = await import('@/builders/list/ResourceList');
        return {
            default: (p: ResourceViewProps) => (
                <ResourceList
                    definition={p.definition}
                    basePath={p.paths.list}
                    readOnly={p.readOnly}
                />
            ),
        };
    }),
    create: preloadable(async () => {
        const { ResourceCreate } =
            await import('@/builders/form/ResourceCreate');
        return {
            default: (p: ResourceViewProps) => (
                <ResourceCreate
                    definition={p.definition}
                    basePath={p.paths.list}
                    readOnly={p.readOnly}
                />
            ),
        };
    }),
    edit: preloadable(async () => {
        const { ResourceEdit } = await import('@/builders/form/ResourceEdit');
        return {
            default: (p: ResourceViewProps) => (
                <ResourceEdit
                    definition={p.definition}
                    basePath={p.paths.list}
                    readOnly={p.readOnly}
                    canDelete={
                        !(
                            p.mode === 'normal' &&
                            p.definition.normalPageUpdateOnly
                        )
                    }
                    id={p.id}
                />
            ),
        };
    }),
};

type ViewsModule = { views: HandWrittenViews };

/**
 * The lazy boilerplate of a view folder: one chunk (its `index.ts`, loaded
 * when one of its views is first opened), a preloadable component per view
 * the resource's declaration names in `views`.
 */
const lazyViews = (loaders: {
    [R in ResourceName]?: () => Promise<ViewsModule>;
}): ViewMap =>
    Object.fromEntries(
        Object.entries(loaders).map(([name, load]) => [
            name,
            Object.fromEntries(
                (getResource(name as ResourceName).views ?? []).map(view => [
                    view,
                    preloadable<ResourceViewProps>(async () => {
                        const drawn = (await load()).views[name]?.[view];
                        if (!drawn)
                            throw new Error(
                                `${name}: ${view} view is not exported`
                            );
                        return { default: drawn };
                    }),
                ])
            ),
        ])
    );

/** Hand-written views, one line per resource: the folder whose `index.ts` exports them. */
export const VIEW_FOLDERS = {
    measure: () => import('@/views/measure'),
    simulation: () => import('@/views/simulation'),
    module: () => import('@/views/module'),
    page: () => import('@/views/module'),
    instruction: () => import('@/views/instruction'),
    contact: () => import('@/views/contact'),
    profile: () => import('@/views/profile'),
    user: () => import('@/views/user'),
    subsidiary: () => import('@/views/subsidiary'),
    company: () => import('@/views/company'),
    sensor: () => import('@/views/sensor'),
    'inspection-form': () => import('@/views/inspectionForm'),
    'inspection-register': () => import('@/views/inspectionRegister'),
} satisfies { [R in ResourceName]?: () => Promise<ViewsModule> };

/** Hand-written views by resource and view; each is named in its declaration's `views`. */
export const HAND_WRITTEN_VIEWS: ViewMap = lazyViews(VIEW_FOLDERS);

/** What draws `view` of `def`: its hand-written view, else the generated one. */
export const viewFor = (
    def: ResourceDefinition,
    view: ViewName,
    map: ViewMap = HAND_WRITTEN_VIEWS
): View => {
    if (!def.views?.includes(view)) return generated[view];
    const own = map[def.name as ResourceName]?.[view];
    if (!own) throw new Error(`${def.name}: ${view} view is not registered`);
    return own;
};

const VIEW_NAMES: readonly ViewName[] = ['list', 'create', 'edit'];

/** Every resource's views, resolved once (a declared view nobody registered fails at start). */
export const RESOURCE_VIEWS = Object.fromEntries(
    resources.map(def => [
        def.name,
        Object.fromEntries(VIEW_NAMES.map(v => [v, viewFor(def, v)])),
    ])
) as Record<ResourceName, Record<ViewName, View>>;

export type ScreenName =
    | 'instrumentation'
    | 'dashboard'
    | 'overview'
    | 'alerts'
    | 'alertDetails'
    | 'outbox'
    | 'myProfile'
    | 'settings';

/** A screen module's named component, loaded when first drawn. */
const lazyScreen = <K extends string, M extends Record<K, ComponentType>>(
    load: () => Promise<M>,
    name: K
): Screen => preloadable(() => load().then(m => ({ default: m[name] })));

/** The screens of pages that are not an entity's. */
export const SCREENS: Record<ScreenName, Screen> = {
    instrumentation: lazyScreen(
        () => import('@/screens/monitoring/InstrumentationScreen'),
        'InstrumentationScreen'
    ),
    dashboard: lazyScreen(
        () => import('@/screens/monitoring/DashboardScreen'),
        'DashboardScreen'
    ),
    overview: lazyScreen(
        () => import('@/screens/monitoring/overview/OverviewScreen'),
        'OverviewScreen'
    ),
    alerts: lazyScreen(
        () => import('@/screens/alerts/AlertsScreen'),
        'AlertsScreen'
    ),
    alertDetails: lazyScreen(
        () => import('@/screens/alerts/AlertDetailsScreen'),
        'AlertDetailsScreen'
    ),
    outbox: lazyScreen(
        () => import('@/screens/alerts/OutboxScreen'),
        'OutboxScreen'
    ),
    myProfile: lazyScreen(() => import('@/screens/MyProfile'), 'MyProfile'),
    settings: lazyScreen(() => import('@/screens/Settings'), 'Settings'),
};
