/**
 * The e-mail a company's administrators get when its Zabbix integration
 * fails, and when it answers again (docs/monitoring.md, "When the
 * integration fails"). A user record holds no language, so the message
 * says it in both, Portuguese first (the console's default). Kept apart
 * from the plant contacts' alert messages (server/src/alerts/messages.ts):
 * other readers, other words.
 */
import type { IntegrationFailure } from '@shared/domain/integrationHealth.ts';

const DEFAULT_ZONE = 'America/Sao_Paulo';

const REASONS: Record<'pt-BR' | 'en-US', Record<IntegrationFailure, string>> = {
    'pt-BR': {
        unreachable:
            'o Zabbix da empresa não responde (sem conexão, tempo esgotado ou resposta inválida).',
        token: 'o Zabbix recusou o token de acesso da integração (errado, expirado ou revogado).',
        rights: 'o token não lê nenhum dos itens dos sensores: o usuário dele não tem permissão de leitura nos hosts, ou os itens não existem.',
        config: 'o servidor não pode usar a integração: a referência do token não está guardada no servidor, ou não está vinculada a esta empresa ou a esta URL.',
    },
    'en-US': {
        unreachable:
            "the company's Zabbix does not answer (no connection, a timeout or an invalid answer).",
        token: "Zabbix refused the integration's access token (wrong, expired or revoked).",
        rights: "the token reads none of the sensors' items: its user has no read rights on their hosts, or the items do not exist.",
        config: 'the server cannot use the integration: it does not hold the token reference, or the reference is not bound to this company or this URL.',
    },
};

const when = (at: Date, locale: string, timeZone: string | null) =>
    new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: timeZone ?? DEFAULT_ZONE,
        timeZoneName: 'short',
    }).format(at);

export interface IntegrationMessage {
    subject: string;
    text: string;
}

/** What the administrators read: the company, since when, why, what it means and where to test. */
export function integrationMessage(m: {
    kind: 'failing' | 'resolved';
    companyName: string;
    failure: IntegrationFailure | null;
    at: Date;
    timeZone: string | null;
    companyUrl: string;
}): IntegrationMessage {
    if (m.kind === 'resolved')
        return {
            subject: `[Zabbix] Integração restabelecida / Integration working again: ${m.companyName}`,
            text: [
                `O Zabbix da empresa ${m.companyName} voltou a responder em ${when(m.at, 'pt-BR', m.timeZone)}. Os sensores voltam a mostrar online ou offline pelo que o Zabbix recebe.`,
                '',
                `${m.companyName}'s Zabbix answered again at ${when(m.at, 'en-US', m.timeZone)}. Its sensors show online or offline again from what Zabbix receives.`,
                '',
                m.companyUrl,
            ].join('\n'),
        };
    const failure = m.failure ?? 'unreachable';
    return {
        subject: `[Zabbix] Integração falhando / Integration failing: ${m.companyName}`,
        text: [
            `A integração com o Zabbix da empresa ${m.companyName} está falhando desde ${when(m.at, 'pt-BR', m.timeZone)}: ${REASONS['pt-BR'][failure]}`,
            'Enquanto isso, os sensores lidos por ela aparecem como "Desconhecido (integração falhando)", e nenhum alerta de silêncio é aberto nem enviado aos contatos das usinas. Use "Testar conexão" na página da empresa:',
            m.companyUrl,
            '',
            `The integration with ${m.companyName}'s Zabbix has been failing since ${when(m.at, 'en-US', m.timeZone)}: ${REASONS['en-US'][failure]}`,
            'Meanwhile its sensors read "Unknown (integration failing)", and no silence alert is opened or sent to the plants\' contacts. Use "Test connection" on the company\'s page:',
            m.companyUrl,
        ].join('\n'),
    };
}
