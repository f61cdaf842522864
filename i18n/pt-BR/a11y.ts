/** Textos de acessibilidade e de falhas ditas no lugar (issue #15). */
export const a11y = {
    app: {
        a11y: {
            listFailed: 'Não foi possível carregar a lista.',
            listFailedDetail: 'O servidor respondeu: %{message}',
            retry: 'Tentar novamente',
            documentTitle: '%{page} · %{app}',
            appName: 'Monitoramento de Usinas',
            configFailedTitle: 'O console não pode iniciar',
            configFailed:
                'O arquivo de configuração (/config.json) está ausente ou com erro. Avise quem fez a instalação.',
            startFailed:
                'Algo de que ele precisa não pôde ser carregado. Verifique a conexão.',
            zoomIn: 'Aproximar',
            zoomOut: 'Afastar',
            configFailedDetail: 'O que está errado: %{message}',
        },
    },
};
