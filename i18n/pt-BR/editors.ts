/** Os editores feitos para cada tarefa: perfis, módulos e páginas, usuários, instruções, contatos (pt-BR). */
import type { editors as enUS } from '../en-US/editors';

export const editors: typeof enUS = {
    app: {
        catalogEditor: {
            shownAs: 'Exibido como “%{name}”',
            noName: 'Este código ainda não tem nome no catálogo: os usuários lerão o próprio código.',
            modulePages: 'Páginas deste módulo',
            noModulePages: 'Nenhuma página pertence a este módulo ainda.',
        },
        userEditor: {
            chooseCompanyFirst: 'Escolha a empresa primeiro',
            passwordAfterSave:
                'Depois de salvar, defina a primeira senha do usuário na página dele para que ele possa entrar.',
            signInTitle: 'Acesso',
            externalPasswords:
                'As senhas ficam no Keycloak: o usuário define a sua por lá (o Keycloak envia o link).',
            hasPassword: 'Este usuário tem senha e pode entrar.',
            noPassword: 'Este usuário ainda não tem senha e não pode entrar.',
            noPasswordSetOne:
                'Este usuário ainda não tem senha e não pode entrar. Defina uma primeira senha e informe a ele; ele pode trocá-la no seu perfil.',
            initialPassword: 'Primeira senha',
            setPassword: 'Definir primeira senha',
            passwordSet: 'Senha definida: o usuário já pode entrar',
            passwordError: 'Erro ao definir a senha',
        },
        stepsEditor: { step: 'Passo %{number}' },
        profileEditor: {
            bottomMenuHint:
                'No máximo %{count} módulos podem ter páginas no menu inferior do aplicativo.',
            loadError: 'Não foi possível carregar as páginas e os módulos.',
            noPages: 'Ainda não existe página deste tipo.',
            noneGranted: 'Nenhuma página deste módulo está liberada.',
            settingOf: '%{setting}: %{page}',
            dragHint: 'Arraste para reordenar',
            position: 'Posição %{position} de %{count}',
            moveUp: 'Mover %{page} para cima',
            moveDown: 'Mover %{page} para baixo',
            preview: 'Prévia do menu',
            sideMenu: 'Menu lateral',
            bottomMenu: 'Menu inferior do aplicativo',
            emptyMenu: 'Nenhuma página no menu lateral',
            emptyBottomMenu: 'Nenhum módulo no menu inferior',
        },
    },
};
