/** The shared screens under the shell: My profile and Settings (spec section 2). */
export const screens = {
    app: {
        myProfile: {
            account: 'Account',
            name: 'Name',
            email: 'E-mail',
            company: 'Company',
            webProfile: 'Web profile',
            notAvailable: 'Not available',
            plants: 'Power plants',
            cnpj: 'CNPJ %{cnpj}',
            selected: 'Selected',
            noPlants: 'No power plant is linked to your user.',
            adminPlants:
                'Administrator profiles are not tied to a power plant.',
        },
        settings: {
            intro: 'These preferences are kept in this browser.',
            display: 'Display',
            showFilterOpen: 'Show filters open',
            showFilterOpenHelp: 'Lists open with their filters visible.',
            showMenuOpen: 'Show menu open',
            showMenuOpenHelp: 'The side menu starts open on wide screens.',
            language: 'Language',
            languageHelp: 'The interface language; it changes at once.',
            menuGroups: 'Menu groups',
            menuGroupsHelp:
                'The side menu remembers which module groups you opened or closed.',
            menuGroupsStored:
                '%{smart_count} module group remembered |||| %{smart_count} module groups remembered',
            menuGroupsNone: 'Every module group shows as it does by default.',
            resetMenuGroups: 'Reset menu groups',
            menuGroupsReset: 'Menu groups reset',
        },
    },
};
