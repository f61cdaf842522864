/**
 * Numbers typed as people write them (docs/numbers.md): in Chromium the
 * number boxes followed the browser's language, and "412,5" typed in a
 * reading's value was stored as 4125, Crítica. Here the browser is started
 * in one language (`--lang`) and the user works in the other; each form
 * of number is typed into each kind of numeric field (a reading's value,
 * a threshold, a coordinate, an inspection form's limits and answers) and
 * what is stored is read back through the API. An ambiguous entry is
 * refused at its field; a reading beyond its sensor's range asks why.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, onTestFinished, test } from 'vitest';
import {
    clientFor,
    type ApiClient,
    type Rec,
} from '../api/helpers/apiClient.ts';
import { OPERATOR } from './helpers/accounts.ts';
import { assertAccessible } from './helpers/axe.ts';
import { screenshot } from './helpers/browser.ts';
import { newGatewayEui, runTag } from './helpers/data.ts';
import {
    assertDetailsInReadMode,
    assertFieldValue,
    assertToast,
    clickEnableEdit,
    clickSave,
    fillField,
    typeIntoField,
} from './helpers/forms.ts';
import { goToApp, signIn } from './helpers/login.ts';
import { assertAtDetailsPath } from './helpers/navigation.ts';
import { assertOnPlantSelection, clickPlant } from './helpers/plants.ts';
import { baseUrl, openPage, useBrowser } from './helpers/scenario.ts';
import { assertInShell } from './helpers/shell.ts';
import type { Locale } from './helpers/texts.ts';

interface Case {
    /** The browser's own language (`--lang` and the context's locale). */
    browser: Locale;
    /** The language the user chose in the console. */
    user: Locale;
    /** What is typed, per field; what is stored is the same in both. */
    typed: {
        ambiguous: string;
        value: string;
        grouped: string;
        threshold: string;
        latitude: string;
        longitude: string;
        min: string;
        max: string;
        decimalAnswer: string;
        integerAnswer: string;
        /** 20/11/2026 10:30 in the user's order. */
        date: string;
    };
    /** The coordinate as the user's language writes it. */
    latitudeShown: string;
    answerShown: string;
    t: {
        sensor: string;
        value: string;
        date: string;
        note: string;
        understood: (n: string) => string;
        ambiguous: RegExp;
        implausible: RegExp;
        justify: RegExp;
        measureCreated: string;
        gatewayEui: string;
        name: string;
        gatewayCreated: string;
        alertsTab: string;
        flowEntry: string;
        low: string;
        plantUpdated: string;
        min: RegExp;
        max: RegExp;
        formUpdated: string;
        form: RegExp;
        registerCreated: string;
    };
}

const CASES: Case[] = [
    {
        browser: 'en-US',
        user: 'pt-BR',
        typed: {
            ambiguous: '412.5',
            value: '412,5',
            grouped: '1.234,5',
            threshold: '1.000,5',
            latitude: '-18,9662563',
            longitude: '-49,4612345',
            min: '-1.234,5',
            max: '2.000',
            decimalAnswer: '1.234,56',
            integerAnswer: '1.500',
            date: '201120261030',
        },
        latitudeShown: '-18,9662563',
        answerShown: '1.234,56',
        t: {
            sensor: 'Sensor',
            value: 'Valor',
            date: 'Data',
            note: 'Observação',
            understood: n => `Lido como ${n}`,
            ambiguous: /número ambíguo/,
            implausible: /passa do máximo válido do sensor \(900\)/,
            justify: /diga por que o valor está fora da faixa válida/,
            measureCreated: 'Medição criada com sucesso',
            gatewayEui: 'EUI do gateway',
            name: 'Nome',
            gatewayCreated: 'Gateway criado com sucesso',
            alertsTab: 'Configuração de alertas',
            flowEntry: 'Alerta de Vazão',
            low: 'Baixa',
            plantUpdated: 'Usina atualizada com sucesso',
            min: /^Valor mínimo/,
            max: /^Valor máximo/,
            formUpdated: 'Formulário de inspeção atualizado com sucesso',
            form: /^Formulário de inspeção/,
            registerCreated: 'Registro de inspeção criado com sucesso',
        },
    },
    {
        browser: 'pt-BR',
        user: 'en-US',
        typed: {
            ambiguous: '412,5',
            value: '412.5',
            grouped: '1,234.5',
            threshold: '1,000.5',
            latitude: '-18.9662563',
            longitude: '-49.4612345',
            min: '-1,234.5',
            max: '2,000',
            decimalAnswer: '1,234.56',
            integerAnswer: '1,500',
            date: '112020261030',
        },
        latitudeShown: '-18.9662563',
        answerShown: '1,234.56',
        t: {
            sensor: 'Sensor',
            value: 'Value',
            date: 'Date',
            note: 'Note',
            understood: n => `Read as ${n}`,
            ambiguous: /ambiguous number/,
            implausible: /above the sensor's valid maximum \(900\)/,
            justify: /say why the value is outside the sensor's valid range/,
            measureCreated: 'Measure created successfully',
            gatewayEui: 'Gateway EUI',
            name: 'Name',
            gatewayCreated: 'Gateway created successfully',
            alertsTab: 'Alert configuration',
            flowEntry: 'Alert for Flow',
            low: 'Low',
            plantUpdated: 'Power plant updated successfully',
            min: /^Minimum value/,
            max: /^Maximum value/,
            formUpdated: 'Inspection form updated successfully',
            form: /^Inspection form/,
            registerCreated: 'Inspection register created successfully',
        },
    },
];

/** The operator's client in the plant the scenario picks in the browser. */
async function operatorApi(): Promise<{
    api: ApiClient;
    plantId: number;
    plantName: string;
}> {
    const { api, plants } = await clientFor(baseUrl(), 'operator');
    const plantId = plants[0]!;
    const session = (await api.get('/user/session')).record;
    const plant = (session.subsidiaries as { id: number; name: string }[]).find(
        s => s.id === plantId
    );
    return { api, plantId, plantName: String(plant?.name) };
}

/** The user's language is stored before the app starts; the browser speaks the other one. */
async function start(
    browserOf: () => Browser,
    c: Case
): Promise<{
    page: Page;
    context: BrowserContext;
    api: ApiClient;
    plantId: number;
}> {
    const { page, context } = await openPage(browserOf(), {
        locale: c.browser,
    });
    // Strings, not functions: the tests are typed without the DOM's globals.
    await context.addInitScript(
        `localStorage.setItem('locale', ${JSON.stringify(c.user)})`
    );
    expect(await page.evaluate('navigator.language')).toBe(c.browser);
    const { api, plantId, plantName } = await operatorApi();
    await signIn(page, OPERATOR);
    await assertOnPlantSelection(page, 2, c.user);
    await clickPlant(page, plantName, c.user);
    await assertInShell(page, c.user);
    return { page, context, api, plantId };
}

/** What is said under a box: its accessible description (helper text). */
async function description(page: Page, box: Locator): Promise<string> {
    const ids = (await box.getAttribute('aria-describedby')) ?? '';
    const texts = await Promise.all(
        ids
            .split(/\s+/)
            .filter(Boolean)
            .map(id => page.locator(`[id="${id}"]`).innerText())
    );
    return texts.join(' ');
}

/** Types into a box and checks what it says it read, under it. */
async function typeNumber(
    page: Page,
    box: Locator,
    text: string,
    understood: string
) {
    await box.fill(text);
    await expect.poll(() => description(page, box)).toContain(understood);
}

/** The box is refused with this sentence under it. */
async function assertRefused(page: Page, box: Locator, message: RegExp) {
    await expect.poll(() => description(page, box)).toMatch(message);
    expect(await box.getAttribute('aria-invalid')).toBe('true');
}

const labelled = (page: Page, label: string) =>
    page.getByLabel(
        new RegExp(
            `^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`
        )
    );

describe.each(CASES)('Numbers: browser in $browser, user in $user', c => {
    const browser = useBrowser([`--lang=${c.browser}`]);

    test('a reading’s value: an ambiguous entry is refused, the language’s forms are stored, one beyond the sensor’s range asks why', async () => {
        const tag = runTag();
        const { page, api } = await start(browser, c);
        const watershed = (await api.get('/watershed/search?limit=1'))
            .rows[0] as Rec;
        const sensorName = `Régua ${tag}`;
        const created = await api.post('/sensor', {
            devEui: `70b3d57ed4${Date.now().toString(16).slice(-6)}`,
            name: sensorName,
            sensorType: 'level',
            unit: 'm',
            parametrization: {
                scale: 1,
                offset: 0,
                validMin: 0,
                validMax: 900,
            },
            localization: { latitude: -18.97, longitude: -49.46 },
            watershedId: watershed.id,
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const sensorId = created.record.id as number;
        const stored = async () =>
            (
                await api.get(
                    `/measure/search?sensorId=${sensorId}&sort=id&order=ASC`
                )
            ).rows.map(r => r.value);

        const newReading = async (value: string) => {
            await goToApp(page, '/measure/new');
            const sensor = page.getByRole('combobox', {
                name: new RegExp(`^${c.t.sensor}`),
            });
            await sensor.click();
            await sensor.pressSequentially(sensorName);
            await page.getByRole('option', { name: sensorName }).click();
            await fillField(page, c.t.value, value);
            await typeIntoField(page, c.t.date, c.typed.date);
        };

        // Ambiguous in the user's language: refused with a sentence, kept.
        await newReading(c.typed.ambiguous);
        await clickSave(page, c.user);
        await assertRefused(page, labelled(page, c.t.value), c.t.ambiguous);
        await assertFieldValue(page, c.t.value, c.typed.ambiguous);
        await assertAccessible(page);
        await screenshot(page, `numbers-ambiguous-${c.user}`);
        expect(await stored()).toEqual([]);

        // The language's own form: read back under the box, then stored.
        await typeNumber(
            page,
            labelled(page, c.t.value),
            c.typed.value,
            c.t.understood(c.user === 'pt-BR' ? '412,5' : '412.5')
        );
        await clickSave(page, c.user);
        await assertToast(page, c.t.measureCreated);
        await assertAtDetailsPath(page, '/measure');
        expect(await stored()).toEqual([412.5]);

        // Grouped by thousands: 1234.5 is beyond the sensor's 900.
        await newReading(c.typed.grouped);
        await clickSave(page, c.user);
        await assertRefused(page, labelled(page, c.t.value), c.t.implausible);
        await assertRefused(page, labelled(page, c.t.note), c.t.justify);
        // What was typed is kept on the refused save.
        await assertFieldValue(page, c.t.value, c.typed.grouped);
        await assertAccessible(page);
        await screenshot(page, `numbers-implausible-${c.user}`);
        expect(await stored()).toEqual([412.5]);
        await fillField(page, c.t.note, 'Régua trocada, leitura conferida');
        await clickSave(page, c.user);
        await assertToast(page, c.t.measureCreated);
        await assertAtDetailsPath(page, '/measure');
        expect(await stored()).toEqual([412.5, 1234.5]);
        // The run's other screens (the dashboard's chart picks the plant's
        // latest readings) are not about this sensor, which has no item.
        expect(
            (await api.patch(`/sensor/${sensorId}`, { status: 'inactive' }))
                .status
        ).toBe(200);
    });

    test('a coordinate and a threshold are typed in the user’s language and stored as numbers', async () => {
        const { page, api, plantId } = await start(browser, c);
        const tag = runTag();

        // A gateway's coordinates.
        await goToApp(page, '/gateway/new');
        await typeIntoField(page, c.t.gatewayEui, newGatewayEui());
        await fillField(page, c.t.name, `GW ${tag}`);
        await typeNumber(
            page,
            labelled(page, 'Latitude'),
            c.typed.latitude,
            c.t.understood(c.latitudeShown)
        );
        await fillField(page, 'Longitude', c.typed.longitude);
        await clickSave(page, c.user);
        await assertToast(page, c.t.gatewayCreated);
        const details = await assertAtDetailsPath(page, '/gateway');
        const id = details.split('/').pop();
        const gateway = (await api.get(`/gateway/${id}`)).record;
        expect(gateway.location).toMatchObject({
            latitude: -18.9662563,
            longitude: -49.4612345,
        });
        // Read back in the user's language, and so in edit mode.
        await assertDetailsInReadMode(page, c.user);
        await assertFieldValue(page, 'Latitude', c.latitudeShown);
        await clickEnableEdit(page, c.user);
        await assertFieldValue(page, 'Latitude', c.latitudeShown);

        // A threshold of the plant's alert configuration, put back after.
        const plant = (await api.get(`/subsidiary/${plantId}`)).record;
        const original = plant.alertConfig as Rec[];
        onTestFinished(async () => {
            const back = await api.patch(`/subsidiary/${plantId}`, {
                alertConfig: original,
            });
            expect(back.status, JSON.stringify(back.body)).toBe(200);
        });
        await goToApp(page, '/subsidiary/details');
        await assertDetailsInReadMode(page, c.user);
        await page
            .getByRole('tab', { name: c.t.alertsTab, exact: true })
            .click();
        const entry = page.locator('li.RaSimpleFormIterator-line').filter({
            has: page.getByRole('heading', { name: c.t.flowEntry }),
        });
        await clickEnableEdit(page, c.user);
        await typeNumber(
            page,
            entry.getByLabel(new RegExp(`^${c.t.low}`)),
            c.typed.threshold,
            c.t.understood(c.user === 'pt-BR' ? '1000,5' : '1000.5')
        );
        await assertAccessible(page);
        await screenshot(page, `numbers-threshold-${c.user}`);
        await clickSave(page, c.user);
        await assertToast(page, c.t.plantUpdated);
        const saved = (await api.get(`/subsidiary/${plantId}`)).record;
        const flow = (saved.alertConfig as Rec[]).find(
            e => e.sensorType === 'flow'
        );
        expect(flow?.low).toBe(1000.5);
    });

    test('an inspection form’s limits and a register’s answers are typed in the user’s language', async () => {
        const { page, api } = await start(browser, c);
        const tag = runTag();
        const formName = `Números ${tag}`;
        const form = await api.post('/inspection-form', {
            name: formName,
            fields: [
                { title: 'Cota', fieldType: 3, decimalPlaces: 2 },
                { title: 'Contagem', fieldType: 2 },
            ],
        });
        expect(form.status, JSON.stringify(form.body)).toBe(201);
        const formId = form.record.id as number;

        // The limits, in the builder.
        await goToApp(page, `/inspection-form/details/${formId}`);
        await assertDetailsInReadMode(page, c.user);
        await clickEnableEdit(page, c.user);
        const card = page.getByTestId('field-card-0');
        await card.getByLabel(c.t.min).fill(c.typed.min);
        await card.getByLabel(c.t.max).fill(c.typed.max);
        await clickSave(page, c.user);
        await assertToast(page, c.t.formUpdated);
        const limits = (await api.get(`/inspection-form/${formId}`)).record
            .fields as Rec[];
        expect(limits[0]).toMatchObject({ minValue: -1234.5, maxValue: 2000 });

        // The answers, in a register.
        await goToApp(page, '/inspection-register/new');
        const chooser = page.getByRole('combobox', { name: c.t.form });
        await chooser.click();
        await chooser.pressSequentially(formName);
        await page.getByRole('option', { name: formName }).click();
        await typeIntoField(page, c.t.date, c.typed.date);
        await typeNumber(
            page,
            page.getByRole('textbox', { name: 'Cota' }),
            c.typed.decimalAnswer,
            c.t.understood(c.user === 'pt-BR' ? '1234,56' : '1234.56')
        );
        await page
            .getByRole('textbox', { name: 'Contagem' })
            .fill(c.typed.integerAnswer);
        await assertAccessible(page);
        await screenshot(page, `numbers-answers-${c.user}`);
        await clickSave(page, c.user);
        await assertToast(page, c.t.registerCreated);
        const details = await assertAtDetailsPath(page, '/inspection-register');
        const register = (
            await api.get(`/inspection-register/${details.split('/').pop()}`)
        ).record;
        expect(register.answers).toEqual([
            expect.objectContaining({ fieldIndex: 0, value: '1234.56' }),
            expect.objectContaining({ fieldIndex: 1, value: '1500' }),
        ]);
        // Read back as the user's language writes it.
        await assertDetailsInReadMode(page, c.user);
        await expect
            .poll(() =>
                page.getByRole('textbox', { name: 'Cota' }).inputValue()
            )
            .toBe(c.answerShown);
    });
});
