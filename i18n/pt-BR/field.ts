import type { field as source } from '../en-US/field';

/** Typed against en-US so that a missing key fails the type check. */
export const field: typeof source = {
    app: {
        field: {
            name: 'App de campo',
            // The installed app's names (the web app manifest, built by
            // build/serviceWorker.ts).
            manifest: {
                name: 'Monitoramento de Usinas: app de campo',
                shortName: 'Usinas em campo',
                description:
                    'Leituras manuais, inspeções e alertas da usina, com ou sem rede',
            },
            bottomMenu: 'Menu principal',
            offline:
                'Sem conexão. O que você salvar fica neste aparelho e é enviado quando a rede voltar.',
            offlineWaiting:
                'Sem conexão. Um registro aguarda neste aparelho e é enviado quando a rede voltar. |||| Sem conexão. %{smart_count} registros aguardam neste aparelho e são enviados quando a rede voltar.',
            sessionEnded:
                'Sua sessão terminou. Entre de novo para enviar o registro que aguarda: ele continua neste aparelho. |||| Sua sessão terminou. Entre de novo para enviar os %{smart_count} registros que aguardam: eles continuam neste aparelho.',
            signInAgain: 'Entrar de novo',
            keptFrom: 'Guardado neste aparelho: dados de %{date}.',
            noCopy: 'Esta tela precisa da rede uma vez: este aparelho ainda não guarda uma cópia dela.',
            openConsole: 'Abrir o console completo',
            openFieldApp: 'Abrir o app de campo',
            logoutTitle: 'Sair?',
            logoutPending:
                'Um registro ainda não foi enviado. Sair o apaga deste aparelho. |||| %{smart_count} registros ainda não foram enviados. Sair os apaga deste aparelho.',
            stay: 'Continuar conectado',
            logoutAnyway: 'Sair e apagar',
            photoKeeping: 'Guardando a foto…',
            photoNotKept: 'Não foi possível guardar a foto neste aparelho.',
            outbox: {
                waiting:
                    'Um registro aguardando envio. |||| %{smart_count} registros aguardando envio.',
                sending:
                    'Enviando um registro… |||| Enviando %{smart_count} registros…',
                waitingOne: 'Aguardando envio',
                refused: 'Recusado',
                refusedHere:
                    'Um registro foi recusado pelo servidor: corrija-o ou remova-o. |||| %{smart_count} registros foram recusados pelo servidor: corrija-os ou remova-os.',
                sentCount:
                    'Um registro enviado. |||| %{smart_count} registros enviados.',
                refusedCount:
                    'Um registro foi recusado: ele continua neste aparelho com o motivo. |||| %{smart_count} registros foram recusados: eles continuam neste aparelho com o motivo.',
                empty: 'Nada aguardando neste aparelho.',
                fix: 'Corrigir',
                fixing: 'Corrigindo um registro recusado: ele é enviado de novo ao salvar.',
                resend: 'Enviar de novo',
                remove: 'Remover',
                removeNamed: 'Remover %{name}',
                removeTitle: 'Remover deste aparelho?',
                removeText:
                    '“%{name}” não foi enviado e será perdido. Esta ação não pode ser desfeita.',
                sentTitle: 'Enviados deste aparelho',
                sentAt: 'Enviado em %{date}',
            },
            home: {
                alerts: 'Alertas a responder (%{smart_count})',
                noAlerts: 'Nenhum alerta aberto aguarda resposta.',
                acknowledged: 'Alerta reconhecido',
                acknowledgeFailed: 'Não foi possível reconhecer o alerta',
                acknowledgeNamed: 'Reconhecer o alerta de %{device}',
                acknowledgeNeedsNetwork:
                    'Reconhecer um alerta precisa da rede.',
                offlineSensors: 'Sensores sem dados (%{smart_count})',
                allSensorsOnline:
                    'O sensor está enviando dados. |||| Todos os %{smart_count} sensores estão enviando dados.',
                lastSeen: 'Últimos dados em %{date}',
                neverSeen: 'Nunca enviou dados',
                inspections: 'Inspeções pendentes (%{smart_count})',
                lastFilled: 'Último preenchimento em %{date}',
                neverFilled: 'Nunca preenchido',
                due: 'Pendente',
                upToDate: 'Feita nas últimas 24 h',
            },
            measure: {
                findSensor: 'Encontre o sensor',
                search: 'Nome, código ou DevEUI',
                searchHelp: 'Ou leia o QR code do sensor.',
                sensors: 'Sensores encontrados',
                noSensor: 'Nenhum sensor corresponde.',
                scan: 'Ler QR code',
                camera: 'Câmera',
                cameraFailed: 'Não foi possível abrir a câmera.',
                readingOf: 'Leitura de %{sensor}',
                check: 'Conferir leitura',
                checkTitle: 'Conferência antes de salvar',
                checkFailed: 'Não foi possível conferir a leitura.',
                serverCriticality: 'Criticidade dada pelo servidor:',
                criticalityLater:
                    'Sem conexão: o servidor dá a criticidade quando a leitura chegar. Compare com as leituras guardadas neste aparelho.',
                localComparison:
                    'Média das %{count} leituras guardadas: %{mean} (desvio de %{deviation} %).',
                implausibleAbove:
                    'Acima da faixa válida do sensor (no máximo %{bound}): diga por quê na observação.',
                implausibleBelow:
                    'Abaixo da faixa válida do sensor (no mínimo %{bound}): diga por quê na observação.',
                noteNeeded: 'Diga por que o valor está fora da faixa válida.',
                valueRequired: 'Digite o valor lido.',
                unreadValue: 'O valor não é um número.',
                save: 'Salvar leitura',
                saved: 'Leitura salva',
                otherSensor: 'Outro sensor',
                waiting: 'Leituras neste aparelho',
            },
            inspection: {
                forms: 'Formulários para preencher',
                noForms: 'A usina não tem formulário de inspeção ativo.',
                version:
                    'Versão %{version}, uma pergunta |||| Versão %{version}, %{smart_count} perguntas',
                fill: 'Preencher',
                fillNamed: 'Preencher %{form}',
                inProgress: 'Registros em andamento',
                conclusion: 'Conclusão',
                save: 'Salvar registro',
                saved: 'Registro salvo',
                fixAnswers: 'Algumas respostas precisam de correção',
                formMissing:
                    'Este formulário não está neste aparelho: abra as inspeções com a rede.',
                versionChanged:
                    'O formulário mudou desde que este registro foi preenchido: as respostas foram levadas às perguntas de mesmo título. Confira antes de enviar.',
            },
            emergency: {
                none: 'A usina não tem instrução de emergência.',
            },
        },
    },
};
