import type { charts as source } from '../en-US/charts';

/** Typed against en-US so that a missing key fails the type check. */
export const charts: typeof source = {
    app: {
        filters: { gte: 'Desde', lte: 'Até' },
        measure: {
            rule: {
                notRecorded:
                    'Esta leitura foi gravada antes de as regras serem registradas com as leituras.',
                noConfiguration:
                    'A usina não tem configuração de alerta para este tipo de sensor, então o nível é o mais baixo.',
                noBound:
                    'O valor não atingiu nenhum dos limites configurados para este tipo de sensor.',
                reached:
                    'O valor atingiu o limite %{level} (%{direction} %{bound}).',
                raised: 'Elevada um nível: desvia %{deviation} % da média das %{count} leituras anteriores (%{mean}).',
            },
            previous: {
                title: 'Leituras anteriores deste sensor',
                compared:
                    'Comparada com a média das %{count} leituras anteriores, %{mean}: desvio de %{deviation} %.',
                notCompared:
                    'A usina não compara leituras anteriores para este tipo de sensor.',
                none: 'Nenhuma leitura anterior.',
            },
        },
        zabbixTest: {
            title: 'Integração com o Zabbix',
            help: 'Testa o endereço do Zabbix e a referência do token como estão no formulário acima, salvos ou não (o Zabbix do servidor quando ambos estão vazios): se a API responde, se o token lê os itens que os sensores desta empresa indicam e se o perfil dele pode chamar history.get e trend.get, de que os gráficos precisam.',
            test: 'Testar conexão',
            testing: 'Testando…',
            ok: 'O Zabbix %{version} em %{url} respondeu e aceitou o token.',
            okDefault:
                'O Zabbix %{version} do servidor respondeu e aceitou o token.',
            unsaved:
                'Foram testados os valores do formulário, que ainda não foram salvos.',
            allGood:
                'Está tudo o que os gráficos e a verificação de último sinal precisam.',
            missing:
                'Falta para os gráficos ou para a verificação de último sinal:',
            items: 'O token lê %{readable} do %{smart_count} item do Zabbix que os sensores desta empresa indicam. |||| O token lê %{readable} dos %{smart_count} itens do Zabbix que os sensores desta empresa indicam.',
            noRights:
                'O token não lê o %{smart_count} item do Zabbix que os sensores desta empresa indicam: o usuário dele não tem permissão de leitura no host do item no Zabbix, ou o item não existe. Os gráficos e a verificação de último sinal não encontrarão nada. |||| O token não lê nenhum dos %{smart_count} itens do Zabbix que os sensores desta empresa indicam: o usuário dele não tem permissão de leitura nos hosts deles no Zabbix, ou os itens não existem. Os gráficos e a verificação de último sinal não encontrarão nada.',
            noItems:
                'Nenhum sensor desta empresa indica um item do Zabbix ainda, então as permissões do token nos hosts não puderam ser verificadas.',
            historyAllowed:
                'O perfil dele pode chamar history.get (os gráficos).',
            historyDenied:
                'O perfil dele no Zabbix não pode chamar history.get: nenhum gráfico pode ser desenhado. Permita o método no acesso à API do perfil de usuário.',
            trendsAllowed:
                'O perfil dele pode chamar trend.get (gráficos de períodos longos).',
            trendsDenied:
                'O perfil dele no Zabbix não pode chamar trend.get: gráficos de períodos maiores que o histórico guardado pelo Zabbix não podem ser desenhados. Permita o método no acesso à API do perfil de usuário.',
            binding:
                'A referência de token "%{ref}" não está vinculada a este endereço do Zabbix ou a esta empresa nos segredos do servidor, então o token dela não foi enviado para lá. Use o endereço ao qual a referência está vinculada, ou uma referência vinculada a este endereço.',
        },
        charts: {
            title: 'Série temporal',
            range: 'Período',
            ranges: {
                '1h': 'Última hora',
                '24h': '24 h',
                '7d': '7 dias',
                '30d': '30 dias',
                custom: 'Personalizado',
            },
            from: 'De',
            to: 'Até',
            apply: 'Mostrar',
            tooLongRange: 'Um período pode ter no máximo 366 dias: encurte-o.',
            beyondRetention:
                'O Zabbix guarda dados por %{days} dias: escolha um início depois de %{earliest}.',
            badRange: 'O fim deve vir depois do início',
            zoomIn: 'Aproximar',
            zoomOut: 'Afastar',
            resetZoom: 'Mostrar o período inteiro',
            refresh: 'Atualizar',
            download: 'Baixar CSV',
            lastUpdated: 'Atualizado em %{time}',
            loading: 'Carregando a série…',
            empty: 'Sem dados neste período',
            retry: 'Tentar novamente',
            truncated:
                'Este período tem mais de 1.000 leituras: são mostradas as 1.000 mais recentes. Escolha um período menor para ver as demais.',
            unitMismatch:
                '%{name}: o Zabbix dá este item em %{zabbixUnit}, o sensor está em %{unit}, e uma unidade não se converte na outra. Os valores são desenhados como o Zabbix os dá, sem os limites (escritos em %{unit}).',
            failures: {
                unreachable: 'Não foi possível conectar ao Zabbix.',
                blocked:
                    'Não foi possível conectar ao Zabbix: o servidor está fora do ar ou não permite esta origem (CORS).',
                refused: 'O Zabbix recusou o token de acesso.',
                headerMode:
                    'O Zabbix %{version} ignora o token no cabeçalho Authorization (lido a partir da versão 6.4): use o modo de autenticação "field" ou "auto".',
                denied: 'O papel do token no Zabbix não pode chamar %{method}.',
                timeout: 'O Zabbix não respondeu em %{seconds} segundos.',
                noItem: 'Este sensor não tem item no Zabbix, então não há série para mostrar.',
                missingItem:
                    'O Zabbix não retornou o item %{item}: ele não existe ou este token não tem permissão no host dele.',
                config: 'O servidor não tem o token da integração com o Zabbix desta empresa.',
                binding:
                    'O token da integração com o Zabbix desta empresa não está vinculado a esta empresa nem a este endereço do Zabbix nos segredos do servidor.',
                address:
                    'O servidor não chama este Zabbix: o endereço dele está numa rede local ou privada que a configuração do servidor não permite.',
                addressOf:
                    'O servidor não chama %{host}: o endereço está numa rede local ou privada. Permita-o em OUTBOUND_ALLOWED_HOSTS para usá-lo.',
                tooLarge:
                    'A resposta do Zabbix passou do tamanho que o servidor lê.',
                rangeRefused:
                    'O Zabbix não conseguiu responder este período: “%{reason}” Escolha um período menor.',
                failed: 'Não foi possível ler a série.',
            },
            threshold: '%{level} %{direction} %{value}',
            thresholdOf: '%{source}: %{threshold}',
            direction: { above: '≥', below: '≤' },
            summary: '%{count} leituras de %{from} a %{to}. %{ranges}.',
            hourlyAverages:
                'Médias horárias: este período é lido das tendências do Zabbix, um ponto por hora, com a menor e a maior leitura de cada hora em faixa.',
            summaryTrends:
                '%{count} médias horárias de %{first} a %{last} (período de %{from} a %{to}), cada uma com a menor e a maior leitura da sua hora. %{ranges}.',
            seriesRange: '%{name}: menor %{min}, maior %{max}',
            readings: 'Leituras registradas',
            reading: 'Leitura registrada %{value} em %{time}, %{criticality}',
            readingsShown:
                'Pontos: %{smart_count} leitura registrada no console. |||| Pontos: %{smart_count} leituras registradas no console.',
            markedReading:
                'O ponto circulado é esta leitura, %{value} em %{time}.',
            csv: {
                sensor: 'sensor',
                time: 'data_hora',
                value: 'valor',
                unit: 'unidade',
                min: 'minimo',
                max: 'maximo',
                kind: 'tipo',
                kinds: { history: 'leitura', trends: 'média horária' },
            },
        },
    },
};
