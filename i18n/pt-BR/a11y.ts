/** Textos de acessibilidade e de falhas ditas no lugar. */
export const a11y = {
    app: {
        a11y: {
            listFailed: 'Não foi possível carregar a lista.',
            retry: 'Tentar novamente',
            documentTitle: '%{page} · %{app}',
            appName: 'Monitoramento de Usinas',
            configFailedTitle: 'O console não pode iniciar',
            configFailed:
                'O arquivo de configuração (/config.json) está ausente ou com erro. Avise quem fez a instalação.',
            configProblem: {
                unreachable: 'não foi possível buscar o arquivo /config.json',
                status: 'o servidor respondeu HTTP %{status} ao pedir o arquivo /config.json',
                notJson: 'o arquivo /config.json não é um JSON',
                keys: 'chaves ausentes ou inválidas no arquivo /config.json: %{keys}',
            },
            startFailed:
                'Algo de que ele precisa não pôde ser carregado. Verifique a conexão.',
            zoomIn: 'Aproximar',
            zoomOut: 'Afastar',
            closePopup: 'Fechar os detalhes',
            configFailedDetail: 'O que está errado: %{message}',
        },
    },
};
