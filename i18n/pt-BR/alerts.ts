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
                    'Contatos notificados (%{smart_count} mensagem) |||| Contatos notificados (%{smart_count} mensagens)',
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
                    'Os alertas continuam abrindo e aparecendo na tela; os contatos não são notificados até o horário abaixo.',
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
