/**
 * Resource names, field labels, field-group labels, per-resource option
 * labels and CRUD notifications (en-US). Deep-merged at the catalog root.
 */
const notifications = (one: string) => {
    const lower = one.toLowerCase();
    return {
        created: `${one} created successfully`,
        updated: `${one} updated successfully`,
        deleted: `${one} deleted successfully!`,
        createError: `Error creating ${lower}!`,
        updateError: `Error updating ${lower}!`,
        deleteError: `Error deleting ${lower}!`,
    };
};

const address = {
    cep: 'ZIP code (CEP)',
    street: 'Street',
    number: 'Number',
    complement: 'Complement',
    neighborhood: 'Neighborhood',
    county: 'City',
    state: 'State',
};
const coordinates = { latitude: 'Latitude', longitude: 'Longitude' };
const status = 'Status';

/** The settings of an inspection form's field: the form's own, and the copy a register keeps. */
const inspectionFieldLabels = {
    title: 'Title',
    description: 'Description',
    fieldType: 'Field type',
    isRequired: 'Required',
    justify: 'Justify with',
    defaultValue: 'Default value',
    decimalPlaces: 'Decimal places',
    minValue: 'Minimum value',
    maxValue: 'Maximum value',
    options: { label: 'Label', value: 'Value' },
};

export const resources = {
    resources: {
        company: {
            name: 'Company |||| Companies',
            fields: {
                cnpj: 'CNPJ',
                name: 'Name',
                corporateName: 'Trade name',
                email: 'Email',
                phone: 'Phone',
                address,
                settings: {
                    timezone: 'Time zone',
                    measureRetentionDays: 'Measure retention (days)',
                },
                userInformation: {
                    name: 'Responsible person',
                    email: 'Responsible email',
                    phone: 'Responsible phone',
                },
                apiIntegration: {
                    zabbixUrl: 'Zabbix URL',
                    zabbixTokenRef: 'Zabbix token reference',
                },
                status,
            },
            fieldGroups: {
                address: 'Address',
                settings: 'Settings',
                userInformation: 'User information',
                apiIntegration: 'API integration',
            },
            notifications: notifications('Company'),
        },
        subsidiary: {
            name: 'Power plant |||| Power plants',
            fields: {
                name: 'Name',
                cnpj: 'CNPJ',
                companyId: 'Company',
                plantType: 'Plant type',
                capacityMw: 'Capacity (MW)',
                address,
                ...coordinates,
                watershedId: 'Watershed',
                alertConfig: {
                    sensorType: 'Sensor type',
                    direction: 'Direction',
                    low: 'Low',
                    medium: 'Medium',
                    high: 'High',
                    critical: 'Critical',
                    numberOfPreviousMeasures: 'Number of previous measures',
                    compareToPreviousMeasure:
                        'Compare to previous measures (%)',
                    noDataTimeoutMin: 'No-data timeout (min)',
                },
                status,
            },
            fieldGroups: {
                address: 'Address',
                alertConfig: 'Alert configuration',
            },
            options: {
                plantType: {
                    hydro: 'Hydroelectric plant',
                    'small-hydro': 'Small hydro plant',
                    'water-treatment': 'Water treatment',
                    pumping: 'Pumping station',
                    other: 'Other',
                },
                alertConfig: {
                    direction: { above: 'Above', below: 'Below' },
                },
            },
            notifications: notifications('Power plant'),
        },
        user: {
            name: 'User |||| Users',
            fields: {
                name: 'Name',
                email: 'Email',
                phone: 'Phone',
                companyId: 'Company',
                profileWebId: 'Web profile',
                profileMobileId: 'Mobile profile',
                subsidiaryIds: 'Power plants',
                status,
            },
            notifications: notifications('User'),
        },
        profile: {
            name: 'Profile |||| Profiles',
            fields: {
                name: 'Name',
                isAdmin: 'Administrator',
                type: 'Type',
                pages: {
                    pageId: 'Page',
                    justView: 'View only',
                    showOnMenu: 'Show in menu',
                    menuOrder: 'Order in side menu',
                    showInBottomMenu: 'Show in mobile bottom menu',
                    bottomMenuOrder: 'Mobile order',
                },
                status,
            },
            fieldGroups: { pages: 'Pages' },
            notifications: notifications('Profile'),
        },
        page: {
            name: 'Page |||| Pages',
            fields: {
                codeIntl: 'Code',
                url: 'URL',
                icon: 'Icon',
                moduleId: 'Module',
                isAdmin: 'Administration page',
                type: 'Type',
                isMenu: 'Is a menu page',
                showInMenu: 'Show in menu',
                order: 'Order',
                relatedPageId: 'Related page',
            },
            notifications: notifications('Page'),
        },
        module: {
            name: 'Module |||| Modules',
            fields: { codeIntl: 'Code', icon: 'Icon', order: 'Order' },
            notifications: notifications('Module'),
        },
        watershed: {
            name: 'Watershed |||| Watersheds',
            fields: {
                name: 'Name',
                hydroRegion: 'Hydrographic region',
                anaBasinCode: 'ANA basin code',
                anaSubBasinCode: 'ANA sub-basin code',
                mainRiver: 'Main river',
                states: 'States',
                drainageAreaKm2: 'Drainage area (km²)',
                basinCommittee: 'Basin committee',
                status,
            },
            notifications: notifications('Watershed'),
        },
        device: {
            name: 'Device |||| Devices',
            fields: {
                name: 'Name',
                subsidiaryId: 'Power plant',
                deviceType: 'Device type',
                category: 'Category',
                manufacturer: 'Manufacturer',
                model: 'Model',
                serialNumber: 'Serial number',
                watershedId: 'Watershed',
                ...coordinates,
                installedAt: 'Installed at',
                status,
            },
            options: {
                deviceType: { water: 'Water', electric: 'Electric' },
                category: {
                    'spillway-gate': 'Spillway gate',
                    'intake-gate': 'Intake gate',
                    'reservoir-level-station': 'Reservoir level station',
                    penstock: 'Penstock',
                    pump: 'Pump',
                    valve: 'Valve',
                    generator: 'Generator',
                    turbine: 'Turbine',
                    transformer: 'Transformer',
                    switchgear: 'Switchgear',
                    busbar: 'Busbar',
                    other: 'Other',
                },
            },
            notifications: notifications('Device'),
        },
        gateway: {
            name: 'Gateway |||| Gateways',
            fields: {
                gatewayEui: 'Gateway EUI',
                name: 'Name',
                description: 'Description',
                location: { ...coordinates, altitudeM: 'Altitude (m)' },
                statsIntervalSec: 'Stats interval (s)',
                lastSeenAt: 'Last seen',
                state: 'State',
                status,
            },
            fieldGroups: { location: 'Location' },
            notifications: notifications('Gateway'),
        },
        sensor: {
            name: 'Sensor |||| Sensors',
            fields: {
                devEui: 'DevEUI',
                name: 'Name',
                sensorType: 'Sensor type',
                unit: 'Unit',
                decimals: 'Decimal places in messages',
                parametrization: {
                    scale: 'Scale',
                    offset: 'Offset',
                    validMin: 'Valid minimum',
                    validMax: 'Valid maximum',
                },
                localization: { ...coordinates, description: 'Description' },
                watershedId: 'Watershed',
                gatewayId: 'Gateway',
                deviceId: 'Device',
                zabbixItemId: 'Zabbix item id',
                lastSeenAt: 'Last seen',
                state: 'State',
                status,
            },
            fieldGroups: {
                parametrization: 'Parametrization',
                localization: 'Localization',
            },
            notifications: notifications('Sensor'),
        },
        measure: {
            name: 'Measure |||| Measures',
            fields: {
                sensorId: 'Sensor',
                value: 'Value',
                unit: 'Unit',
                type: 'Type',
                criticality: 'Criticality',
                date: 'Date',
                note: 'Note',
                criticalityRule: {
                    sensorType: 'Configuration used (sensor type)',
                    direction: 'Direction',
                    reached: 'Level reached',
                    bound: 'Bound reached',
                    raised: 'Raised for deviating from the previous readings',
                    mean: 'Mean of the previous readings',
                    previousCount: 'Previous readings compared',
                    deviationPct: 'Deviation from the mean (%)',
                },
                registeredBy: 'Registered by',
            },
            options: {
                type: { auto: 'Automatic', manual: 'Manual' },
                criticalityRule: {
                    direction: { above: 'Above', below: 'Below' },
                },
            },
            fieldGroups: { criticalityRule: 'Why this criticality' },
            notifications: notifications('Measure'),
        },
        simulation: {
            name: 'Simulation |||| Simulations',
            fields: {
                title: 'Title',
                date: 'Date',
                criticality: 'Criticality',
                scenario: 'Scenario',
                instructionId: 'Instruction',
                contactIds: 'Contacts',
                sent: 'Sent',
                sentAt: 'Sent at',
                result: 'Result',
            },
            notifications: notifications('Simulation'),
        },
        contact: {
            name: 'Contact |||| Contacts',
            fields: {
                name: 'Name',
                role: 'Role',
                organization: 'Organization',
                phone: 'Phone',
                email: 'Email',
                criticalityForContact: 'Criticalities for contact',
                userIds: 'Users',
                escalationOrder: 'Escalation order',
                language: 'Language of alerts',
                status,
            },
            options: {
                language: {
                    'pt-BR': 'Portuguese (Brazil)',
                    'en-US': 'English (US)',
                },
                organization: {
                    internal: 'Internal',
                    'civil-defense': 'Civil defense',
                    regulator: 'Regulator',
                    'city-hall': 'City hall',
                    other: 'Other',
                },
            },
            notifications: notifications('Contact'),
        },
        instruction: {
            name: 'Instruction |||| Instructions',
            fields: {
                title: 'Title',
                criticality: 'Criticality',
                sensorTypes: 'Sensor types (none: all)',
                causes: 'Causes (none: all)',
                steps: { order: 'Order', text: 'Text' },
                status,
            },
            fieldGroups: { steps: 'Steps' },
            notifications: notifications('Instruction'),
        },
        'inspection-form': {
            name: 'Inspection form |||| Inspection forms',
            fields: {
                name: 'Name',
                description: 'Description',
                version: 'Version',
                fields: inspectionFieldLabels,
                status,
            },
            fieldGroups: { fields: 'Fields', 'fields.options': 'Options' },
            options: {
                fields: {
                    justify: {
                        none: 'No justification',
                        text: 'Text',
                        photo: 'Photo',
                    },
                },
            },
            notifications: notifications('Inspection form'),
        },
        'inspection-register': {
            name: 'Inspection register |||| Inspection registers',
            fields: {
                inspectionFormId: 'Inspection form',
                formVersion: 'Form version',
                date: 'Date',
                inspectorId: 'Inspector',
                formFields: inspectionFieldLabels,
                answers: {
                    fieldIndex: 'Field',
                    value: 'Answer',
                    justification: 'Justification',
                },
                result: 'Result',
                criticality: 'Criticality',
                notes: 'Notes',
            },
            fieldGroups: {
                answers: 'Answers',
                formFields: 'Form fields',
                'formFields.options': 'Options',
            },
            options: {
                result: { ok: 'OK', anomaly: 'Anomaly' },
                formFields: {
                    justify: {
                        none: 'No justification',
                        text: 'Text',
                        photo: 'Photo',
                    },
                },
            },
            notifications: notifications('Inspection register'),
        },
    },
};
