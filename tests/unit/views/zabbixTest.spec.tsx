import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriesErrorOf } from '@/providers/series';
import { ZabbixTestCard } from '@/views/company/ZabbixTestCard';
import { fakeDataProvider } from '../builders/fakeDataProvider';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const provider = (answer: () => Promise<unknown>) => ({
    ...fakeDataProvider({}),
    testZabbixIntegration: answer,
});

describe("a company's Zabbix test", () => {
    it('says the version its Zabbix answered with', async () => {
        let asked = 0;
        renderInAdmin(<ZabbixTestCard companyId="7" />, {
            dataProvider: provider(() => {
                asked++;
                return Promise.resolve({
                    data: {
                        url: 'https://zabbix.example.com/api_jsonrpc.php',
                        version: '6.0.14',
                        tokenAccepted: true,
                    },
                });
            }),
        });
        await userEvent.click(
            await screen.findByRole('button', { name: 'Test connection' })
        );
        expect(
            await screen.findByText(
                'Zabbix 6.0.14 at https://zabbix.example.com/api_jsonrpc.php answered and accepted the token.'
            )
        ).toBeVisible();
        expect(asked).toBe(1);
    });

    it('says what failed in the chart words, in Portuguese', async () => {
        const refused = Object.assign(new Error('Not authorized.'), {
            status: 502,
            body: {
                zabbix: {
                    kind: 'authMode',
                    code: -32602,
                    data: 'Not authorized.',
                    version: '6.0.14',
                },
            },
        });
        renderInAdmin(<ZabbixTestCard companyId="7" />, {
            locale: 'pt-BR',
            dataProvider: provider(() =>
                Promise.reject(seriesErrorOf(refused))
            ),
        });
        await userEvent.click(
            await screen.findByRole('button', { name: 'Testar conexão' })
        );
        expect(
            await screen.findByText(
                'O Zabbix 6.0.14 ignora o token no cabeçalho Authorization (lido a partir da versão 6.4): use o modo de autenticação "field" ou "auto".'
            )
        ).toBeVisible();
    });
});
