/**
 * Generated screens driven against the run's shared server, for
 * resources-ui.spec.tsx and cep-lookup-ui.spec.tsx: the demo users as
 * actors (their real dataProvider, their language), rendering in
 * react-admin, finding labelled controls and filling them, and what a
 * record must look like after a round trip through the API.
 */
import '@testing-library/jest-dom/vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import userEvent, {
    PointerEventsCheckLevel,
} from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type {
    DataProvider,
    I18nProvider,
    RaRecord,
    TranslateFunction,
} from 'react-admin';
import { expect } from 'vitest';
import { createI18nProvider } from '@/providers/i18nProvider';
import { formFields } from '@/builders/form/inputFor';
import {
    fieldLabelKey,
    groupLabelKey,
    optionLabelKey,
} from '@/builders/labelKeys';
import { fieldTextOf, recordTextOf } from '@/builders/useFieldText';
import {
    dateOrderOf,
    dateTimeFormats,
    DEFAULT_TIME_ZONE,
    displayDate,
    displayDateTime,
} from '@shared/domain/dateTime';
import type { FieldDefinition } from '@shared/domain/fields';
import { numberEntryText } from '@shared/domain/numberEntry';
import type { Locale } from '@/preferences/locale';
import { createDataProvider } from '@/providers/dataProvider';
import { createHttpClient } from '@/providers/httpClient';
import { getResource, referenceOf, type Resource } from '@shared/declarations';
import {
    apiResolver,
    sampleRecord,
    type SampleRecord,
} from '../../helpers/sampleRecords';
import { renderInAdmin } from '../../helpers/renderInAdmin';
import { clientFor, type ApiClient } from './apiClient';
import { sharedBaseUrl } from './shared.ts';

const baseUrl = sharedBaseUrl();

export type Role = 'admin' | 'operator';

export interface Actor {
    api: ApiClient;
    dataProvider: DataProvider;
    i18n: I18nProvider;
    locale: Locale;
}

/** Admin screens in English, plant screens in Portuguese: both catalogs get driven. */
const LOCALE: Record<Role, Locale> = { admin: 'en-US', operator: 'pt-BR' };

const actors = new Map<Role, Promise<Actor>>();

/** The API's refusals, newest last: failure messages quote them. */
const refusals: string[] = [];
export const lastRefusals = () => refusals.slice(-3).join(' | ');

/**
 * Node's fetch (the `screens` environment keeps it in place), noting
 * refused calls.
 */
const recordingFetch: typeof fetch = async (input, init) => {
    const res = await globalThis.fetch(input, init);
    if (!res.ok)
        refusals.push(
            `${init?.method ?? 'GET'} ${String(input)} ${res.status} ${await res.clone().text()}`
        );
    return res;
};

/** Signs a demo user in once; operators work in their first plant. */
export const actorFor = (role: Role): Promise<Actor> => {
    const known = actors.get(role);
    if (known) return known;
    const made = (async () => {
        const { api, plants } = await clientFor(baseUrl, role);
        const plant = role === 'operator' ? (plants[0] ?? null) : null;
        if (role === 'operator' && plant === null)
            throw new Error('the operator has no plant');
        const dataProvider = createDataProvider(
            createHttpClient({
                getApiUrl: () => `${baseUrl}/api`,
                getToken: () => api.validToken(),
                getPlantId: () => plant,
                fetch: recordingFetch,
            })
        );
        return {
            api,
            dataProvider,
            i18n: await createI18nProvider(LOCALE[role]),
            locale: LOCALE[role],
        };
    })();
    actors.set(role, made);
    return made;
};

/** A screen in react-admin with the actor's real dataProvider and language. */
export const renderScreen = (actor: Actor, ui: ReactElement, path: string) => {
    const view = renderInAdmin(ui, {
        path,
        dataProvider: actor.dataProvider,
        locale: actor.locale,
    });
    return { view, pathname: view.raPathname };
};

export const SLOW = { timeout: 15000 };

// ---------------------------------------------------------------- the DOM

export const labelText = (el: Element) =>
    (el.textContent ?? '').replace(/\s*\*\s*$/, '').trim();

/** The form control (or fieldset) whose label or legend reads `text`. */
export const controlFor = (scope: HTMLElement, text: string): HTMLElement => {
    const matches = [
        // Array inputs label their group with a span, not a label.
        ...scope.querySelectorAll<HTMLElement>(
            'label, legend, .RaArrayInput-label'
        ),
    ].filter(l => labelText(l) === text);
    const label = matches[0];
    if (!label) throw new Error(`no input labelled "${text}"`);
    const control =
        label.closest<HTMLElement>('.MuiFormControl-root, fieldset') ??
        label.parentElement;
    if (!control) throw new Error(`no control around "${text}"`);
    return control;
};

export const textInputIn = (control: HTMLElement): HTMLInputElement => {
    const input = control.querySelector<HTMLInputElement>(
        'input:not([type=hidden]):not([aria-hidden=true]), textarea:not([aria-hidden=true])'
    );
    if (!input) throw new Error('no text input in the control');
    return input;
};

export const comboboxIn = (control: HTMLElement): HTMLElement => {
    const box = control.querySelector<HTMLElement>('[role=combobox]');
    if (!box) throw new Error('no combobox in the control');
    return box;
};

/**
 * The button named `name` (aria-label or text), found without role
 * queries, whose visibility checks read computed styles (slow in a test DOM).
 */
export const buttonIn = (
    scope: ParentNode,
    name: string
): HTMLElement | undefined =>
    [...scope.querySelectorAll<HTMLElement>('button, a[role=button]')].find(
        b =>
            b.getAttribute('aria-label') === name ||
            (b.textContent ?? '').trim() === name
    );

export const findButton = (scope: ParentNode, name: string) =>
    waitFor(() => {
        const button = buttonIn(scope, name);
        if (!button) throw new Error(`no button "${name}"`);
        return button;
    }, SLOW);

/** Waits for the open listbox's option reading `text`. */
export const findOption = (text: string) =>
    waitFor(() => {
        const option = [
            ...document.querySelectorAll<HTMLElement>('[role=option]'),
        ].find(o => (o.textContent ?? '').trim() === text);
        if (!option) throw new Error(`no option "${text}"`);
        return option;
    }, SLOW);

/** What a failed form shows: field errors and notifications. */
export const visibleErrors = () =>
    [
        ...document.querySelectorAll(
            '.Mui-error.MuiFormHelperText-root, .MuiSnackbarContent-message'
        ),
    ]
        .map(e => e.textContent)
        .concat(lastRefusals())
        .join(' | ');

export const notificationShows = (text: string) =>
    [...document.querySelectorAll('.MuiSnackbarContent-message')].some(e =>
        (e.textContent ?? '').includes(text)
    );

/**
 * Waits until a save is done or refused (its error notification, or the
 * form's "invalid form" one, shows), so a refusal fails at once.
 */
export const settled = (done: () => boolean, refusals: readonly string[]) =>
    waitFor(() => {
        if (done()) return 'done';
        if (refusals.some(notificationShows)) return 'refused';
        throw new Error('still saving');
    }, SLOW);

export const sameValue = (a: unknown, b: unknown) =>
    JSON.stringify(a) === JSON.stringify(b);

/**
 * user-event without its per-event pointer-events check: that check reads
 * computed styles, which a test DOM recomputes over every style sheet MUI
 * has inserted so far, and the run would slow down test after test.
 */
export const setupUser = () =>
    userEvent.setup({
        delay: null,
        pointerEventsCheck: PointerEventsCheckLevel.Never,
    });
export type User = ReturnType<typeof setupUser>;

export interface FillContext {
    user: User;
    locale: Locale;
    def: Resource;
    t: (key: string) => string;
    references: Map<string, SampleRecord>;
}

/**
 * Types a sample's values into the create form, field by field, the way a
 * user would: text into labelled inputs (masks format it), options picked
 * from their menus, references searched and picked, list items added with
 * the list's Add button. Values equal to the form's defaults are left.
 */
export const fillFields = async (
    ctx: FillContext,
    scope: HTMLElement,
    fields: readonly FieldDefinition[],
    values: SampleRecord,
    prefix: string,
    /** Like `prefix`, with list indexes: where the form keeps the value. */
    formPrefix: string
) => {
    const { user, def, t } = ctx;
    for (const f of formFields(fields, 'create')) {
        if (!(f.source in values)) continue;
        const value = values[f.source];
        const path = `${prefix}${f.source}`;
        const formPath = `${formPrefix}${f.source}`;
        if (f.defaultValue !== undefined && sameValue(value, f.defaultValue))
            continue;
        if (f.type === 'object') {
            const group = controlFor(scope, t(groupLabelKey(def.name, path)));
            await fillFields(
                ctx,
                group,
                f.fields ?? [],
                value as SampleRecord,
                `${path}.`,
                `${formPath}.`
            );
            continue;
        }
        if (f.type === 'list') {
            const group = controlFor(scope, t(groupLabelKey(def.name, path)));
            const items = value as SampleRecord[];
            for (const [i, item] of items.entries()) {
                await user.click(await findButton(group, t('ra.action.add')));
                const line = await waitFor(() => {
                    const found = group.querySelectorAll<HTMLElement>(
                        '.RaSimpleFormIterator-line'
                    )[i];
                    if (!found) throw new Error(`no item ${i} in ${path}`);
                    return found;
                });
                await fillFields(
                    ctx,
                    line,
                    f.fields ?? [],
                    item,
                    `${path}.`,
                    `${formPath}.${i}.`
                );
            }
            continue;
        }
        const control = controlFor(scope, t(fieldLabelKey(def.name, path)));
        const option = (v: unknown) =>
            t(optionLabelKey(def.name, path, f, v as string | number));
        switch (f.type) {
            case 'select':
                fireEvent.mouseDown(comboboxIn(control));
                fireEvent.click(await findOption(option(value)));
                break;
            case 'multiSelect':
                fireEvent.mouseDown(comboboxIn(control));
                for (const v of value as unknown[])
                    fireEvent.click(await findOption(option(v)));
                await user.keyboard('{Escape}');
                break;
            case 'reference':
            case 'references': {
                const target = getResource(referenceOf(f) ?? def.name);
                const record = ctx.references.get(formPath);
                // Named as the screens name it (a module by its translated name).
                const shown = recordTextOf(
                    target.name,
                    fieldTextOf(
                        target.name,
                        ctx.t as TranslateFunction,
                        ctx.locale,
                        dateTimeFormats(ctx.locale, DEFAULT_TIME_ZONE)
                    )
                )(record as RaRecord);
                // Pasted: one search request instead of one per keystroke.
                await user.click(comboboxIn(control));
                await user.paste(shown);
                fireEvent.click(await findOption(shown));
                break;
            }
            case 'boolean': {
                const box = textInputIn(control);
                if (box.checked !== value) await user.click(box);
                break;
            }
            // Typed as the user's language writes it, on the company's clock
            // (no session here: the default zone).
            case 'datetime':
                await user.type(
                    textInputIn(control),
                    displayDateTime(
                        dateOrderOf(ctx.locale),
                        DEFAULT_TIME_ZONE,
                        String(value)
                    )
                );
                break;
            case 'date':
                await user.type(
                    textInputIn(control),
                    displayDate(dateOrderOf(ctx.locale), String(value))
                );
                break;
            // Numbers as the user's language writes them (docs/numbers.md).
            case 'integer':
            case 'decimal':
            case 'latitude':
            case 'longitude':
                await user.type(
                    textInputIn(control),
                    numberEntryText(Number(value), ctx.locale)
                );
                break;
            default:
                await user.type(textInputIn(control), String(value));
        }
    }
};

// ------------------------------------------------------------ the API side

/** Datetimes compared as instants: the server may store another notation. */
export const comparable = (
    fields: readonly FieldDefinition[],
    record: SampleRecord
): SampleRecord => {
    const out: SampleRecord = {};
    for (const f of fields) {
        if (!(f.source in record)) continue;
        const v = record[f.source];
        if (f.type === 'datetime' && typeof v === 'string')
            out[f.source] = Date.parse(v);
        else if (f.type === 'object' && v && typeof v === 'object')
            out[f.source] = comparable(f.fields ?? [], v as SampleRecord);
        else if (f.type === 'list' && Array.isArray(v))
            out[f.source] = v.map(item =>
                comparable(f.fields ?? [], item as SampleRecord)
            );
        else out[f.source] = v;
    }
    return out;
};

export const searchPath = (def: Resource, query: Record<string, string>) =>
    `/${def.name}/search?${new URLSearchParams(query)}`;

/** Gone after DELETE: 404, or kept with status deleted for resources with a status. */
export const expectDeleted = async (
    api: ApiClient,
    def: Resource,
    id: unknown
) => {
    const after = await api.get(`/${def.name}/${String(id)}`);
    if (def.hasStatus && after.status === 200)
        expect(after.record.status).toBe('deleted');
    else expect(after.status).toBe(404);
};

/** The text field the details test edits: the first writable one on the form. */
export const editableTextField = (def: Resource) =>
    formFields(def.fields, 'edit').find(
        f => (f.type === 'text' || f.type === 'longText') && !f.readOnly
    );

/** First list column shown as plain text: rows are checked against it. */
export const plainTextColumn = (def: Resource) =>
    def.fields.find(f => f.list && f.type === 'text' && !f.reference);

export const roleOf = (def: Resource): Role | undefined =>
    def.scope === 'admin' && def.pages.admin
        ? 'admin'
        : def.scope === 'plant' && def.pages.normal
          ? 'operator'
          : undefined;

/**
 * Records a reference must point at beyond "first search result": every
 * seeded inspection form has required questions, whose answers a generic
 * sample cannot know, so registers use a form generated here (no
 * required questions).
 */
export const prerequisites = async (
    def: Resource,
    actor: Actor
): Promise<Map<string, SampleRecord>> => {
    const fixed = new Map<string, SampleRecord>();
    if (def.name === 'inspection-register') {
        const formDef = getResource('inspection-form');
        const { body } = await sampleRecord(
            formDef,
            900,
            apiResolver(actor.api)
        );
        const created = await actor.api.post('/inspection-form', body);
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        fixed.set('inspectionFormId', created.record);
    }
    return fixed;
};
