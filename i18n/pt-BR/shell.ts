import type { shell as source } from '../en-US/shell';

/** Typed against en-US so that a missing key fails the type check. */
export const shell: typeof source = {
    app: {
        shell: {
            menuToggle: 'Mostrar ou ocultar o menu',
            navigation: 'Navegação',
            logo: 'Console de monitoramento de usinas',
            myAccount: 'Minha conta',
            profile: 'Perfil',
            settings: 'Configurações',
            logout: 'Sair',
            plant: 'Usina',
            searchPages: 'Buscar páginas',
            noPageFound: 'Nenhuma página corresponde à busca',
            pageFailedRetry: 'Tentar novamente',
            pageFailedBack: 'Voltar para a plataforma',
            codeFailedTitle: 'Não foi possível carregar esta tela',
            codeFailedMessage:
                'O código dela não chegou do servidor. Verifique a conexão e tente novamente: a página é recarregada e você continua conectado.',
            updateReady: 'Uma nova versão do console está disponível.',
            updateNow: 'Recarregar',
            updateLater: 'Depois',
            language: 'Idioma',
            languages: {
                'pt-BR': 'Português (Brasil)',
                'en-US': 'English (US)',
            },
        },
        modules: {
            admin: 'Administração',
            base: 'Geral',
            IT: 'Instrumentação e telemetria',
            inspection: 'Inspeção',
            // The demo's fourth mobile module (server/src/seed/mobileModule.ts).
            emergency: 'Emergência',
        },
        pages: {
            adminInstrumentation: 'Instrumentação',
            dashboard: 'Painel',
            alerts: 'Alertas',
            outbox: 'Caixa de saída',
            overview: 'Visão geral',
            mobileHome: 'Início',
            mobileMeasure: 'Medições',
            mobileInspection: 'Inspeções',
            mobileEmergency: 'Plano de emergência',
        },
    },
};
