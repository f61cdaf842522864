/**
 * A list's "Export" in the production build:
 * the file holds every record the list's filters match, with the columns
 * on screen worded as on screen, in the user's conventions: in pt-BR `;`
 * and decimal commas, in en-US `,` and decimal points, times on the
 * plant's clock with its offset, and a byte-order mark. The export code
 * is not downloaded until the button is pressed. A view-only user
 * exports.
 */
import { describe, expect, test } from 'vitest';
import { OPERATOR, VIEWER } from './helpers/accounts.ts';
import { assertChartDrawn, clickFirstRow } from './helpers/charts.ts';
import { clickAndDownload } from './helpers/downloads.ts';
import { assertListLoaded, columnTexts } from './helpers/lists.ts';
import { goToApp, signIn } from './helpers/login.ts';
import { assertAtDetailsPath } from './helpers/navigation.ts';
import { assertOnPlantSelection, clickPlant } from './helpers/plants.ts';
import { openPage, useBrowser } from './helpers/scenario.ts';
import { assertInShell } from './helpers/shell.ts';

const BOM = [0xef, 0xbb, 0xbf];
const HIGH = encodeURIComponent(JSON.stringify({ criticality: 'high' }));

describe('List export', () => {
    const browser = useBrowser();

    test('a viewer exports the high readings in pt-BR: ";", decimal commas, offsets, BOM', async () => {
        const { page } = await openPage(browser(), { locale: 'pt-BR' });
        const scripts: string[] = [];
        page.on('request', r => {
            if (r.resourceType() === 'script') scripts.push(r.url());
        });
        await signIn(page, VIEWER, `/measure?filter=${HIGH}`);
        await assertInShell(page);
        await assertListLoaded(page);
        for (const cell of await columnTexts(page, 'Criticidade'))
            expect(cell).toBe('Alta');
        const range = await page.getByText(/^1-\d+ de [\d.]+$/).textContent();
        // "1.234" in pt-BR.
        const total = Number(
            /de ([\d.]+)$/.exec(range ?? '')?.[1]?.replace(/\./g, '')
        );
        expect(total).toBeGreaterThan(0);
        const before = scripts.length;
        expect(scripts.some(s => /resourceExport/.test(s))).toBe(false);

        const file = await clickAndDownload(page, 'Exportar');
        // The export's code came when the button was pressed.
        expect(
            scripts.slice(before).some(s => /resourceExport/.test(s)),
            scripts.slice(before).join('\n')
        ).toBe(true);

        expect([...file.bytes.subarray(0, 3)]).toEqual(BOM);
        expect(file.name).toMatch(/^Medições \d{4}-\d{2}-\d{2}\.csv$/);
        expect(file.lines[0]).toBe(
            'Sensor;Valor;Unidade;Tipo;Criticidade;Data'
        );
        // Every record the filter matches, past the page on screen.
        expect(file.lines).toHaveLength(total + 1);
        for (const line of file.lines.slice(1)) {
            const [sensor, value, , type, level, date] = line.split(';');
            expect(sensor).not.toMatch(/^\d+$/); // a name, not an id
            expect(value).toMatch(/^-?\d+(,\d+)?$/);
            expect(['Automática', 'Manual']).toContain(type);
            expect(level).toBe('Alta');
            expect(date).toMatch(
                /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} -0[2-5]:00$/
            );
        }
        expect(file.lines.slice(1).some(l => /;\d+,\d+;/.test(l))).toBe(true);
    });

    test('in en-US the file keeps "," and decimal points', async () => {
        const { page } = await openPage(browser(), { locale: 'en-US' });
        await signIn(page, VIEWER, `/measure?filter=${HIGH}`);
        await assertInShell(page, 'en-US');
        await assertListLoaded(page);

        const file = await clickAndDownload(page, 'Export');
        expect([...file.bytes.subarray(0, 3)]).toEqual(BOM);
        expect(file.name).toMatch(/^Measures \d{4}-\d{2}-\d{2}\.csv$/);
        expect(file.lines[0]).toBe('Sensor,Value,Unit,Type,Criticality,Date');
        for (const line of file.lines.slice(1)) {
            // A sensor's name with a comma is quoted; the rest is plain.
            const rest = line.replace(/^"(?:[^"]|"")*"|^[^,]*/, '');
            expect(rest).toMatch(
                /^,-?\d+(\.\d+)?,[^,]*,(Automatic|Manual),High,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} -0[2-5]:00$/
            );
        }
    });

    test('a sensor’s chart in pt-BR: the value axis with decimal commas, its CSV with ";", offsets and BOM', async () => {
        const { page } = await openPage(browser(), { locale: 'pt-BR' });
        await signIn(page, OPERATOR);
        const [plant = ''] = await assertOnPlantSelection(page, 2, 'pt-BR');
        await clickPlant(page, plant, 'pt-BR');
        await assertInShell(page);
        await goToApp(page, '/sensor');
        await assertListLoaded(page);
        await clickFirstRow(page);
        await assertAtDetailsPath(page, '/sensor');
        await assertChartDrawn(page, 'pt-BR');

        const region = page.getByRole('region', { name: 'Série temporal' });
        const ticks = await region
            .locator('.MuiChartsAxis-left .MuiChartsAxis-tickLabel')
            .allTextContents();
        expect(ticks.length).toBeGreaterThan(1);
        // "412.4" was d3's default; a pt-BR decimal is "412,4" (a group
        // separator "1.200" has three digits after the dot).
        for (const tick of ticks) expect(tick).not.toMatch(/\d\.\d{1,2}$/);
        const threshold = await region
            .getByText(/^(Baixa|Média|Alta|Crítica) [≥≤] /)
            .first()
            .textContent();
        expect(threshold).not.toMatch(/\d\.\d{1,2}$/);

        const file = await clickAndDownload(page, 'Baixar CSV');
        expect([...file.bytes.subarray(0, 3)]).toEqual(BOM);
        expect(file.lines[0]).toMatch(/^sensor;data_hora;valor;unidade/);
        expect(file.lines.length).toBeGreaterThan(1);
        for (const line of file.lines.slice(1, 50))
            expect(line).toMatch(
                /;\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} -0[2-5]:00;-?\d+(,\d+)?;/
            );
    });
});
