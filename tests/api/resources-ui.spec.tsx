// @vitest-environment screens
/**
 * Every declaration's generated screens driven through the UI against the
 * real server: list (rows and the true total), create (typed into the
 * labelled inputs), details (read-only, "Enable edit", save) and delete
 * (row button and confirmation), each checked through the API. Generated
 * from the registry, so a new declaration is covered by adding it there.
 */
import '@testing-library/jest-dom/vitest';
import { waitFor } from '@testing-library/react';
import type { RaRecord, TranslateFunction } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldLabelKey, notificationKey } from '@/builders/labelKeys';
import { ResourceCreate } from '@/builders/form/ResourceCreate';
import { ResourceEdit } from '@/builders/form/ResourceEdit';
import { ResourceList } from '@/builders/list/ResourceList';
import { fieldTextOf } from '@/builders/useFieldText';
import { dateTimeFormats, DEFAULT_TIME_ZONE } from '@shared/domain/dateTime';
import { LIST_COUNT_CAP } from '@shared/domain/paging';
import { resources } from '@shared/declarations';
import {
    apiResolver,
    sampleRecord,
    sampleText,
    uniqueNumber,
    type Sample,
    type SampleRecord,
} from '../helpers/sampleRecords';
import {
    type Actor,
    actorFor,
    renderScreen,
    SLOW,
    controlFor,
    textInputIn,
    buttonIn,
    findButton,
    visibleErrors,
    notificationShows,
    settled,
    setupUser,
    fillFields,
    comparable,
    searchPath,
    expectDeleted,
    editableTextField,
    plainTextColumn,
    roleOf,
    prerequisites,
} from './helpers/screens';

describe.each(resources.map(def => [def.name, def] as const))(
    '%s screens against the real server',
    (_name, def) => {
        const role = roleOf(def);
        if (!role) {
            it.todo(`${def.name}: no admin or normal page to drive`);
            return;
        }
        const basePath =
            (role === 'admin' ? def.pages.admin : def.pages.normal) ?? '';
        let actor: Actor;
        let t: (key: string, options?: object) => string;
        let fixed = new Map<string, SampleRecord>();

        const sample = async (n: number): Promise<Sample> => {
            const resolve = apiResolver(actor.api);
            return sampleRecord(
                def,
                n,
                async (target, path, filter) =>
                    fixed.get(path) ?? resolve(target, path, filter)
            );
        };
        const createViaApi = async (n: number) => {
            const { body } = await sample(n);
            const created = await actor.api.post(`/${def.name}`, body);
            expect(created.status, JSON.stringify(created.body)).toBe(201);
            return created.record;
        };

        beforeAll(async () => {
            actor = await actorFor(role);
            t = (key, options) => actor.i18n.translate(key, options);
            fixed = await prerequisites(def, actor);
        });

        it('lists the first page with the total the API reports', async () => {
            const { field, order } = def.defaultSort;
            const page = await actor.api.get(
                searchPath(def, { page: '1', limit: '10', sort: field, order })
            );
            expect(page.status).toBe(200);
            const total = page.body.meta?.total ?? 0;
            const { view } = renderScreen(
                actor,
                <ResourceList definition={def} basePath={basePath} />,
                basePath
            );
            if (total === 0) {
                expect(
                    await view.findByText(t('app.crud.empty'), {}, SLOW)
                ).toBeVisible();
                return;
            }
            // Past the count cap the API says so, and the list says "more than".
            const range = page.body.meta?.totalCapped
                ? t('app.crud.rangeOverCap', {
                      from: 1,
                      to: 10,
                      cap: LIST_COUNT_CAP.toLocaleString(actor.locale),
                  })
                : t('ra.navigation.page_range_info', {
                      offsetBegin: 1,
                      offsetEnd: Math.min(10, total),
                      total,
                  });
            expect(await view.findByText(range, {}, SLOW)).toBeInTheDocument();
            const rows = view.container.querySelectorAll('tbody tr');
            expect(rows).toHaveLength(page.rows.length);
            const column = plainTextColumn(def);
            const shown = fieldTextOf(
                def.name,
                t as TranslateFunction,
                actor.locale,
                dateTimeFormats(actor.locale, DEFAULT_TIME_ZONE)
            );
            if (column)
                page.rows.forEach((record, i) =>
                    expect(rows[i]).toHaveTextContent(
                        shown(column, record[column.source], record as RaRecord)
                    )
                );
        });

        it('creates a record typed into the form', async () => {
            const user = setupUser();
            const { body, references } = await sample(1);
            const { view, pathname } = renderScreen(
                actor,
                <ResourceCreate definition={def} basePath={basePath} />,
                `${basePath}/new`
            );
            const save = await findButton(view.container, t('ra.action.save'));
            await fillFields(
                {
                    user,
                    locale: actor.locale,
                    def,
                    t: key => t(key),
                    references,
                },
                view.container,
                def.fields,
                body,
                '',
                ''
            );
            await user.click(save);
            // Saved, the create redirects to the new record's details page.
            const outcome = await settled(
                () => /\/details\/\d+$/.test(pathname()),
                [
                    t(notificationKey(def.name, 'createError')),
                    t('ra.message.invalid_form'),
                ]
            );
            expect(outcome, `not saved: ${visibleErrors()}`).toBe('done');
            const id = pathname().split('/').pop();
            expect(
                await view.findByText(
                    t(notificationKey(def.name, 'created'), {
                        smart_count: 1,
                    }),
                    {},
                    SLOW
                )
            ).toBeInTheDocument();
            const stored = await actor.api.get(`/${def.name}/${id}`);
            expect(stored.status).toBe(200);
            expect(comparable(def.fields, stored.record)).toMatchObject(
                comparable(def.fields, body)
            );
        });

        const edited = editableTextField(def);
        if (!edited)
            it.todo(`${def.name}: no text field for the details test to edit`);
        else
            it('opens details read-only, enables edit and saves a change', async () => {
                const user = setupUser();
                const record = await createViaApi(2);
                const { view } = renderScreen(
                    actor,
                    <ResourceEdit
                        definition={def}
                        basePath={basePath}
                        id={String(record.id)}
                    />,
                    `${basePath}/details/${String(record.id)}`
                );
                const label = t(fieldLabelKey(def.name, edited.source));
                const enable = await findButton(
                    view.container,
                    t('app.crud.enableEdit')
                );
                const input = () =>
                    textInputIn(controlFor(view.container, label));
                await waitFor(() =>
                    expect(input().value).toBe(
                        String(record[edited.source] ?? '')
                    )
                );
                expect(input()).toHaveAttribute('readonly');
                expect(buttonIn(view.container, t('ra.action.save'))).toBe(
                    undefined
                );

                await user.click(enable);
                await waitFor(() =>
                    expect(input()).not.toHaveAttribute('readonly')
                );
                const value = sampleText(edited, uniqueNumber(def.name, 500));
                await user.clear(input());
                await user.type(input(), value);
                await user.click(
                    await findButton(view.container, t('ra.action.save'))
                );
                const updated = t(notificationKey(def.name, 'updated'), {
                    smart_count: 1,
                });
                const outcome = await settled(
                    () => notificationShows(updated),
                    [
                        t(notificationKey(def.name, 'updateError')),
                        t('ra.message.invalid_form'),
                    ]
                );
                expect(outcome, `not saved: ${visibleErrors()}`).toBe('done');
                const stored = await actor.api.get(
                    `/${def.name}/${String(record.id)}`
                );
                expect(stored.record[edited.source]).toBe(value);
                // Saved: back to read mode.
                await waitFor(() =>
                    expect(input()).toHaveAttribute('readonly')
                );
            });

        it('deletes a record from its row after confirming', async () => {
            const user = setupUser();
            const record = await createViaApi(3);
            // The list filtered to the record (the id filter lists by ids).
            const filter = encodeURIComponent(
                JSON.stringify({ id: record.id })
            );
            const { view } = renderScreen(
                actor,
                <ResourceList definition={def} basePath={basePath} />,
                `${basePath}?filter=${filter}`
            );
            await view.findByText(
                t('ra.navigation.page_range_info', {
                    offsetBegin: 1,
                    offsetEnd: 1,
                    total: 1,
                }),
                {},
                SLOW
            );
            const row = view.container.querySelector<HTMLElement>('tbody tr');
            if (!row) throw new Error('no row');
            await user.click(await findButton(row, t('ra.action.delete')));
            const dialog = await waitFor(() => {
                const open = document.querySelector('[role=dialog]');
                if (!open) throw new Error('no confirmation dialog');
                return open;
            }, SLOW);
            expect(dialog).toHaveTextContent(t('app.crud.deleteContent'));
            await user.click(await findButton(dialog, t('ra.action.confirm')));
            expect(
                await view.findByText(
                    t(notificationKey(def.name, 'deleted'), { smart_count: 1 }),
                    {},
                    SLOW
                )
            ).toBeInTheDocument();
            await expectDeleted(actor.api, def, record.id);
        });
    }
);
