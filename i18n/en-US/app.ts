/** App strings of the SPA core: sign-in, plant choice, errors, toasts. */
export const app = {
    app: {
        name: 'Plant Monitoring',
        plantSelection: {
            title: 'Select a power plant',
            subtitle: 'Choose the power plant you want to work on.',
            cnpj: 'CNPJ %{cnpj}',
            empty: 'No power plant is linked to your user. Ask an administrator.',
            logout: 'Log out',
        },
        notFound: {
            title: 'Page not found',
            message: "The page you are trying to access doesn't exist",
            back: 'Back to the platform',
        },
        sessionError: {
            title: 'Your session could not be loaded',
            message: 'Check your connection and try again.',
            retry: 'Try again',
            logout: 'Log out',
        },
        myProfile: { title: 'My profile' },
        settings: { title: 'Settings' },
        // Lists' CSV export (docs/structure.md, "Numbers and files in the
        // user's language").
        export: {
            truncated:
                'The file holds the first %{count} records only: narrow the filters to export the rest.',
            unit: 'Unit',
        },
        // Date boxes in the user's language; the zone is the company's (docs/dates.md).
        dateInput: {
            date: 'mm/dd/yyyy',
            dateTime: 'mm/dd/yyyy hh:mm',
            inZone: 'In %{zone} (%{offset})',
        },
        // Number boxes in the user's language (docs/numbers.md).
        numberInput: {
            understood: 'Read as %{number}',
        },
        serverErrors: {
            '01': 'Required',
            '02': 'Must be text',
            '03': 'Invalid',
            '04': 'Must be a number',
            '05': 'Must be true or false',
            '06': 'Must be a list',
            '07': 'Already in use',
            '08': 'Invalid size',
            badRequest: 'The request has invalid data',
            unauthorized: 'Your session has ended, please sign in again',
            forbidden: "You don't have permission for this action",
            notFound: 'Record not found',
            server: 'The server could not complete the request, please try again',
        },
        // Per-entity toasts live in resources.<name>.notifications (resources part).
        notifications: {
            password: {
                updated: 'Password updated successfully',
                updateError: 'Error updating password',
            },
        },
        password: {
            minLength: 'At least 8 characters',
            number: 'At least one number',
            special: 'At least one special character',
            upperLower: 'Uppercase and lowercase letters',
            mismatch: "The passwords don't match",
        },
    },
};
