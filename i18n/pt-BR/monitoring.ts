/** As telas de monitoramento: dashboard, visão geral, instrumentação e simulações (pt-BR). */
import type { monitoring as enUS } from '../en-US/monitoring';

export const monitoring: typeof enUS = {
    app: {
        sensor: {
            latest: {
                title: 'Última leitura',
                none: 'Nenhuma leitura deste sensor ainda.',
            },
        },
        integration: {
            title: 'A integração com o Zabbix da empresa está falhando',
            since: 'Desde %{since}: %{reason}',
            failure: {
                unreachable: 'o Zabbix não responde.',
                token: 'o Zabbix recusou o token de acesso.',
                rights: 'o token não lê nenhum item dos sensores (sem permissão de leitura nos hosts, ou itens inexistentes).',
                config: 'o servidor não pode usar a integração (referência de token que ele não guarda, ou não vinculada a esta empresa ou endereço).',
            },
            dashboard:
                '%{smart_count} sensor lido pelo Zabbix está desconhecido, não offline; nenhum alerta de silêncio vai aos contatos enquanto isso. Os administradores da empresa foram avisados. |||| %{smart_count} sensores lidos pelo Zabbix estão desconhecidos, não offline; nenhum alerta de silêncio vai aos contatos enquanto isso. Os administradores da empresa foram avisados.',
            company:
                'Os sensores da empresa lidos pelo Zabbix estão desconhecidos, não offline, e nenhum alerta de silêncio vai aos contatos das usinas enquanto isso. "Testar conexão", abaixo, diz o que falta.',
        },
        monitoring: {
            updatedAt: 'Atualizado às %{time}',
            notYet: 'Ainda não atualizado',
            pause: 'Pausar atualizações',
            resume: 'Retomar atualizações',
            paused: 'Atualizações pausadas',
            refresh: 'Atualizar agora',
            loadError:
                'Não foi possível carregar os números. Uma nova tentativa será feita.',
            lastSeen: 'Visto por último %{time}',
            neverSeen: 'Nunca se comunicou',
            kind: { sensor: 'Sensor', gateway: 'Gateway' },
        },
        instrumentation: {
            all: 'Todos',
            filters: 'Filtrar os dispositivos',
            plant: 'Usina',
            state: 'Estado',
            kind: 'Tipo de dispositivo',
            type: 'Tipo',
            name: 'Nome',
            lastSeen: 'Visto por último',
            gateways: 'Gateways',
            sensors: 'Sensores',
            onlineOf: '%{online} de %{total} online',
            countsPerPlant: 'Dispositivos por usina',
            shown: '%{smart_count} dispositivo exibido |||| %{smart_count} dispositivos exibidos',
        },
        drill: {
            send: 'Enviar simulação',
            notSent:
                'Esta simulação não foi enviada. O envio notifica os contatos cujas criticidades incluem a da simulação.',
            sent: 'Simulação enviada',
            sendFailed:
                'Não foi possível enviar a simulação. Ninguém foi notificado.',
            confirmTitle: 'Enviar a simulação "%{title}"?',
            confirmContent:
                'Os contatos serão notificados agora, e a simulação não poderá mais ser alterada.',
            outbox: 'Notificações enviadas',
            outboxHelp:
                'Contatos ativos da simulação cujas criticidades incluem %{criticality}: um SMS, e um e-mail para quem tem.',
            nobody: 'Nenhum contato da simulação é acionado nesta criticidade: ninguém foi notificado.',
            contact: 'Contato',
            channel: 'Meio',
            recipient: 'Para',
            when: 'Quando',
            channels: {
                sms: 'SMS',
                email: 'E-mail',
                voice: 'Ligação',
                push: 'Notificação push',
            },
        },
        overview: {
            legend: 'O que os marcadores indicam',
            noReading: 'Sem leitura',
            gatewayOutline: 'Gateways: contorno escuro',
            open: 'Abrir detalhes',
            table: 'Sensores e gateways da usina',
            worst: 'Pior criticidade atual',
            lastReading: 'Última leitura',
            fitDevices: 'Aproximar dos dispositivos',
        },
        dashboard: {
            readings: 'Leituras nas últimas 24 h',
            readingsOf: '%{smart_count} leitura |||| %{smart_count} leituras',
            silentSensors: 'Sensores em silêncio',
            silentOf: '%{silent} de %{total} sensores em silêncio',
            silentHelp:
                'Sem leitura por mais tempo do que a usina permite para o tipo de sensor (%{minutes} min por padrão).',
            noneSilent: 'Todos os sensores estão enviando leituras.',
            offlineGateways: 'Gateways sem comunicação',
            offlineOf: '%{offline} de %{total} gateways sem comunicação',
            noneOffline: 'Todos os gateways estão online.',
            noSensorsYet: 'Nenhum sensor nesta usina ainda.',
            noGatewaysYet: 'Nenhum gateway nesta usina ainda.',
            latestAlerts: 'Últimas leituras altas e críticas',
            noAlerts: 'Nenhuma leitura alta ou crítica nas últimas 24 h.',
            chart: 'Gráfico do sensor',
            chooseSensors: 'Sensores do gráfico',
            chooseSensorsHelp: 'Até %{max} sensores no mesmo eixo de tempo.',
            noSensors: 'Esta usina não tem sensor ativo.',
            openReading: 'Abrir a leitura de %{sensor} em %{time}',
        },
    },
};
