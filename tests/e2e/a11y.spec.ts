/**
 * Accessibility (docs/accessibility.md) in the production build, in both
 * languages: axe finds no serious or critical violation on the screens of
 * the main flow, focus
 * follows the work, the tab's title and `lang` follow the language, and a
 * failed list or a broken /config.json says so with a retry.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { OPERATOR } from './helpers/accounts.ts';
import { assertAccessible } from './helpers/axe.ts';
import { assertListLoaded, waitForListRequest } from './helpers/lists.ts';
import { clickEnableEdit } from './helpers/forms.ts';
import { goToApp, signIn } from './helpers/login.ts';
import { assertOnPlantSelection, clickPlant } from './helpers/plants.ts';
import { routePageConfig } from './helpers/config.ts';
import { baseUrl, openPage, useBrowser } from './helpers/scenario.ts';
import { assertInShell, clickMenuPage } from './helpers/shell.ts';
import { TEXTS, type Locale } from './helpers/texts.ts';

const A11Y_TEXTS = {
    'pt-BR': {
        app: 'Monitoramento de Usinas',
        listFailed: 'Não foi possível carregar a lista.',
        retry: 'Tentar novamente',
        configFailed: 'O console não pode iniciar',
        cancel: 'Cancelar',
        details: 'Detalhes',
    },
    'en-US': {
        app: 'Plant Monitoring',
        listFailed: 'The list could not be loaded.',
        retry: 'Try again',
        configFailed: 'The console cannot start',
        cancel: 'Cancel',
        details: 'Details',
    },
} as const;

const lang = (page: Page) =>
    page.evaluate('document.documentElement.lang') as Promise<string>;
const title = (page: Page) =>
    page.evaluate('document.title') as Promise<string>;
/** Where focus is: "field", "page" (the page content or its heading), or the tag. */
/**
 * Focus moves once the new page has drawn its heading, or after 2 s to
 * its content (src/layout/page/PageFocus.tsx, up to 3 s): the default
 * poll's second is less than that on a busy machine.
 */
const FOCUS_WAIT = { timeout: 5000 };

const focusIs = (page: Page) =>
    page.evaluate(`(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return 'body';
        if (el.closest('form') && /^(INPUT|TEXTAREA)$/.test(el.tagName)) return 'field';
        if (el.id === 'main-content' || (el.tagName === 'H1' && el.closest('#main-content'))) return 'page';
        return el.tagName;
    })()`) as Promise<string>;

/**
 * How the focused element shows: a sighted keyboard user must see where
 * focus went (WCAG 2.4.7), so it is drawn (not a visually hidden heading)
 * and has the focus outline.
 */
const focusShown = (page: Page) =>
    page.evaluate(`(() => {
        const el = document.activeElement;
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return {
            tag: el.tagName,
            text: el.textContent,
            drawn: el.checkVisibility() && box.width > 1 && box.height > 1,
            outlined:
                el.matches(':focus-visible') &&
                style.outlineStyle !== 'none' &&
                parseFloat(style.outlineWidth) > 0,
        };
    })()`) as Promise<{
        tag: string;
        text: string;
        drawn: boolean;
        outlined: boolean;
    }>;

describe('Accessibility', () => {
    const browser = useBrowser();

    test.each(['pt-BR', 'en-US'] as const)(
        'the operator works through a list and a record (%s)',
        async (locale: Locale) => {
            const texts = A11Y_TEXTS[locale];
            const { page } = await openPage(browser(), { locale });
            await signIn(page, OPERATOR);

            const [plant = ''] = await assertOnPlantSelection(page, 2, locale);
            expect(await lang(page)).toBe(locale);
            expect(await title(page)).toBe(
                `${TEXTS[locale].plantSelectionTitle} · ${texts.app}`
            );
            await assertAccessible(page);

            await clickPlant(page, plant, locale);
            await assertInShell(page, locale);
            // Chosen: the first page has focus, not the page body.
            await expect.poll(() => focusIs(page), FOCUS_WAIT).toBe('page');
            await assertAccessible(page);

            await clickMenuPage(page, 'Gateways', locale);
            await assertListLoaded(page);
            await expect
                // Open unacknowledged alerts lead the title as "(n) ".
                .poll(async () => (await title(page)).replace(/^\(\d+\) /, ''))
                .toBe(`Gateways · ${texts.app}`);
            // The list names itself in the page too, with the header's words.
            await page
                .locator('#main-content')
                .getByRole('heading', {
                    level: 1,
                    name: 'Gateways',
                    exact: true,
                })
                .waitFor({ state: 'visible' });
            await assertAccessible(page);

            // From the keyboard: the record's page takes focus on its h1,
            // which shows it has it.
            await page
                .locator('table tbody tr')
                .first()
                .getByRole('link', { name: texts.details })
                .focus();
            await page.keyboard.press('Enter');
            await page.waitForURL(/\/gateway\/details\//);
            await expect.poll(() => focusIs(page), FOCUS_WAIT).toBe('page');
            await expect
                .poll(() => focusShown(page), FOCUS_WAIT)
                .toMatchObject({ tag: 'H1', drawn: true, outlined: true });
            expect((await focusShown(page)).text).toMatch(/^Gateway \S/);
            await assertAccessible(page);

            await clickEnableEdit(page, locale);
            // One step to the first field, not 29 Tabs from the top.
            await expect.poll(() => focusIs(page), FOCUS_WAIT).toBe('field');
            await assertAccessible(page);

            // Leaving edit mode hands focus back to "Enable edit".
            await page
                .getByRole('button', { name: texts.cancel, exact: true })
                .click();
            await expect
                .poll(() =>
                    page.evaluate('document.activeElement?.textContent')
                )
                .toBe(TEXTS[locale].enableEdit);
        }
    );

    test.each(['pt-BR', 'en-US'] as const)(
        'a list whose request fails says so in place of the table, and retries (%s)',
        async (locale: Locale) => {
            const texts = A11Y_TEXTS[locale];
            const { page } = await openPage(browser(), { locale });
            await signIn(page, OPERATOR);
            const [plant = ''] = await assertOnPlantSelection(page, 2, locale);
            await clickPlant(page, plant, locale);
            await assertInShell(page, locale);

            let fail = true;
            await page.route('**/api/gateway/search**', route =>
                fail
                    ? route.fulfill({
                          status: 500,
                          contentType: 'application/json',
                          body: '{"message":"Internal error"}',
                      })
                    : route.continue()
            );
            await clickMenuPage(page, 'Gateways', locale);
            const alert = page
                .getByRole('alert')
                .filter({ hasText: texts.listFailed });
            await alert.waitFor({ state: 'visible', timeout: 30_000 });
            expect(await page.locator('table tbody tr').count()).toBe(0);
            expect(await page.getByText(/^\d+-\d+ (de|of) \d+$/).count()).toBe(
                0
            );
            await assertAccessible(page);

            fail = false;
            const loaded = waitForListRequest(page, 'gateway');
            await alert.getByRole('button', { name: texts.retry }).click();
            expect((await loaded).ok()).toBe(true);
            await assertListLoaded(page);
        }
    );

    test.each(['pt-BR', 'en-US'] as const)(
        'a broken /config.json stops on a screen saying what is wrong, with a retry (%s)',
        async (locale: Locale) => {
            const texts = A11Y_TEXTS[locale];
            const { page } = await openPage(browser(), { locale });
            // No configuration in the page, and none at /config.json.
            await routePageConfig(page, new URL(baseUrl()).origin);
            await page.route('**/config.json', route =>
                route.fulfill({ status: 404, body: 'Not found' })
            );
            await goToApp(page, '/');
            await page
                .getByRole('heading', { level: 1, name: texts.configFailed })
                .waitFor({ state: 'visible' });
            expect(await page.getByText(/HTTP 404/).count()).toBe(1);
            expect(await page.getByRole('progressbar').count()).toBe(0);
            expect(await lang(page)).toBe(locale);
            await expect
                .poll(() =>
                    page.getByRole('button', { name: texts.retry }).count()
                )
                .toBe(1);
            await assertAccessible(page);
        }
    );
});
