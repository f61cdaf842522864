/**
 * The platform's modules and pages (spec section 2), as the demo seed stores
 * them. The API serves them from the database; this list is only the seed
 * and the source of their i18n keys (`app.modules.*`, `app.pages.*`).
 */
export interface CatalogPage {
    codeIntl: string;
    url: string;
    icon: string;
    module: 'admin' | 'base' | 'IT' | 'inspection';
    isAdmin: boolean;
    /** 0 web, 1 mobile. */
    type: 0 | 1;
    isMenu: boolean;
}

export const MODULES = [
    { codeIntl: 'admin', icon: 'AdminPanelSettings', order: 0 },
    { codeIntl: 'base', icon: 'Home', order: 1 },
    { codeIntl: 'IT', icon: 'Sensors', order: 2 },
    { codeIntl: 'inspection', icon: 'FactCheck', order: 3 },
] as const;

const web = (
    module: CatalogPage['module'],
    codeIntl: string,
    url: string,
    icon: string,
    isMenu = true
): CatalogPage => ({
    codeIntl,
    url,
    icon,
    module,
    isAdmin: module === 'admin',
    type: 0,
    isMenu,
});

export const PAGES: readonly CatalogPage[] = [
    web(
        'admin',
        'adminInstrumentation',
        '/admin/instrumentation',
        'SettingsInputAntenna'
    ),
    web('admin', 'adminCompany', '/admin/company', 'Business'),
    web('admin', 'adminSubsidiary', '/admin/subsidiary', 'Factory'),
    web('admin', 'adminUser', '/admin/user', 'People'),
    web('admin', 'adminProfile', '/admin/profile', 'Badge'),
    web('admin', 'adminPage', '/admin/page', 'Description'),
    web('admin', 'adminModule', '/admin/module', 'ViewModule'),
    web('admin', 'adminWatershed', '/admin/watershed', 'Water'),
    web('admin', 'adminDevice', '/admin/device', 'DeviceHub'),
    web('base', 'dashboard', '/dashboard', 'Dashboard'),
    web('base', 'overview', '/overview', 'Map'),
    web('base', 'companyDetails', '/company/details', 'Business'),
    web('base', 'subsidiaryDetails', '/subsidiary/details', 'Factory'),
    web('base', 'user', '/user', 'People'),
    web('base', 'instruction', '/instruction', 'MenuBook'),
    web('base', 'contact', '/contact', 'Contacts'),
    web('base', 'simulation', '/simulation', 'Campaign'),
    web('IT', 'gateway', '/gateway', 'Router'),
    web('IT', 'sensor', '/sensor', 'Sensors'),
    web('IT', 'measure', '/measure', 'Speed'),
    web('inspection', 'inspectionForm', '/inspection-form', 'DynamicForm'),
    web(
        'inspection',
        'inspectionRegister',
        '/inspection-register',
        'FactCheck'
    ),
    // The mobile app's pages (the spec's other base paths).
    {
        codeIntl: 'mobileHome',
        url: '/home',
        icon: 'Home',
        module: 'base',
        isAdmin: false,
        type: 1,
        isMenu: true,
    },
    {
        codeIntl: 'mobileMeasure',
        url: '/measure',
        icon: 'Speed',
        module: 'IT',
        isAdmin: false,
        type: 1,
        isMenu: true,
    },
    {
        codeIntl: 'mobileInspection',
        url: '/inspection',
        icon: 'FactCheck',
        module: 'inspection',
        isAdmin: false,
        type: 1,
        isMenu: true,
    },
];
