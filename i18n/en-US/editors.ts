/** The editors written for the job: profiles, modules and pages, users, instructions, contacts (en-US). */
export const editors = {
    app: {
        catalogEditor: {
            shownAs: 'Shown as “%{name}”',
            noName: 'This code has no name in the catalog yet: users will read the code itself.',
            modulePages: 'Pages of this module',
            noModulePages: 'No page belongs to this module yet.',
        },
        userEditor: {
            chooseCompanyFirst: 'Choose the company first',
            passwordAfterSave:
                'After saving, set the user’s first password on their page so that they can sign in.',
            signInTitle: 'Sign-in',
            externalPasswords:
                'Passwords are kept by Keycloak: the user sets theirs there (Keycloak sends them the link).',
            hasPassword: 'This user has a password and can sign in.',
            noPassword: 'This user has no password yet and cannot sign in.',
            noPasswordSetOne:
                'This user has no password yet and cannot sign in. Set a first password and give it to them; they can change it in their profile.',
            initialPassword: 'First password',
            setPassword: 'Set first password',
            passwordSet: 'Password set: the user can sign in',
            passwordError: 'Error setting the password',
        },
        stepsEditor: { step: 'Step %{number}' },
        profileEditor: {
            bottomMenuHint:
                'At most %{count} modules can have pages in the mobile bottom menu.',
            loadError: 'The pages and modules could not be loaded.',
            noPages: 'No page of this type exists yet.',
            noneGranted: 'No page of this module is granted.',
            settingOf: '%{setting}: %{page}',
            dragHint: 'Drag to reorder',
            position: 'Position %{position} of %{count}',
            moveUp: 'Move %{page} up',
            moveDown: 'Move %{page} down',
            preview: 'Preview of the menu',
            sideMenu: 'Side menu',
            bottomMenu: 'Mobile bottom menu',
            emptyMenu: 'No page in the side menu',
            emptyBottomMenu: 'No module in the bottom menu',
        },
    },
};
