import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { setConfig } from '@/config';
import { getResource } from '@shared/declarations';
import {
    InspectionRegisterCreate,
    InspectionRegisterEdit,
} from '@/views/inspectionRegister/InspectionRegisterViews';
import type { ResourceViewProps } from '@/builders/viewProps';
import { fakeDataProvider } from '../builders/fakeDataProvider';
import { fill } from '../../helpers/fill';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const definition = getResource('inspection-register');
const props = (id?: string): ResourceViewProps => ({
    definition,
    view: id ? 'edit' : 'create',
    mode: 'normal',
    paths: {
        list: '/inspection-register',
        create: '/inspection-register/new',
        details: i => `/inspection-register/details/${i}`,
    },
    id,
    readOnly: false,
});

const FORM = {
    id: 5,
    name: 'Ronda',
    version: 2,
    status: 'active',
    fields: [
        { title: 'Contagem', fieldType: 2, minValue: 0, maxValue: 10 },
        {
            title: 'Nível',
            fieldType: 3,
            decimalPlaces: 1,
            isRequired: true,
        },
        { title: 'Vazamento', fieldType: 4, justify: 'text' },
        {
            title: 'Estado',
            fieldType: 6,
            options: [
                { label: 'Bom', value: 'good' },
                { label: 'Ruim', value: 'bad' },
            ],
            defaultValue: 'good',
        },
        { title: 'Foto', fieldType: 7 },
        { title: 'Local', fieldType: 8 },
    ],
};

/** 1×1 PNG. */
const PNG = Uint8Array.from(
    atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='
    ),
    c => c.charCodeAt(0)
);

const withPhotos = (tables: Parameters<typeof fakeDataProvider>[0]) => ({
    ...fakeDataProvider(tables),
    uploadInspectionPhoto: vi.fn(async () => ({
        data: { id: 41, contentType: 'image/png', size: PNG.length },
    })),
    getInspectionPhoto: vi.fn(
        async () => new Blob([PNG], { type: 'image/png' })
    ),
});

const chooseForm = async (user: ReturnType<typeof userEvent.setup>) => {
    const input = await screen.findByRole('combobox', {
        name: /Inspection form/,
    });
    await user.click(input);
    await user.click(await screen.findByRole('option', { name: 'Ronda' }));
};

describe('inspection register', { timeout: 30000 }, () => {
    it('draws the chosen form and refuses answers its fields do not accept', async () => {
        const user = userEvent.setup({ delay: null });
        const dp = withPhotos({ 'inspection-form': [FORM] });
        renderInAdmin(<InspectionRegisterCreate {...props()} />, {
            dataProvider: dp,
        });
        expect(
            await screen.findByText('Choose a form to fill in.')
        ).toBeInTheDocument();
        await chooseForm(user);
        const count = await screen.findByRole('textbox', { name: 'Contagem' });
        expect(screen.getByText('Form "Ronda", version 2')).toBeInTheDocument();
        // The options field starts at its default.
        expect(
            screen.getByRole('combobox', { name: 'Estado' })
        ).toHaveTextContent('Bom');
        await user.type(count, '11');
        await user.type(
            screen.getByRole('textbox', { name: /^Nível/ }),
            '1.25'
        );
        fireEvent.click(screen.getByRole('switch', { name: 'Vazamento' }));
        await user.type(
            screen.getByRole('textbox', { name: 'Latitude of Local' }),
            '-18.9'
        );
        await user.click(screen.getByRole('button', { name: 'Save' }));
        expect(
            await screen.findByText('Contagem must be at most 10')
        ).toBeInTheDocument();
        expect(
            screen.getByText('Nível accepts at most 1 decimal places')
        ).toBeInTheDocument();
        expect(
            screen.getByText('Justification of Vazamento is required')
        ).toBeInTheDocument();
        expect(
            screen.getByText('Local must be a latitude and a longitude')
        ).toBeInTheDocument();
        expect(dp.create).not.toHaveBeenCalled();
    });

    it('asks for a required answer, uploads a photo and sends the answers in the wire format', async () => {
        const user = userEvent.setup({ delay: null });
        const dp = withPhotos({ 'inspection-form': [FORM] });
        URL.createObjectURL = vi.fn(() => 'blob:photo');
        URL.revokeObjectURL = vi.fn();
        renderInAdmin(<InspectionRegisterCreate {...props()} />, {
            dataProvider: dp,
        });
        await chooseForm(user);
        await screen.findByRole('textbox', { name: 'Contagem' });
        await user.type(
            screen.getByRole('textbox', { name: /^Date/ }),
            '112020261030'
        );
        await user.click(screen.getByRole('button', { name: 'Save' }));
        expect(
            await screen.findByText('Nível is required')
        ).toBeInTheDocument();

        await user.type(screen.getByRole('textbox', { name: /^Nível/ }), '3.5');
        // A switch is always answered, so its justification is always asked for.
        await fill(
            user,
            screen.getByRole('textbox', { name: 'Justification of Vazamento' }),
            'Seco'
        );
        await user.upload(
            screen.getByLabelText('Choose a photo for Foto'),
            new File([PNG], 'p.png', { type: 'image/png' })
        );
        expect(
            await screen.findByRole('img', { name: 'Photo of Foto' })
        ).toHaveAttribute('src', 'blob:photo');
        await fill(
            user,
            screen.getByRole('textbox', { name: 'Latitude of Local' }),
            '-18.97'
        );
        await fill(
            user,
            screen.getByRole('textbox', { name: 'Longitude of Local' }),
            '-49.46'
        );
        await user.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(dp.create).toHaveBeenCalled());
        const sent = dp.create.mock.calls[0]?.[1].data as {
            answers: unknown[];
        };
        expect(sent.answers).toEqual([
            { fieldIndex: 0, value: '', justification: '' },
            { fieldIndex: 1, value: '3.5', justification: '' },
            { fieldIndex: 2, value: 'false', justification: 'Seco' },
            { fieldIndex: 3, value: 'good', justification: '' },
            { fieldIndex: 4, value: '41', justification: '' },
            { fieldIndex: 5, value: '-18.97,-49.46', justification: '' },
        ]);
    });

    it('sets a location from the device position or a map', async () => {
        const user = userEvent.setup({ delay: null });
        const dp = withPhotos({ 'inspection-form': [FORM] });
        const getCurrentPosition = vi.fn((ok: PositionCallback) =>
            ok({
                coords: { latitude: -18.97, longitude: -49.46 },
            } as GeolocationPosition)
        );
        Object.defineProperty(navigator, 'geolocation', {
            value: { getCurrentPosition },
            configurable: true,
        });
        // No tile server configured: the map works offline, blank.
        setConfig({
            apiUrl: '/api',
            keycloak: { url: 'http://idp', realm: 'plants', clientId: 'web' },
            zabbix: { mode: 'proxy' },
            map: { tileUrl: '', attribution: '' },
        });
        onTestFinished(() => setConfig(undefined));
        renderInAdmin(<InspectionRegisterCreate {...props()} />, {
            dataProvider: dp,
        });
        await chooseForm(user);
        await user.click(
            await screen.findByRole('button', {
                name: 'Use my position for Local',
            })
        );
        expect(
            screen.getByRole('textbox', { name: 'Latitude of Local' })
        ).toHaveValue('-18.97');
        expect(
            screen.getByRole('textbox', { name: 'Longitude of Local' })
        ).toHaveValue('-49.46');
        const toggle = screen.getByRole('button', {
            name: 'Pick Local on the map',
        });
        await user.click(toggle);
        expect(
            await screen.findByRole('group', { name: 'Map of Local' })
        ).toBeInTheDocument();
        expect(toggle).toHaveAttribute('aria-expanded', 'true');
    });

    it('refuses a file that is not a photo before sending it', async () => {
        const user = userEvent.setup({ applyAccept: false, delay: null });
        const dp = withPhotos({ 'inspection-form': [FORM] });
        renderInAdmin(<InspectionRegisterCreate {...props()} />, {
            dataProvider: dp,
        });
        await chooseForm(user);
        await user.upload(
            await screen.findByLabelText('Choose a photo for Foto'),
            new File(['GIF89a'], 'x.gif', { type: 'image/gif' })
        );
        expect(
            await screen.findByText(
                'The photo must be a JPEG, PNG or WebP image'
            )
        ).toBeInTheDocument();
        expect(dp.uploadInspectionPhoto).not.toHaveBeenCalled();
    });

    it('reads a saved register back as the form version it answered', async () => {
        const dp = withPhotos({
            'inspection-form': [FORM],
            'inspection-register': [
                {
                    id: 9,
                    inspectionFormId: 5,
                    formVersion: 1,
                    formFields: [
                        { title: 'Trincas', fieldType: 4, isRequired: true },
                        { title: 'Observação antiga', fieldType: 1 },
                    ],
                    date: '2026-11-20T13:30:00Z',
                    result: 'ok',
                    answers: [
                        { fieldIndex: 1, value: 'Sem novidades' },
                        { fieldIndex: 0, value: 'true' },
                    ],
                },
            ],
        });
        renderInAdmin(<InspectionRegisterEdit {...props('9')} />, {
            dataProvider: dp,
        });
        const old = await screen.findByRole('textbox', {
            name: 'Observação antiga',
        });
        expect(old).toHaveValue('Sem novidades');
        expect(old).toHaveAttribute('readonly');
        expect(screen.getByRole('switch', { name: /^Trincas/ })).toBeChecked();
        expect(screen.queryByRole('textbox', { name: 'Contagem' })).toBeNull();
        expect(
            await screen.findByText(
                'Answered at version 1; the form is now at version 2.'
            )
        ).toBeInTheDocument();
        expect(
            within(screen.getByRole('region', { name: 'Answers' })).getByText(
                'Form "Ronda", version 1'
            )
        ).toBeInTheDocument();
    });

    // Register answers read in the user's language: they showed "411.56",
    // "-18.9662563" and a date as the browser writes it ("11/17/2026") in pt-BR.
    it.each([
        [
            'pt-BR',
            '411,56',
            '1.234',
            '-18,9662563',
            '-49,4612345',
            '17/11/2026',
        ],
        [
            'en-US',
            '411.56',
            '1,234',
            '-18.9662563',
            '-49.4612345',
            '11/17/2026',
        ],
    ] as const)(
        'shows a saved register numbers and dates in %s',
        async (locale, decimal, integer, lat, lng, day) => {
            const dp = withPhotos({
                'inspection-form': [FORM],
                'inspection-register': [
                    {
                        id: 9,
                        inspectionFormId: 5,
                        formVersion: 2,
                        formFields: [
                            { title: 'Cota', fieldType: 3, decimalPlaces: 2 },
                            { title: 'Contagem', fieldType: 2 },
                            { title: 'Local', fieldType: 8 },
                            { title: 'Dia', fieldType: 5 },
                        ],
                        date: '2026-11-20T13:30:00Z',
                        result: 'ok',
                        answers: [
                            { fieldIndex: 0, value: '411.56' },
                            { fieldIndex: 1, value: '1234' },
                            { fieldIndex: 2, value: '-18.9662563,-49.4612345' },
                            { fieldIndex: 3, value: '2026-11-17' },
                        ],
                    },
                ],
            });
            renderInAdmin(<InspectionRegisterEdit {...props('9')} />, {
                dataProvider: dp,
                locale,
            });
            const answers = within(
                await screen.findByRole('region', {
                    name: locale === 'pt-BR' ? 'Respostas' : 'Answers',
                })
            );
            const box = (name: string | RegExp) =>
                answers.getByRole('textbox', { name });
            expect(box('Cota')).toHaveValue(decimal);
            expect(box('Contagem')).toHaveValue(integer);
            expect(box(/^Latitude/)).toHaveValue(lat);
            expect(box(/^Longitude/)).toHaveValue(lng);
            expect(box('Dia')).toHaveValue(day);
        }
    );
});
