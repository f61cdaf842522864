/**
 * What the user reads, per language: the accessible names the helpers find
 * elements by, and the spec's own sentences the scenarios check.
 */
export type Locale = 'pt-BR' | 'en-US';

export interface UiTexts {
    myAccount: string;
    logout: string;
    menuToggle: string;
    navigation: string;
    plant: string;
    language: string;
    plantSelectionTitle: string;
    notFoundMessage: string;
    backToPlatform: string;
    create: string;
    save: string;
    delete: string;
    confirm: string;
    enableEdit: string;
    deleteQuestion: string;
    deleteIrreversible: string;
    /** The 07 message, naming its field. */
    alreadyInUse: (field: string) => string;
    keepMine: string;
}

export const TEXTS: Record<Locale, UiTexts> = {
    'pt-BR': {
        myAccount: 'Minha conta',
        logout: 'Sair',
        menuToggle: 'Mostrar ou ocultar o menu',
        navigation: 'Navegação',
        plant: 'Usina',
        language: 'Idioma',
        plantSelectionTitle: 'Selecione uma usina',
        notFoundMessage: 'A página que você está tentando acessar não existe',
        backToPlatform: 'Voltar para a plataforma',
        create: 'Criar',
        save: 'Salvar',
        delete: 'Excluir',
        confirm: 'Confirmar',
        enableEdit: 'Habilitar edição',
        deleteQuestion: 'Tem certeza de que deseja excluir',
        deleteIrreversible: 'Esta ação não pode ser desfeita',
        alreadyInUse: field => `${field}: valor já em uso`,
        keepMine: 'Manter o meu',
    },
    'en-US': {
        myAccount: 'My Account',
        logout: 'Logout',
        menuToggle: 'Show or hide the menu',
        navigation: 'Navigation',
        plant: 'Power plant',
        language: 'Language',
        plantSelectionTitle: 'Select a power plant',
        notFoundMessage: "The page you are trying to access doesn't exist",
        backToPlatform: 'Back to the platform',
        create: 'Create',
        save: 'Save',
        delete: 'Delete',
        confirm: 'Confirm',
        enableEdit: 'Enable edit',
        deleteQuestion: 'Are you sure you want to delete',
        deleteIrreversible: "This action can't be undone",
        alreadyInUse: field => `${field} is already in use`,
        keepMine: 'Keep mine',
    },
};
