/**
 * Every `aria-label` and `title` the code writes is a translation key with
 * a text in both catalogs, or comes from one: no English or
 * Portuguese sentence hides in an attribute where the catalog cannot see it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages as enUS } from '@i18n/en-US/index';
import { messages as ptBR } from '@i18n/pt-BR/index';
import { catalogEntry } from '../../helpers/catalog';

const ROOT = join(__dirname, '../../..');
const SRC = join(ROOT, 'src');

const files = (dir: string): string[] =>
    readdirSync(dir).flatMap(name => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return files(path);
        return /\.tsx?$/.test(name) ? [path] : [];
    });

const inBoth = (key: string) =>
    typeof catalogEntry(enUS, key) === 'string' &&
    typeof catalogEntry(ptBR, key) === 'string';

// JSX attributes and slot props naming the element for assistive technology.
const LITERAL = [
    /\b(aria-label|title)="([^"]*)"/g,
    /\b(aria-label|title)=\{\s*['"`]([^'"`]*)['"`]\s*\}/g,
    /['"](aria-label)['"]\s*:\s*['"`]([^'"`]*)['"`]/g,
];
// A value computed in place: it must go through the catalog.
const EXPRESSION = /\b(aria-label|title)=\{([^{}]*(?:\{[^{}]*\}[^{}]*)*)\}/g;
/** Expressions that name data or a value translated where it was made. */
const FROM_ELSEWHERE = new Set([
    // ModuleGroup: the module's name, translated by its caller.
    'src/layout/menu/ModuleGroup.tsx label',
    // The map's label, translated by its caller (AnswerControl).
    'src/inspectionAnswers/LocationMap.tsx label',
    // FieldCard: translate(`app.inspection.builder.${key}`).
    'src/views/inspectionForm/FieldCard.tsx label',
    // An inspection field's own title: the form's data, not the UI's.
    'src/views/inspectionRegister/AnswerInput.tsx title',
    'src/views/inspectionForm/InspectionFormPreview.tsx title',
    // A plant's name on the map: data.
    'src/screens/monitoring/overview/OverviewMap.tsx item.name',
    'src/screens/monitoring/overview/OverviewMap.tsx data.plant.name',
    // react-admin's <Title>/<Confirm> translate the key they are given.
    'src/layout/page/MessagePage.tsx titleKey',
    'src/screens/monitoring/MonitoringScreen.tsx titleKey',
    'src/builders/form/ResourceEdit.tsx <RecordTitle resource={name} />',
    // useListTitle: react-admin's list title, translated from the catalog.
    'src/builders/list/ResourceList.tsx title',
    // PreviousReadings: translate('app.measure.previous…') above it.
    'src/views/measure/PreviousReadings.tsx title',
    // The alerts screens' titles: translate('app.pages.alerts' / 'app.alerts.details.title') above.
    'src/screens/alerts/AlertsScreen.tsx title',
    'src/screens/alerts/AlertDetailsScreen.tsx title',
    'src/screens/alerts/OutboxScreen.tsx title',
    // The field app's sections: an instruction's and a form's own title
    // (data), a field's title (useFieldTitle: data or the catalog), and
    // the outbox section's title its callers translate.
    'src/field/screens/EmergencyScreen.tsx i.title',
    'src/field/screens/RegisterScreen.tsx form.name',
    'src/field/screens/RegisterScreen.tsx title',
    'src/field/sync/OutboxList.tsx title',
]);

describe('aria-label and title strings', () => {
    const sources = files(SRC).map(path => ({
        path: relative(ROOT, path),
        text: readFileSync(path, 'utf8'),
    }));

    it('a written aria-label or title is a key with a text in both catalogs', () => {
        const bad: string[] = [];
        let seen = 0;
        for (const { path, text } of sources)
            for (const pattern of LITERAL)
                for (const [, attr, value = ''] of text.matchAll(pattern)) {
                    seen += 1;
                    if (!inBoth(value)) bad.push(`${path}: ${attr}="${value}"`);
                }
        expect(bad).toEqual([]);
        expect(seen).toBeGreaterThan(0);
    });

    it('a computed one goes through translate() or is known to come from the catalog or the data', () => {
        const bad: string[] = [];
        const used = new Set<string>();
        let translated = 0;
        for (const { path, text } of sources)
            for (const [, , expression = ''] of text.matchAll(EXPRESSION)) {
                const value = expression.trim();
                used.add(`${path} ${value}`);
                if (/^['"`]/.test(value)) continue; // checked above
                if (/\btranslate\(/.test(value)) {
                    translated += 1;
                    for (const [, key = ''] of value.matchAll(
                        /translate\(\s*['"]([^'"]+)['"]/g
                    ))
                        if (!inBoth(key)) bad.push(`${path}: ${key}`);
                    continue;
                }
                if (!FROM_ELSEWHERE.has(`${path} ${value}`))
                    bad.push(`${path}: {${value}}`);
            }
        expect(bad).toEqual([]);
        expect(translated).toBeGreaterThan(10);
        // The list of exceptions stays true: each is still in the code.
        expect([...FROM_ELSEWHERE].filter(e => !used.has(e))).toEqual([]);
    });
});
