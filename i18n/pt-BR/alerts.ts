/** Alertas: a tela de alertas, suas ações, os alertas abertos do painel e o que o shell diz deles (pt-BR). */
import type { alerts as enUS } from '../en-US/alerts';

export const alerts: typeof enUS = {
    app: {
        alerts: {
            titleCount: '(%{count}) %{title}',
            announce: {
                critical: 'Novo alerta crítico: %{device}',
                criticalUnnamed: 'Novo alerta crítico',
            },
            stream: {
                live: 'Atualizado quando os alertas mudam',
                polling: 'Atualizado a cada 30 segundos',
            },
            fields: {
                level: 'Nível',
                device: 'Dispositivo',
                value: 'Valor',
                state: 'Situação',
                cause: 'Causa',
                openedAt: 'Aberto',
                updatedAt: 'Atualizado',
                closedAt: 'Encerrado',
                acknowledged: 'Reconhecido',
                comment: 'Comentário',
                closeReason: 'Motivo do encerramento',
                sensor: 'Sensor',
            },
            state: { open: 'Aberto', closed: 'Encerrado' },
            cause: { criticality: 'Leitura', silence: 'Sem dados' },
            acknowledgedChoice: {
                true: 'Reconhecido',
                false: 'Não reconhecido',
            },
            notAcknowledged: 'Não reconhecido',
            acknowledgedBy: '%{name}, %{time}',
            mutedUntil: 'Silenciado até %{time}',
            autoClosed: 'Voltou ao normal (automático)',
            noValue: 'Sem leitura',
            empty: 'Nenhum alerta encontrado.',
            openDetails: 'Abrir o alerta de %{device} aberto em %{time}',
            details: {
                title: 'Alerta de %{device}',
                notFound: 'Este alerta não existe nesta usina.',
                back: 'Todos os alertas',
                chart: 'Gráfico em torno do alerta',
                chartHelp:
                    'O gráfico do sensor de 6 h antes a 6 h depois, com a leitura marcada.',
                viewOnly:
                    'Somente visualização: você vê este alerta, mas não pode reconhecê-lo, encerrá-lo ou silenciá-lo.',
            },
            history: {
                title: 'Histórico',
                opened: 'Aberto no nível %{level}',
                raised: 'Elevado para %{level}',
                acknowledged: 'Reconhecido por %{name}',
                closed: 'Encerrado por %{name}',
                closedAuto: 'Encerrado automaticamente: voltou ao normal',
                notified:
                    'Notificação: %{smart_count} mensagem aos contatos |||| Notificação: %{smart_count} mensagens aos contatos',
                held: 'Notificação retida: sensor silenciado até %{time}',
                released:
                    'Silêncio encerrado: a notificação retida segue agora para os contatos',
                escalated: 'Reenviado, não reconhecido (%{count})',
                muted: 'Sensor silenciado até %{time}: %{reason}',
                unmuted: 'Sensor não está mais silenciado',
                other: 'Mudança: %{type}',
                value: 'Leitura: %{value}',
                comment: 'Comentário: %{comment}',
                reason: 'Motivo: %{reason}',
                someone: 'alguém',
            },
            actions: {
                acknowledge: 'Reconhecer',
                close: 'Encerrar alerta',
                mute: 'Silenciar sensor',
                confirmAcknowledge: 'Reconhecer',
                confirmClose: 'Encerrar',
                confirmMute: 'Silenciar',
                unmute: 'Encerrar silêncio',
            },
            dialogs: {
                acknowledgeTitle: 'Reconhecer o alerta de %{device}',
                acknowledgeHelp:
                    'Avisa a todos que você viu o alerta e está cuidando dele.',
                comment: 'Comentário (opcional)',
                closeTitle: 'Encerrar o alerta de %{device}',
                reason: 'Motivo',
                reasonRequired: 'Diga por que o alerta foi encerrado.',
                muteTitle: 'Silenciar as notificações de %{device}',
                muteHelp:
                    'Os alertas continuam abrindo e aparecendo na tela; os contatos são avisados no horário abaixo se o alerta ainda estiver aberto e sem reconhecimento.',
                duration: 'Por',
                durations: {
                    h1: '1 hora',
                    h4: '4 horas',
                    h8: '8 horas',
                    h24: '24 horas',
                    h72: '3 dias',
                },
                until: 'Silenciado até %{time}',
                muteReason: 'Motivo (manutenção, calibração…)',
                muteReasonRequired: 'Diga por que o sensor foi silenciado.',
            },
            done: {
                acknowledged: 'Alerta reconhecido',
                closed: 'Alerta encerrado',
                muted: 'Notificações silenciadas até %{time}',
                unmuted: 'Notificações do sensor reativadas',
            },
            failed: 'A ação falhou: %{error}',
            chartMark: 'Leitura do alerta',
            delivery: {
                status: {
                    queued: 'Na fila',
                    sent: 'Enviada',
                    failed: 'Falhou',
                    kept: 'Mantida na caixa de saída',
                },
                count: {
                    queued: '%{smart_count} na fila',
                    sent: '%{smart_count} enviada |||| %{smart_count} enviadas',
                    failed: '%{smart_count} falhou |||| %{smart_count} falharam',
                    kept: '%{smart_count} mantida na caixa de saída (nenhum canal configurado) |||| %{smart_count} mantidas na caixa de saída (nenhum canal configurado)',
                },
                channel: { sms: 'SMS', email: 'E-mail' },
                server: { email: 'o servidor SMTP', sms: 'o webhook de SMS' },
                to: '%{name} (%{recipient})',
                listLabel: 'Mensagens desta notificação',
                reasons: {
                    unreachable: 'não foi possível alcançar %{channel}',
                    webhookStatus: 'o webhook de SMS respondeu %{status}',
                    notAllowed:
                        '%{channel} está num endereço local ou privado que a configuração do servidor não permite',
                    other: '%{error}',
                },
                detail: {
                    sent: 'Enviada em %{time}, na primeira tentativa |||| Enviada em %{time}, após %{smart_count} tentativas',
                    failed: 'Falhou em %{time} após %{smart_count} tentativa: %{reason} |||| Falhou em %{time} após %{smart_count} tentativas: %{reason}',
                    retrying:
                        'A tentativa %{smart_count} falhou: %{reason}. Próxima tentativa em %{next}',
                    queued: 'Na fila desde %{time}',
                    kept: 'Nenhum canal configurado para ela: fica na caixa de saída',
                },
            },
            outbox: {
                help: 'Todas as mensagens aos contatos da usina e o que houve com cada uma. Uma mensagem que não pode ser entregue é tentada de novo até acabar o prazo de novas tentativas (24 horas, salvo outra configuração do servidor) e então aparece como falha, com o motivo.',
                fields: {
                    createdAt: 'Enfileirada',
                    contact: 'Contato',
                    channel: 'Canal',
                    status: 'Situação',
                    attempts: 'Tentativas',
                    detail: 'O que aconteceu',
                    about: 'Sobre',
                },
                alert: 'Alerta nº %{id}',
                drill: 'Simulado nº %{id}',
                retry: 'Tentar agora',
                retryLabel: 'Tentar agora: %{channel} para %{recipient}',
                retried: 'A mensagem será tentada agora',
                viewOnly:
                    'Somente visualização: você vê as mensagens, mas não pode tentar enviá-las de novo.',
            },
            deliveries: {
                title: 'Notificações não entregues',
                failed: '%{smart_count} mensagem falhou nas últimas 24 horas |||| %{smart_count} mensagens falharam nas últimas 24 horas',
                pending:
                    '%{smart_count} mensagem aguardando há mais de %{minutes} minutos |||| %{smart_count} mensagens aguardando há mais de %{minutes} minutos',
                seeOutbox: 'Ver a caixa de saída',
            },
            dashboard: {
                title: 'Alertas a responder',
                pending:
                    '%{smart_count} alerta aberto não reconhecido |||| %{smart_count} alertas abertos não reconhecidos',
                none: 'Nenhum alerta aberto aguarda resposta.',
                seeAll: 'Ver todos os alertas',
            },
            sensor: {
                title: 'Alertas abertos neste sensor',
                none: 'Nenhum alerta aberto neste sensor.',
                muted: 'Notificações silenciadas até %{time} por %{name}: %{reason}',
                notMuted:
                    'Notificações ativas: os contatos da usina são avisados dos alertas deste sensor.',
            },
        },
    },
};
