/** Textos do núcleo do SPA: entrada, escolha de usina, erros, avisos. */
export const app = {
    app: {
        name: 'Monitoramento de Usinas',
        plantSelection: {
            title: 'Selecione uma usina',
            subtitle: 'Escolha a usina em que deseja trabalhar.',
            cnpj: 'CNPJ %{cnpj}',
            empty: 'Nenhuma usina está vinculada ao seu usuário. Procure um administrador.',
            logout: 'Sair',
        },
        notFound: {
            title: 'Página não encontrada',
            message: 'A página que você está tentando acessar não existe',
            back: 'Voltar para a plataforma',
        },
        sessionError: {
            title: 'Não foi possível carregar a sua sessão',
            message: 'Verifique a sua conexão e tente novamente.',
            retry: 'Tentar novamente',
            logout: 'Sair',
        },
        myProfile: { title: 'Meu perfil' },
        settings: { title: 'Configurações' },
        // Exportação CSV das listas (docs/structure.md, "Numbers and files in
        // the user's language").
        export: {
            truncated:
                'O arquivo contém apenas os primeiros %{count} registros: refine os filtros para exportar o restante.',
            unit: 'Unidade',
        },
        // Caixas de data no idioma do usuário; o fuso é o da empresa (docs/dates.md).
        dateInput: {
            date: 'dd/mm/aaaa',
            dateTime: 'dd/mm/aaaa hh:mm',
            inZone: 'No %{zone} (%{offset})',
        },
        // Caixas de número no idioma do usuário (docs/numbers.md).
        numberInput: {
            understood: 'Lido como %{number}',
        },
        serverErrors: {
            '01': 'Obrigatório',
            '02': 'Deve ser um texto',
            '03': 'Inválido',
            '04': 'Deve ser um número',
            '05': 'Deve ser verdadeiro ou falso',
            '06': 'Deve ser uma lista',
            '07': 'Já está em uso',
            '08': 'Tamanho inválido',
            badRequest: 'A solicitação tem dados inválidos',
            unauthorized: 'Sua sessão terminou, entre novamente',
            forbidden: 'Você não tem permissão para esta ação',
            notFound: 'Registro não encontrado',
            server: 'O servidor não conseguiu concluir a solicitação, tente novamente',
        },
        // Per-entity toasts live in resources.<name>.notifications (resources part).
        notifications: {
            password: {
                updated: 'Senha atualizada com sucesso',
                updateError: 'Erro ao atualizar a senha',
            },
        },
        password: {
            minLength: 'Pelo menos 8 caracteres',
            number: 'Pelo menos um número',
            special: 'Pelo menos um caractere especial',
            upperLower: 'Letras maiúsculas e minúsculas',
            mismatch: 'As senhas não coincidem',
        },
    },
};
