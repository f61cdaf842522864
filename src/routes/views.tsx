/**
 * The views map: which component draws each screen, each loaded only when
 * first opened. A resource's views are generated from its declaration
 * (src/builders) unless the declaration lists them in `views`; those are
 * written by hand beside it (src/views/<name>/) and registered here.
 * Screens that are not an entity's (dashboard, overview, ...) too.
 */
import type { ResourceDefinition, ViewName } from '@shared/domain/fields';
import { resources, type ResourceName } from '@shared/declarations';
import type { ResourceViewProps } from '@/builders/viewProps';

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

/** Hand-written views by resource and view; each is named in its declaration's `views`. */
export const HAND_WRITTEN_VIEWS: ViewMap = {
    measure: {
        edit: preloadable(() =>
            import('@/views/measure/MeasureEdit').then(m => ({
                default: m.MeasureEdit,
            }))
        ),
    },
    simulation: {
        edit: preloadable(() =>
            import('@/views/simulation/SimulationEdit').then(m => ({
                default: m.SimulationEdit,
            }))
        ),
    },
    module: {
        create: preloadable(() =>
            import('@/views/module/CatalogViews').then(m => ({
                default: m.ModuleCreate,
            }))
        ),
        edit: preloadable(() =>
            import('@/views/module/CatalogViews').then(m => ({
                default: m.ModuleEdit,
            }))
        ),
    },
    page: {
        create: preloadable(() =>
            import('@/views/module/CatalogViews').then(m => ({
                default: m.PageCreate,
            }))
        ),
        edit: preloadable(() =>
            import('@/views/module/CatalogViews').then(m => ({
                default: m.PageEdit,
            }))
        ),
    },
    instruction: {
        create: preloadable(() =>
            import('@/views/instruction/InstructionViews').then(m => ({
                default: m.InstructionCreate,
            }))
        ),
        edit: preloadable(() =>
            import('@/views/instruction/InstructionViews').then(m => ({
                default: m.InstructionEdit,
            }))
        ),
    },
    contact: {
        create: preloadable(() =>
            import('@/views/contact/ContactViews').then(m => ({
                default: m.ContactCreate,
            }))
        ),
        edit: preloadable(() =>
            import('@/views/contact/ContactViews').then(m => ({
                default: m.ContactEdit,
            }))
        ),
    },
    profile: {
        create: preloadable(() =>
            import('@/views/profile/ProfileViews').then(m => ({
                default: m.ProfileCreate,
            }))
        ),
        edit: preloadable(() =>
            import('@/views/profile/ProfileViews').then(m => ({
                default: m.ProfileEdit,
            }))
        ),
    },
    user: {
        create: preloadable(() =>
            import('@/views/user/UserViews').then(m => ({
                default: m.UserCreate,
            }))
        ),
        edit: preloadable(() =>
            import('@/views/user/UserViews').then(m => ({
                default: m.UserEdit,
            }))
        ),
    },
    subsidiary: {
        create: preloadable(() =>
            import('@/views/subsidiary/PlantViews').then(m => ({
                default: m.PlantCreate,
            }))
        ),
        edit: preloadable(() =>
            import('@/views/subsidiary/PlantViews').then(m => ({
                default: m.PlantEdit,
            }))
        ),
    },
    company: {
        edit: preloadable(() =>
            import('@/views/company/CompanyEdit').then(m => ({
                default: m.CompanyEdit,
            }))
        ),
    },
    sensor: {
        edit: preloadable(() =>
            import('@/views/sensor/SensorEdit').then(m => ({
                default: m.SensorEdit,
            }))
        ),
    },
    'inspection-form': {
        create: preloadable(() =>
            import('@/views/inspectionForm/InspectionFormViews').then(m => ({
                default: m.InspectionFormCreate,
            }))
        ),
        edit: preloadable(() =>
            import('@/views/inspectionForm/InspectionFormViews').then(m => ({
                default: m.InspectionFormEdit,
            }))
        ),
    },
    'inspection-register': {
        create: preloadable(() =>
            import('@/views/inspectionRegister/InspectionRegisterViews').then(
                m => ({ default: m.InspectionRegisterCreate })
            )
        ),
        edit: preloadable(() =>
            import('@/views/inspectionRegister/InspectionRegisterViews').then(
                m => ({ default: m.InspectionRegisterEdit })
            )
        ),
    },
};

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

/** The screens of pages that are not an entity's. */
export const SCREENS: Record<ScreenName, Screen> = {
    instrumentation: preloadable(() =>
        import('@/screens/monitoring/InstrumentationScreen').then(m => ({
            default: m.InstrumentationScreen,
        }))
    ),
    dashboard: preloadable(() =>
        import('@/screens/monitoring/DashboardScreen').then(m => ({
            default: m.DashboardScreen,
        }))
    ),
    overview: preloadable(() =>
        import('@/screens/monitoring/OverviewScreen').then(m => ({
            default: m.OverviewScreen,
        }))
    ),
    alerts: preloadable(() =>
        import('@/screens/alerts/AlertsScreen').then(m => ({
            default: m.AlertsScreen,
        }))
    ),
    alertDetails: preloadable(() =>
        import('@/screens/alerts/AlertDetailsScreen').then(m => ({
            default: m.AlertDetailsScreen,
        }))
    ),
    outbox: preloadable(() =>
        import('@/screens/alerts/OutboxScreen').then(m => ({
            default: m.OutboxScreen,
        }))
    ),
    myProfile: preloadable(() =>
        import('@/screens/MyProfile').then(m => ({ default: m.MyProfile }))
    ),
    settings: preloadable(() =>
        import('@/screens/Settings').then(m => ({ default: m.Settings }))
    ),
};
