/**
 * "Test connection" of a company's Zabbix integration, in the company's
 * form: it sends the URL and token reference as the form holds them
 * (edited, not saved), and says who answered and each check the charts
 * and the poll need, what is missing first, in the user's language.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Form, RecordContextProvider, TextInput } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type {
    ZabbixIntegrationValues,
    ZabbixTestResult,
} from '@/providers/monitoring/monitoringApi';
import { seriesErrorOf } from '@/providers/monitoring/series';
import { ZabbixTestCard } from '@/views/company/ZabbixTestCard';
import { fakeDataProvider } from '../builders/fakeDataProvider';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const SAVED = {
    zabbixUrl: 'https://saved.example.com/api_jsonrpc.php',
    zabbixTokenRef: 'acme',
};
const RECORD = { id: 7, apiIntegration: SAVED };

/** The card in a company form holding the saved integration, its URL editable. */
const InForm = ({ children }: { children: ReactNode }) => (
    <RecordContextProvider value={RECORD}>
        <Form record={RECORD}>
            <TextInput source="apiIntegration.zabbixUrl" label="Zabbix URL" />
            <TextInput
                source="apiIntegration.zabbixTokenRef"
                label="Token reference"
            />
            {children}
        </Form>
    </RecordContextProvider>
);

const GOOD: ZabbixTestResult = {
    url: 'https://zabbix.example.com/api_jsonrpc.php',
    version: '6.0.14',
    tokenAccepted: true,
    tested: 'sent',
    items: { mapped: 20, readable: 20 },
    history: 'allowed',
    trends: 'allowed',
};

const provider = (
    answer: (
        id: string | number,
        sent?: ZabbixIntegrationValues
    ) => Promise<unknown>
) => ({
    ...fakeDataProvider({}),
    testZabbixIntegration: answer,
});

const failure = (zabbix: Record<string, unknown>) =>
    seriesErrorOf(
        Object.assign(new Error('refused'), { status: 502, body: { zabbix } })
    );

describe("a company's Zabbix test", () => {
    it('tests the URL as edited in the form, not the saved one, and says it is not saved', async () => {
        const asked: [string | number, ZabbixIntegrationValues?][] = [];
        renderInAdmin(
            <InForm>
                <ZabbixTestCard companyId="7" />
            </InForm>,
            {
                dataProvider: provider((id, sent) => {
                    asked.push([id, sent]);
                    return Promise.resolve({ data: GOOD });
                }),
            }
        );
        const url = await screen.findByLabelText('Zabbix URL');
        await userEvent.clear(url);
        await userEvent.type(
            url,
            ' https://edited.example.com/zabbix/api_jsonrpc.php '
        );
        await userEvent.click(
            screen.getByRole('button', { name: 'Test connection' })
        );
        expect(
            await screen.findByText(
                'Zabbix 6.0.14 at https://zabbix.example.com/api_jsonrpc.php answered and accepted the token.'
            )
        ).toBeVisible();
        expect(asked).toEqual([
            [
                '7',
                {
                    zabbixUrl:
                        'https://edited.example.com/zabbix/api_jsonrpc.php',
                    zabbixTokenRef: 'acme',
                },
            ],
        ]);
        expect(
            screen.getByText(
                'Tested the values in the form, which are not saved yet.'
            )
        ).toBeVisible();
        expect(
            screen.getByText(
                'Everything the charts and the last-seen poll need is there.'
            )
        ).toBeVisible();
        expect(
            screen.getByText(
                "The token reads 20 of the 20 Zabbix items this company's sensors name."
            )
        ).toBeVisible();
    });

    it('sends the saved values when the form holds them unchanged, and says nothing of saving', async () => {
        const asked: (ZabbixIntegrationValues | undefined)[] = [];
        renderInAdmin(
            <InForm>
                <ZabbixTestCard companyId="7" />
            </InForm>,
            {
                dataProvider: provider((_id, sent) => {
                    asked.push(sent);
                    return Promise.resolve({ data: GOOD });
                }),
            }
        );
        await userEvent.click(
            await screen.findByRole('button', { name: 'Test connection' })
        );
        await screen.findByText(/answered and accepted the token/);
        expect(asked).toEqual([SAVED]);
        expect(screen.queryByText(/not saved yet/)).toBeNull();
    });

    it('says what is missing: no host rights, history.get and trend.get denied (pt-BR)', async () => {
        renderInAdmin(
            <InForm>
                <ZabbixTestCard companyId="7" />
            </InForm>,
            {
                locale: 'pt-BR',
                dataProvider: provider(() =>
                    Promise.resolve({
                        data: {
                            ...GOOD,
                            items: { mapped: 20, readable: 0 },
                            history: 'denied',
                            trends: 'denied',
                        },
                    })
                ),
            }
        );
        await userEvent.click(
            await screen.findByRole('button', { name: 'Testar conexão' })
        );
        expect(
            await screen.findByText(
                'Falta para os gráficos ou para a verificação de último sinal:'
            )
        ).toBeVisible();
        for (const line of [
            /^O token não lê nenhum dos 20 itens do Zabbix/,
            /^O perfil dele no Zabbix não pode chamar history\.get/,
            /^O perfil dele no Zabbix não pode chamar trend\.get/,
        ])
            expect(screen.getByText(line)).toBeVisible();
        expect(screen.queryByText(/Está tudo/)).toBeNull();
    });

    it('says only trend.get is missing (en-US)', async () => {
        renderInAdmin(
            <InForm>
                <ZabbixTestCard companyId="7" />
            </InForm>,
            {
                dataProvider: provider(() =>
                    Promise.resolve({ data: { ...GOOD, trends: 'denied' } })
                ),
            }
        );
        await userEvent.click(
            await screen.findByRole('button', { name: 'Test connection' })
        );
        expect(
            await screen.findByText(
                "Its role in Zabbix may not call trend.get: charts of ranges longer than Zabbix keeps history cannot be drawn. Allow the method in the user role's API access."
            )
        ).toBeVisible();
        expect(
            screen.getByText('Its role may call history.get (the charts).')
        ).toBeVisible();
    });

    it('says a reference not bound to the edited address was refused and its token not sent', async () => {
        renderInAdmin(
            <InForm>
                <ZabbixTestCard companyId="7" />
            </InForm>,
            {
                dataProvider: provider(() =>
                    Promise.reject(failure({ kind: 'binding', data: 'acme' }))
                ),
            }
        );
        await userEvent.click(
            await screen.findByRole('button', { name: 'Test connection' })
        );
        expect(
            await screen.findByText(
                'The token reference "acme" is not bound to this Zabbix address or to this company in the server\'s secrets, so its token was not sent there. Use the address the reference is bound to, or a reference bound to this address.'
            )
        ).toBeVisible();
    });

    it('says what failed in the chart words, in Portuguese', async () => {
        renderInAdmin(
            <InForm>
                <ZabbixTestCard companyId="7" />
            </InForm>,
            {
                locale: 'pt-BR',
                dataProvider: provider(() =>
                    Promise.reject(
                        failure({
                            kind: 'authMode',
                            code: -32602,
                            data: 'Not authorized.',
                            version: '6.0.14',
                        })
                    )
                ),
            }
        );
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
