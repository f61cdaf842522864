/** The "Test connection" of a company's Zabbix integration, on its details. */
import type { Page } from 'playwright-core';
import type { Locale } from './texts.ts';

const TEXTS = {
    'pt-BR': {
        button: 'Testar conexão',
        answered:
            /^O Zabbix \d+\.\d+\.\d+ do servidor respondeu e aceitou o token\.$/,
    },
    'en-US': {
        button: 'Test connection',
        answered:
            /^The server's Zabbix \d+\.\d+\.\d+ answered and accepted the token\.$/,
    },
} as const;

/** Tests the integration; a company without one is read from the server's Zabbix. */
export async function assertServerZabbixAnswers(
    page: Page,
    locale: Locale
): Promise<void> {
    await page.getByRole('button', { name: TEXTS[locale].button }).click();
    await page
        .getByRole('status')
        .getByText(TEXTS[locale].answered)
        .waitFor({ state: 'visible' });
}
