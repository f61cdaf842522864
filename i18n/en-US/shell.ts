/** The shell's strings (header, side drawer), the module names and the names of the pages that are not an entity's (entities' pages are named by `resources.<name>.name`). */
export const shell = {
    app: {
        shell: {
            menuToggle: 'Show or hide the menu',
            navigation: 'Navigation',
            logo: 'Plant monitoring console',
            myAccount: 'My Account',
            profile: 'Profile',
            settings: 'Settings',
            logout: 'Logout',
            plant: 'Power plant',
            searchPages: 'Search pages',
            noPageFound: 'No page matches the search',
            pageFailedRetry: 'Try again',
            pageFailedBack: 'Back to the platform',
            codeFailedTitle: 'This screen could not be loaded',
            codeFailedMessage:
                'Its code did not arrive from the server. Check the connection and try again: the page reloads, and you stay signed in.',
            updateReady: 'A new version of the console is available.',
            updateNow: 'Reload',
            updateLater: 'Later',
            language: 'Language',
            languages: {
                'pt-BR': 'Português (Brasil)',
                'en-US': 'English (US)',
            },
        },
        modules: {
            admin: 'Administration',
            base: 'General',
            IT: 'Instrumentation and telemetry',
            inspection: 'Inspection',
            // The demo's fourth mobile module (server/src/seed/mobileModule.ts).
            emergency: 'Emergency',
        },
        pages: {
            adminInstrumentation: 'Instrumentation',
            dashboard: 'Dashboard',
            alerts: 'Alerts',
            outbox: 'Outbox',
            overview: 'Overview',
            mobileHome: 'Home',
            mobileMeasure: 'Measures',
            mobileInspection: 'Inspections',
            mobileEmergency: 'Emergency plan',
        },
    },
};
