// @vitest-environment screens
/**
 * A seeded inspection register opened in its details view against the
 * real server, in both languages: every question of the form it answered
 * is drawn with its answer (the demo's registers showed the
 * heading of their answers and nothing under it).
 */
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getResource } from '@shared/declarations';
import type { InspectionField } from '@shared/domain/inspectionAnswers';
import { INSPECTION_FIELD_TYPE as T } from '@shared/domain/inspectionFields';
import { dateOrderOf, displayDate } from '@shared/domain/dateTime';
import { numberEntryText } from '@shared/domain/numberEntry';
import type { Locale } from '@/preferences/locale';
import { createDataProvider } from '@/providers/dataProvider';
import { createHttpClient } from '@/providers/httpClient';
import type { ResourceViewProps } from '@/builders/viewProps';
import { InspectionRegisterEdit } from '@/views/inspectionRegister/InspectionRegisterViews';
import { renderInAdmin } from '../helpers/renderInAdmin';
import { clientFor, type ApiClient, type Rec } from './helpers/apiClient';
import { sharedBaseUrl } from './helpers/shared.ts';

const baseUrl = sharedBaseUrl();
const definition = getResource('inspection-register');

let api: ApiClient;
let plant: number;
let register: Rec;

beforeAll(async () => {
    const op = await clientFor(baseUrl, 'operator');
    api = op.api;
    plant = op.plants[0] as number;
    const list = await api.get(
        '/inspection-register/search?limit=1&sort=id&order=ASC'
    );
    const first = list.rows[0];
    if (!first) throw new Error('the demo has no inspection register');
    register = first;
});

const HEADING: Record<Locale, string> = {
    'pt-BR': 'Respostas',
    'en-US': 'Answers',
};

describe.each(['pt-BR', 'en-US'] as const)(
    'a seeded register in %s',
    locale => {
        it(
            'draws each question of its form with its answer',
            { timeout: 20000 },
            async () => {
                const dataProvider = createDataProvider(
                    createHttpClient({
                        getApiUrl: () => `${baseUrl}/api`,
                        getToken: () => api.validToken(),
                        getPlantId: () => plant,
                    })
                );
                const id = String(register.id);
                const props: ResourceViewProps = {
                    definition,
                    view: 'edit',
                    mode: 'normal',
                    paths: {
                        list: '/inspection-register',
                        create: '/inspection-register/new',
                        details: i => `/inspection-register/details/${i}`,
                    },
                    id,
                    readOnly: true,
                };
                renderInAdmin(<InspectionRegisterEdit {...props} />, {
                    dataProvider,
                    locale,
                    path: `/inspection-register/details/${id}`,
                });
                const answers = await screen.findByRole(
                    'region',
                    { name: HEADING[locale] },
                    { timeout: 15000 }
                );
                const form = await api.get(
                    `/inspection-form/${register.inspectionFormId}`
                );
                const fields = form.record.fields as InspectionField[];
                const given = register.answers as {
                    fieldIndex: number;
                    value: string;
                }[];
                expect(fields).toHaveLength(8);
                for (const [i, field] of fields.entries()) {
                    const value = given.find(a => a.fieldIndex === i)?.value;
                    expect(value, field.title).toBeTruthy();
                    const title = new RegExp(
                        `^${(field.title ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
                    );
                    // Every question, whatever its type, is named on the screen.
                    expect(
                        await within(answers).findAllByText(title, undefined, {
                            timeout: 10000,
                        })
                    ).not.toHaveLength(0);
                    const type = Number(field.fieldType);
                    if (type === T.switch)
                        expect(
                            within(answers).getByRole('switch', { name: title })
                        ).toHaveProperty('checked', value === 'true');
                    else if (type === T.options)
                        expect(
                            within(answers).getByRole('combobox', {
                                name: title,
                            })
                        ).toHaveTextContent(
                            field.options?.find(o => o.value === value)
                                ?.label ?? '?'
                        );
                    else if (type === T.text)
                        expect(
                            within(answers).getByLabelText(title)
                        ).toHaveValue(value);
                    // Numbers and dates as the user's language writes them.
                    else if (type === T.integer || type === T.decimal)
                        expect(
                            within(answers).getByLabelText(title)
                        ).toHaveValue(
                            numberEntryText(Number(value), locale, {
                                decimals:
                                    type === T.integer
                                        ? 0
                                        : (field.decimalPlaces ?? undefined),
                            })
                        );
                    else if (type === T.date)
                        expect(
                            within(answers).getByLabelText(title)
                        ).toHaveValue(displayDate(dateOrderOf(locale), value!));
                }
            }
        );
    }
);
