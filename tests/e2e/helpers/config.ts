/**
 * A test's own client configuration. The server writes it into index.html
 * (server/src/indexPage.ts) and answers `/config.json` with it; both are
 * rewritten here, so the app sees the test's configuration whichever it
 * reads (the page's block, or `/config.json` when the block is absent).
 */
import type { Page } from 'playwright-core';
import { configBlock } from '../../../server/src/indexPage.ts';
import { CONFIG_ELEMENT_ID } from '../../../src/signin/embeddedConfig.ts';

type Config = Record<string, unknown>;

const BLOCK = new RegExp(
    `<script type="application/json" id="${CONFIG_ELEMENT_ID}">(.*?)</script>`
);

/**
 * Pages of this origin get `edit`'s configuration; with `edit` undefined
 * they carry none, and the app asks `/config.json` for it (a test routes
 * that one itself).
 */
export async function routePageConfig(
    page: Page,
    origin: string,
    edit?: (config: Config) => Config
): Promise<void> {
    await page.route(
        // The app's pages only: not the sign-in's, the API's or a file.
        url =>
            url.origin === origin &&
            !/^\/(realms|api|zabbix)(\/|$)/.test(url.pathname) &&
            !url.pathname.includes('.'),
        async route => {
            if (route.request().resourceType() !== 'document')
                return route.fallback();
            const response = await route.fetch({ maxRedirects: 0 });
            const html = await response.text();
            const headers = { ...response.headers() };
            // The body is sent again as text.
            delete headers['content-encoding'];
            delete headers['content-length'];
            const body = html.replace(BLOCK, (_block, json: string) =>
                edit
                    ? configBlock(
                          JSON.stringify(edit(JSON.parse(json) as Config))
                      )
                    : ''
            );
            await route.fulfill({ status: response.status(), headers, body });
        }
    );
    if (edit)
        await page.route('**/config.json', async route => {
            const response = await route.fetch();
            await route.fulfill({
                response,
                json: edit((await response.json()) as Config),
            });
        });
}
