/**
 * One h1 per resource page (docs/accessibility.md, "One h1 per page"):
 * every declared resource's list, new and details screens, drawn as the
 * router draws them (hand-written views included), have exactly one `h1`,
 * in the page, saying what the header's title says, in both languages.
 */
import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { messages as enMessages } from '@i18n/en-US/index';
import { messages as ptMessages } from '@i18n/pt-BR/index';
import { pathsFrom } from '@/builders/paths';
import type { ResourceDefinition, ViewName } from '@shared/domain/fields';
import type { Locale } from '@/preferences/locale';
import { resources, type ResourceName } from '@shared/declarations';
import { RESOURCE_VIEWS } from '@/routes/views';
import { fakeDataProvider } from '../builders/fakeDataProvider';
import { catalogEntry } from '../../helpers/catalog';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const catalogs = { 'en-US': enMessages, 'pt-BR': ptMessages };

const entry = (locale: Locale, key: string): string => {
    const value = catalogEntry(catalogs[locale], key);
    if (typeof value !== 'string') throw new Error(`no ${key} in ${locale}`);
    return value;
};

/** The resource's name in the catalog, singular or plural ("Usina |||| Usinas"). */
const resourceName = (locale: Locale, name: string, plural: boolean) => {
    const forms = entry(locale, `resources.${name}.name`).split('||||');
    return (plural ? (forms[1] ?? forms[0]) : forms[0])?.trim() ?? '';
};

/** What the page's h1 says, worked out from the catalog alone. */
const expected = (locale: Locale, def: ResourceDefinition, view: ViewName) => {
    const one = resourceName(locale, def.name, false);
    if (view === 'list')
        return entry(locale, 'ra.page.list').replace(
            '%{name}',
            resourceName(locale, def.name, true)
        );
    if (view === 'create')
        return entry(locale, 'ra.page.create').replace('%{name}', one);
    // A record without its representation field is named by its id.
    return entry(locale, 'ra.page.edit')
        .replace('%{name}', one)
        .replace('%{recordRepresentation}', '#1');
};

/** A record with nothing but its id, and what a view cannot draw without. */
const RECORDS: Partial<Record<ResourceName, object>> = {
    measure: { criticality: 'low' },
};

const renderView = (
    def: ResourceDefinition,
    view: ViewName,
    locale: Locale
) => {
    const View = RESOURCE_VIEWS[def.name as ResourceName][view];
    const paths = pathsFrom(`/${def.name}`);
    return renderInAdmin(
        <>
            {/* Where the shell's header shows the page title (ShellAppBarView). */}
            <span id="react-admin-title" />
            <ResourceContextProvider value={def.name}>
                <Suspense fallback={null}>
                    <View
                        definition={def}
                        view={view}
                        mode="admin"
                        paths={paths}
                        id="1"
                        readOnly={false}
                    />
                </Suspense>
            </ResourceContextProvider>
        </>,
        {
            locale,
            dataProvider: fakeDataProvider({
                [def.name]: [{ id: 1, ...RECORDS[def.name as ResourceName] }],
            }),
        }
    );
};

const VIEWS: readonly ViewName[] = ['list', 'create', 'edit'];

describe.each(['pt-BR', 'en-US'] as const)('page headings (%s)', locale => {
    describe.each(resources.map(r => [r.name, r] as const))(
        '%s',
        (_name, def) => {
            it.each(VIEWS)(
                '%s: one h1, the header’s words',
                { timeout: 30000 },
                async view => {
                    renderView(def, view, locale);
                    const text = expected(locale, def, view);
                    const heading = await screen.findByRole('heading', {
                        level: 1,
                        name: text,
                    });
                    expect(
                        screen.getAllByRole('heading', { level: 1 })
                    ).toEqual([heading]);
                    await waitFor(() =>
                        expect(
                            document.getElementById('react-admin-title')
                                ?.textContent
                        ).toBe(text)
                    );
                }
            );
        }
    );
});
