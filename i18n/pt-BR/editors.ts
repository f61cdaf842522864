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
