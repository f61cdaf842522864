/**
 * The field app in Chromium on a 375 px phone (docs/field-app.md): the
 * bottom menu following the mobile profile; installable; opened with the
 * network off, signed in on the last plant; a register with a photo and a
 * location and a reading made offline, sent once the network returns and
 * seen on the console; a refusal after reconnecting, kept with its reason
 * and fixed; two devices sending the same plant's readings, and a lost
 * answer retried without a duplicate. Its own server: the test changes the
 * field app's profile and a form.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
    clientFor,
    type ApiClient,
    type Rec,
} from '../api/helpers/apiClient.ts';
import { OPERATOR } from './helpers/accounts.ts';
import { assertAccessible } from './helpers/axe.ts';
import { screenshot } from './helpers/browser.ts';
import {
    assertReadyForOffline,
    bottomMenu,
    bottomMenuLabels,
    clickBottomMenu,
    fillRegister,
    openFieldApp,
    PHONE,
    smallTargets,
    tabTo,
    takeReading,
    visitWithNetwork,
} from './helpers/field.ts';
import {
    assertOnLoginPage,
    clickSignIn,
    endIdentityProviderSessions,
    fillLoginForm,
    goToApp,
    signIn,
} from './helpers/login.ts';
import { assertOnPlantSelection, clickPlant } from './helpers/plants.ts';
import { startOwnServer, type OwnServer } from './helpers/ownServer.ts';
import {
    baseUrl,
    openPage,
    useBrowser,
    useOwnServer,
} from './helpers/scenario.ts';

const FIELDS = [
    { title: 'Condição do talude', fieldType: 1, isRequired: true },
    { title: 'Foto do talude', fieldType: 7 },
    { title: 'Posição', fieldType: 8 },
];

let own: OwnServer;
let admin: ApiClient;
let operator: ApiClient;

/** A new form of the plant, and one of its sensors' names. */
async function plantData(plantId: number) {
    const api = operator.inPlant(plantId);
    const name = `Ronda ${Math.random().toString(36).slice(2, 7)}`;
    const form = await api.post('/inspection-form', { name, fields: FIELDS });
    expect(form.status).toBe(201);
    const sensors = await api.get('/sensor/search?limit=1&status=active');
    const sensor = sensors.rows[0] as Rec;
    return {
        api,
        form: { id: form.record.id as number, name },
        sensor: { id: sensor.id as number, name: String(sensor.name) },
    };
}

const waitForEmptyOutbox = (page: Page) =>
    expect
        .poll(
            () =>
                page.evaluate(
                    `new Promise(resolve => {
                        const open = indexedDB.open('plants-field');
                        open.onsuccess = () => {
                            const req = open.result.transaction('outbox').objectStore('outbox').count();
                            req.onsuccess = () => { resolve(req.result); open.result.close(); };
                        };
                    })`
                ),
            { timeout: 30_000 }
        )
        .toBe(0);

describe('The field app', () => {
    const browser = useBrowser();

    beforeAll(async () => {
        own = await startOwnServer('field', { OIDC_TEST_ENDPOINTS: 'true' });
        useOwnServer(own.server.baseUrl);
        admin = (await clientFor(own.server.baseUrl, 'admin')).api;
        operator = (await clientFor(own.server.baseUrl, 'operator')).api;
    });
    afterAll(async () => {
        useOwnServer(undefined);
        await own?.stop();
    });

    test('is installable: a manifest with its icons, and a worker in control', async () => {
        const { context, page } = await openFieldApp(browser(), OPERATOR);
        await assertReadyForOffline(page);
        const manifest = (await (
            await fetch(`${baseUrl()}/manifest.webmanifest`)
        ).json()) as Rec;
        expect(manifest).toMatchObject({
            start_url: '/home',
            display: 'standalone',
            lang: 'pt-BR',
            name: 'Monitoramento de Usinas: app de campo',
            name_localized: { 'en-US': 'Plant monitoring: field app' },
            short_name_localized: { 'en-US': 'Plants in the field' },
            theme_color: '#1258aa',
        });
        // Each icon is served as declared.
        for (const icon of manifest.icons as { src: string; type: string }[])
            expect(
                (await fetch(`${baseUrl()}${icon.src}`)).headers.get(
                    'content-type'
                )
            ).toContain(icon.type);
        const cdp = await context.newCDPSession(page);
        const { installabilityErrors } = (await cdp.send(
            'Page.getInstallabilityErrors'
        )) as { installabilityErrors: { errorId: string }[] };
        // A test's browser context is an incognito one, which Chromium
        // never installs to; nothing else may stand in the way.
        expect(
            installabilityErrors.filter(e => e.errorId !== 'in-incognito')
        ).toEqual([]);
        await assertAccessible(page);
        await screenshot(page, 'field-home-375');
    });

    test('opens offline signed in on the last plant; a register with a photo and a location and a reading made offline are sent when the network returns and show on the console', async () => {
        const { context, page, plantId } = await openFieldApp(
            browser(),
            OPERATOR
        );
        const { api, form, sensor } = await plantData(plantId);
        await assertReadyForOffline(page);
        await visitWithNetwork(page, form.name);

        await context.setOffline(true);
        await page.goto(`${baseUrl()}/home`);
        await page.getByText(/^Sem conexão\./).waitFor();
        await page.getByText(/Guardado neste aparelho: dados de/).waitFor();
        // Offline on the kept session: the field app's own entry drew it
        // (docs/field-app.md, "Start-up").
        expect(
            await page.evaluate(() =>
                performance
                    .getEntriesByType('resource')
                    .some(r => r.name.includes('/assets/fieldMain-'))
            )
        ).toBe(true);
        await assertAccessible(page);

        await fillRegister(page, form.name, {
            text: 'Sem trincas visíveis',
            lat: '-18,9123456',
            lng: '-48,2754321',
        });
        const list = page.getByRole('region', {
            name: 'Registros em andamento',
        });
        await list.getByText('Aguardando envio').waitFor();
        await assertAccessible(page);
        await screenshot(page, 'field-inspection-offline-375');

        await takeReading(page, sensor.name, '1,25', 'lido na régua');
        await page
            .getByText(/Sem conexão\. 2 registros aguardam neste aparelho/)
            .waitFor();
        await screenshot(page, 'field-measure-offline-375');

        // Signing out now would lose them: it says so and asks (its
        // dialog's code loaded offline, from the worker's precache).
        await page.getByRole('button', { name: 'Minha conta' }).click();
        await page.getByRole('menuitem', { name: 'Sair' }).click();
        const confirm = page.getByRole('dialog', { name: 'Sair?' });
        await confirm
            .getByText(/^2 registros ainda não foram enviados/)
            .waitFor();
        await assertAccessible(page);
        await confirm
            .getByRole('button', { name: 'Continuar conectado' })
            .click();
        await confirm.waitFor({ state: 'detached' });

        await context.setOffline(false);
        await waitForEmptyOutbox(page);
        await page.getByText('2 registros enviados.').waitFor();

        const registers = await api.get(
            `/inspection-register/search?inspectionFormId=${form.id}`
        );
        expect(registers.rows).toHaveLength(1);
        const register = registers.rows[0] as Rec;
        const answers = register.answers as Rec[];
        expect(answers[0]?.value).toBe('Sem trincas visíveis');
        expect(String(answers[1]?.value)).toMatch(/^\d+$/);
        expect(answers[2]?.value).toBe('-18.9123456,-48.2754321');
        expect(register.formVersion).toBe(1);
        const readings = await api.get(
            `/measure/search?sensorId=${sensor.id}&sort=date&order=DESC&limit=5`
        );
        const reading = readings.rows.find(r => r.note === 'lido na régua');
        expect(reading).toMatchObject({ value: 1.25, type: 'manual' });

        // On the console (a wide screen): both records.
        const wide = await context.newPage();
        await wide.setViewportSize({ width: 1280, height: 800 });
        await wide.goto(
            `${baseUrl()}/inspection-register/details/${String(register.id)}`
        );
        await wide.getByText('Sem trincas visíveis').first().waitFor();
        await wide.goto(`${baseUrl()}/measure/details/${String(reading?.id)}`);
        await wide.getByText('lido na régua').first().waitFor();
    });

    test('a register refused after reconnecting stays with its reason, and is fixed and sent', async () => {
        const { context, page, plantId } = await openFieldApp(
            browser(),
            OPERATOR
        );
        const { api, form } = await plantData(plantId);
        await assertReadyForOffline(page);
        await visitWithNetwork(page, form.name);

        await context.setOffline(true);
        await fillRegister(page, form.name, {
            text: 'Trinca de 2 cm',
            lat: '-18,9',
            lng: '-48,2',
        });
        // Meanwhile the form changes on the console.
        const changed = await api.patch(`/inspection-form/${form.id}`, {
            fields: [
                { title: 'Condição do talude', fieldType: 1, isRequired: true },
                { title: 'Nível da água', fieldType: 3 },
            ],
        });
        expect(changed.record.version).toBe(2);

        await context.setOffline(false);
        const list = page.getByRole('region', {
            name: 'Registros em andamento',
        });
        await list.getByText('Recusado').waitFor({ timeout: 30_000 });
        await list
            .getByText(
                /O formulário mudou desde que este registro foi preenchido/
            )
            .waitFor();
        await assertAccessible(page);
        await screenshot(page, 'field-refused-375');

        await list.getByRole('button', { name: 'Corrigir' }).click();
        await page
            .getByText(
                /as respostas foram levadas às perguntas de mesmo título/
            )
            .waitFor();
        await expect
            .poll(() => page.getByLabel('Condição do talude').inputValue())
            .toBe('Trinca de 2 cm');
        await page.getByRole('button', { name: 'Salvar registro' }).click();
        await waitForEmptyOutbox(page);
        const registers = await api.get(
            `/inspection-register/search?inspectionFormId=${form.id}`
        );
        expect(registers.rows).toHaveLength(1);
        expect(registers.rows[0]).toMatchObject({ formVersion: 2 });
    });

    test('an expired session asks for the password again, and what waits is sent after it', async () => {
        const { context, page, plantId } = await openFieldApp(
            browser(),
            OPERATOR
        );
        const { api, sensor } = await plantData(plantId);
        await assertReadyForOffline(page);
        await visitWithNetwork(page);
        await context.setOffline(true);
        await page.goto(`${baseUrl()}/home`);
        await takeReading(page, sensor.name, '3,5', 'antes de entrar de novo');

        // The identity provider's session ends while the device is away.
        await endIdentityProviderSessions(OPERATOR.username);
        await context.setOffline(false);
        await page.getByText(/^Sua sessão terminou/).waitFor();
        await assertAccessible(page);
        await page.getByRole('button', { name: 'Entrar de novo' }).click();
        await assertOnLoginPage(page);
        await fillLoginForm(page, OPERATOR);
        await clickSignIn(page);
        await bottomMenu(page).waitFor();
        await waitForEmptyOutbox(page);
        const readings = await api.get(
            `/measure/search?sensorId=${sensor.id}&sort=date&order=DESC&limit=5`
        );
        expect(readings.rows.map(r => r.note)).toContain(
            'antes de entrar de novo'
        );
    });

    test('in English: the bottom menu, the offline notice and the screens', async () => {
        const { context, page } = await openPage(browser(), {
            ...PHONE,
            locale: 'en-US',
            serviceWorkers: 'allow',
        });
        await signIn(page, OPERATOR, '/home');
        const [first = ''] = await assertOnPlantSelection(page, 2, 'en-US');
        await clickPlant(page, first, 'en-US');
        const menu = page.getByRole('navigation', { name: 'Main menu' });
        await menu.waitFor();
        expect(await menu.getByRole('link').allInnerTexts()).toEqual([
            'Home',
            'Measures',
            'Inspections',
        ]);
        await page
            .getByRole('heading', { level: 2, name: /Alerts to answer/ })
            .waitFor();
        // By keyboard: the bottom menu, then the sensor search and a
        // sensor found.
        await tabTo(page, 'Measures');
        await page.keyboard.press('Enter');
        await page
            .getByRole('heading', { level: 1, name: 'Measures' })
            .waitFor();
        await tabTo(page, 'Name, code or DevEUI');
        await page.keyboard.type('a');
        const found = page
            .getByRole('list', { name: 'Sensors found' })
            .getByRole('button')
            .first();
        const name = (await found.innerText()).split('\n')[0] ?? '';
        await tabTo(
            page,
            new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}#`)
        );
        await page.keyboard.press('Enter');
        await page
            .getByRole('heading', { level: 2, name: `Reading of ${name}` })
            .waitFor();
        await assertAccessible(page);
        await assertReadyForOffline(page);
        await context.setOffline(true);
        await page.goto(`${baseUrl()}/inspection`);
        await page.getByText(/^No network\./).waitFor();
        await page
            .getByRole('heading', { level: 2, name: 'Forms to fill in' })
            .waitFor();
        await assertAccessible(page);
        await context.setOffline(false);
    });

    test('two devices send the same plant’s readings; an answer lost on the way is retried without a duplicate', async () => {
        const one = await openFieldApp(browser(), OPERATOR);
        const two = await openFieldApp(browser(), OPERATOR);
        const { api, sensor } = await plantData(one.plantId);
        for (const device of [one, two]) {
            await assertReadyForOffline(device.page);
            await visitWithNetwork(device.page);
            await device.context.setOffline(true);
        }
        await takeReading(one.page, sensor.name, '2,5', 'aparelho um');
        await takeReading(two.page, sensor.name, '2,75', 'aparelho dois');

        // The first answer to device two is lost after the server made the
        // reading: the retry carries the same client id.
        let lost = false;
        await two.page.route('**/api/measure', async route => {
            if (lost || route.request().method() !== 'POST')
                return route.continue();
            lost = true;
            await route.fetch();
            await route.abort('connectionreset');
        });
        await Promise.all([
            one.context.setOffline(false),
            two.context.setOffline(false),
        ]);
        await waitForEmptyOutbox(one.page);
        await waitForEmptyOutbox(two.page);
        expect(lost).toBe(true);
        const readings = await api.get(
            `/measure/search?sensorId=${sensor.id}&sort=date&order=DESC&limit=20`
        );
        const notes = readings.rows
            .map(r => r.note)
            .filter(n => typeof n === 'string' && n.startsWith('aparelho'));
        expect(notes.sort()).toEqual(['aparelho dois', 'aparelho um']);
    });

    test('the bottom menu follows the mobile profile', async () => {
        const { context, page } = await openFieldApp(browser(), OPERATOR);
        expect(await bottomMenuLabels(page)).toEqual([
            'Início',
            'Medições',
            'Inspeções',
        ]);
        // Every control of each page is glove-sized.
        for (const [name, section] of [
            ['Início', /Alertas a responder/],
            ['Medições', 'Encontre o sensor'],
            ['Inspeções', 'Formulários para preencher'],
        ] as const) {
            await clickBottomMenu(page, name);
            await page
                .getByRole('heading', { level: 2, name: section })
                .waitFor();
            expect(await smallTargets(page)).toEqual([]);
        }
        await clickBottomMenu(page, 'Medições');
        await assertAccessible(page);

        // The administrator takes the readings out of the bottom menu and
        // puts them first.
        const session = (await operator.get('/user/session')).record;
        const profileId = (session.mobile as { profileId: number }).profileId;
        const profile = (await admin.get(`/profile/${profileId}`)).record;
        const pages = (await admin.get('/page/search?limit=100&type=1')).rows;
        const urlOf = new Map(pages.map(p => [p.id, p.url]));
        const entries = (profile.pages as Rec[]).map(e =>
            urlOf.get(e.pageId) === '/measure'
                ? { ...e, showInBottomMenu: false, bottomMenuOrder: null }
                : urlOf.get(e.pageId) === '/inspection'
                  ? { ...e, bottomMenuOrder: 0 }
                  : urlOf.get(e.pageId) === '/home'
                    ? { ...e, bottomMenuOrder: 5 }
                    : e
        );
        const saved = await admin.patch(`/profile/${profileId}`, {
            pages: entries,
        });
        expect(saved.status).toBe(200);
        await page.reload();
        await bottomMenu(page).waitFor();
        await expect
            .poll(() => bottomMenuLabels(page))
            .toEqual(['Inspeções', 'Início']);
        // A page out of the bottom menu is still the profile's.
        await goToApp(page, '/measure');
        await page
            .getByRole('heading', { level: 1, name: 'Medições' })
            .waitFor();

        // A wide screen keeps the console.
        const wide = await context.newPage();
        await wide.setViewportSize({ width: 1280, height: 800 });
        await wide.goto(`${baseUrl()}/dashboard`);
        await wide.getByRole('heading', { level: 1, name: 'Painel' }).waitFor();
        expect(await bottomMenu(wide).count()).toBe(0);
    });
});
