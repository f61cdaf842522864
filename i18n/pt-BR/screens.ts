import type { screens as source } from '../en-US/screens';

/** Typed against en-US so that a missing key fails the type check. */
export const screens: typeof source = {
    app: {
        myProfile: {
            account: 'Conta',
            name: 'Nome',
            email: 'E-mail',
            company: 'Empresa',
            webProfile: 'Perfil web',
            notAvailable: 'Não disponível',
            plants: 'Usinas',
            cnpj: 'CNPJ %{cnpj}',
            selected: 'Selecionada',
            noPlants: 'Nenhuma usina está vinculada ao seu usuário.',
            adminPlants:
                'Perfis de administrador não são vinculados a uma usina.',
        },
        settings: {
            intro: 'Estas preferências ficam guardadas neste navegador.',
            display: 'Exibição',
            showFilterOpen: 'Mostrar filtros abertos',
            showFilterOpenHelp: 'As listas abrem com os filtros visíveis.',
            showMenuOpen: 'Mostrar menu aberto',
            showMenuOpenHelp: 'O menu lateral começa aberto em telas largas.',
            language: 'Idioma',
            languageHelp: 'O idioma da interface; a mudança é imediata.',
            menuGroups: 'Grupos do menu',
            menuGroupsHelp:
                'O menu lateral lembra quais grupos de módulos você abriu ou fechou.',
            menuGroupsStored:
                '%{smart_count} grupo de módulos lembrado |||| %{smart_count} grupos de módulos lembrados',
            menuGroupsNone:
                'Todos os grupos de módulos aparecem como no padrão.',
            resetMenuGroups: 'Redefinir grupos do menu',
            menuGroupsReset: 'Grupos do menu redefinidos',
        },
    },
};
