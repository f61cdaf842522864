/**
 * The warning of a company's failing Zabbix integration
 * (docs/monitoring.md, "When the integration fails"): in words, with
 * since when and why, on the dashboard and the company's page; nothing
 * while the integration answers.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HEALTHY } from '@shared/domain/integrationHealth';
import { IntegrationWarning } from '@/builders/IntegrationWarning';
import { inFirstPlant } from '../../helpers/operatorSessionModule';
import { renderInAdmin } from '../../helpers/renderInAdmin';

vi.mock(
    '@/session/session',
    () => import('../../helpers/operatorSessionModule')
);

beforeEach(inFirstPlant);

const failing = {
    failing: true,
    failure: 'token' as const,
    since: '2026-11-20T13:00:00Z',
    okAt: '2026-11-20T12:59:00Z',
    checkedAt: '2026-11-20T13:05:00Z',
};

describe('the integration warning', () => {
    it('is not drawn while the integration answers', () => {
        renderInAdmin(
            <IntegrationWarning where="dashboard" health={HEALTHY} />
        );
        expect(screen.queryByTestId('integration-warning')).toBeNull();
    });

    it.each([
        [
            'en-US',
            "The company's Zabbix integration is failing",
            /Zabbix refused the access token\./,
            /3 sensors read through Zabbix are unknown, not offline/,
        ],
        [
            'pt-BR',
            'A integração com o Zabbix da empresa está falhando',
            /o Zabbix recusou o token de acesso\./,
            /3 sensores lidos pelo Zabbix estão desconhecidos, não offline/,
        ],
    ] as const)(
        'says since when, why and what it means, in %s',
        (locale, title, why, meaning) => {
            renderInAdmin(
                <IntegrationWarning
                    where="dashboard"
                    health={failing}
                    unknown={3}
                    timeZone="America/Sao_Paulo"
                />,
                { locale }
            );
            const warning = screen.getByRole('status');
            expect(warning).toHaveTextContent(title);
            expect(warning).toHaveTextContent(why);
            expect(warning).toHaveTextContent(meaning);
            expect(warning).toHaveTextContent(
                /20\/11\/(20)?26|11\/20\/(20)?26/
            );
        }
    );
});
