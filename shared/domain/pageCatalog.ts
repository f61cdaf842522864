/**
 * The platform's modules and the pages that are not an entity's (spec
 * section 2). The pages of entities come from their declarations
 * (shared/declarations/pages.ts builds the whole catalogue). The server stores the
 * catalogue in the database, where administrators may change it.
 */
import type { MenuModule } from './fields';

export interface CatalogPage {
    /** Page name: a resource's name (labelled `resources.<name>.name`) or a key of `app.pages`. */
    codeIntl: string;
    url: string;
    icon: string;
    module: MenuModule;
    isAdmin: boolean;
    /** 0 web, 1 mobile. */
    type: 0 | 1;
    isMenu: boolean;
    /** Position inside its module. */
    order: number;
}

export const MODULES: readonly {
    codeIntl: MenuModule;
    icon: string;
    order: number;
}[] = [
    { codeIntl: 'admin', icon: 'AdminPanelSettings', order: 0 },
    { codeIntl: 'base', icon: 'Home', order: 1 },
    { codeIntl: 'IT', icon: 'Sensors', order: 2 },
    { codeIntl: 'inspection', icon: 'FactCheck', order: 3 },
];

const screen = (
    module: MenuModule,
    codeIntl: string,
    url: string,
    icon: string,
    order: number,
    type: 0 | 1 = 0
): CatalogPage => ({
    codeIntl,
    url,
    icon,
    module,
    isAdmin: module === 'admin',
    type,
    isMenu: true,
    order,
});

/** Pages drawn by hand-written screens, labelled `app.pages.<codeIntl>`. */
export const SCREEN_PAGES: readonly CatalogPage[] = [
    screen(
        'admin',
        'adminInstrumentation',
        '/admin/instrumentation',
        'SettingsInputAntenna',
        0
    ),
    screen('base', 'dashboard', '/dashboard', 'Dashboard', 0),
    screen('base', 'overview', '/overview', 'Map', 1),
    // Before the devices: what needs an answer comes first (docs/monitoring.md, "Alerts").
    screen('IT', 'alerts', '/alerts', 'NotificationsActive', 19),
    // What became of each notification (docs/monitoring.md, "The outbox").
    screen('IT', 'outbox', '/outbox', 'Outbox', 20),
    // The mobile app's pages (the spec's other base paths).
    screen('base', 'mobileHome', '/home', 'Home', 40, 1),
    screen('IT', 'mobileMeasure', '/measure', 'Speed', 40, 1),
    screen('inspection', 'mobileInspection', '/inspection', 'FactCheck', 40, 1),
];
