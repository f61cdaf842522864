import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getResource } from '@shared/declarations';
import {
    InspectionFormCreate,
    InspectionFormEdit,
} from '@/views/inspectionForm/InspectionFormViews';
import type { ResourceViewProps } from '@/builders/viewProps';
import { fakeDataProvider } from '../builders/fakeDataProvider';
import { fill, refill } from '../../helpers/fill';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const definition = getResource('inspection-form');
const props = (id?: string): ResourceViewProps => ({
    definition,
    view: id ? 'edit' : 'create',
    mode: 'normal',
    paths: {
        list: '/inspection-form',
        create: '/inspection-form/new',
        details: i => `/inspection-form/details/${i}`,
    },
    id,
    readOnly: false,
});

const card = (index: number) => screen.getByTestId(`field-card-${index}`);

const chooseType = async (index: number, type: string) => {
    fireEvent.mouseDown(
        within(card(index)).getByRole('combobox', { name: /Field type/ })
    );
    fireEvent.click(await screen.findByRole('option', { name: type }));
};

const openCreate = async () => {
    const user = userEvent.setup({ delay: null });
    const dp = fakeDataProvider({});
    renderInAdmin(<InspectionFormCreate {...props()} />, {
        dataProvider: dp,
    });
    await screen.findByRole('button', { name: 'Add field' });
    return { user, dp };
};

const addField = async (
    user: ReturnType<typeof userEvent.setup>,
    title: string,
    type = 'Text'
) => {
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    const index = screen.getAllByTestId(/^field-card-/).length - 1;
    await fill(user, within(card(index)).getByLabelText(/^Title/), title);
    if (type !== 'Text') await chooseType(index, type);
    return index;
};

const settingLabels = (index: number) =>
    [
        'Default value',
        'Decimal places',
        'Minimum value',
        'Maximum value',
    ].filter(l => within(card(index)).queryByLabelText(new RegExp(`^${l}`)));

describe('inspection form builder', { timeout: 30000 }, () => {
    it('shows only the settings each type uses', async () => {
        const { user } = await openCreate();
        await addField(user, 'Campo');
        expect(settingLabels(0)).toEqual(['Default value']);
        await chooseType(0, 'Integer');
        expect(settingLabels(0)).toEqual([
            'Default value',
            'Minimum value',
            'Maximum value',
        ]);
        await chooseType(0, 'Decimal');
        expect(settingLabels(0)).toEqual([
            'Default value',
            'Decimal places',
            'Minimum value',
            'Maximum value',
        ]);
        await chooseType(0, 'Photo');
        expect(settingLabels(0)).toEqual([]);
        await chooseType(0, 'Options');
        expect(
            within(card(0)).getByRole('button', { name: 'Add option' })
        ).toBeInTheDocument();
        expect(within(card(0)).queryByLabelText(/^Minimum value/)).toBeNull();
    });

    it('refuses a minimum above the maximum at the maximum, and sends nothing', async () => {
        const { user, dp } = await openCreate();
        await fill(user, screen.getByLabelText(/^Name/), 'Barragem');
        await addField(user, 'Leitura', 'Integer');
        await fill(
            user,
            within(card(0)).getByLabelText(/^Minimum value/),
            '10'
        );
        await fill(user, within(card(0)).getByLabelText(/^Maximum value/), '5');
        await user.click(screen.getByRole('button', { name: 'Save' }));
        expect(
            await within(card(0)).findByText(
                'Maximum value must be at least the minimum (10)'
            )
        ).toBeInTheDocument();
        expect(dp.create).not.toHaveBeenCalled();
    });

    it('refuses repeated option values at the repeated value, in inputs wide enough to read', async () => {
        const { user, dp } = await openCreate();
        await fill(user, screen.getByLabelText(/^Name/), 'Checklist');
        await addField(user, 'Estado', 'Options');
        const add = within(card(0)).getByRole('button', { name: 'Add option' });
        await user.click(add);
        await user.click(add);
        const options = within(card(0));
        const labels = options.getAllByLabelText(/^Label/);
        const values = options.getAllByLabelText(/^Value/);
        await fill(user, labels[0] as HTMLElement, 'Bom estado');
        await fill(user, values[0] as HTMLElement, 'ok');
        await fill(user, labels[1] as HTMLElement, 'Também bom');
        await fill(user, values[1] as HTMLElement, 'ok');
        await user.click(screen.getByRole('button', { name: 'Save' }));
        expect(
            await within(card(0)).findByText(
                'Value is repeated; each must be different'
            )
        ).toBeInTheDocument();
        expect(dp.create).not.toHaveBeenCalled();
        // The option inputs are not the generic iterator's 24 px boxes.
        const control = (labels[0] as HTMLElement).closest(
            '.MuiFormControl-root'
        ) as HTMLElement;
        expect(getComputedStyle(control).minWidth).toBe('260px');
    });

    it('reorders fields from the keyboard and keeps focus on the moved field', async () => {
        const { user, dp } = await openCreate();
        await fill(user, screen.getByLabelText(/^Name/), 'Ordem');
        await addField(user, 'Primeiro');
        await addField(user, 'Segundo');
        await addField(user, 'Terceiro');
        const down = screen.getByRole('button', { name: 'Move field 1 down' });
        down.focus();
        await user.keyboard('{Enter}');
        await waitFor(() =>
            expect(document.activeElement).toBe(
                screen.getByRole('button', { name: 'Move field 2 down' })
            )
        );
        await user.keyboard('{Enter}');
        expect(screen.getByRole('status')).toHaveTextContent(
            'Field Primeiro is now number 3'
        );
        await user.click(
            screen.getByRole('button', { name: 'Move field 3 up' })
        );
        await user.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(dp.create).toHaveBeenCalled());
        const sent = dp.create.mock.calls[0]?.[1].data as {
            fields: { title: string }[];
        };
        expect(sent.fields.map(f => f.title)).toEqual([
            'Segundo',
            'Primeiro',
            'Terceiro',
        ]);
    });

    it('reorders by dragging a field onto another', async () => {
        const { user } = await openCreate();
        await addField(user, 'A');
        await addField(user, 'B');
        const handle = card(1).querySelector('[draggable="true"]');
        expect(handle).not.toBeNull();
        const data = new Map<string, string>();
        const dataTransfer = {
            setData: (k: string, v: string) => data.set(k, v),
            getData: (k: string) => data.get(k),
            effectAllowed: '',
        };
        fireEvent.dragStart(handle as Element, { dataTransfer });
        fireEvent.dragOver(card(0), { dataTransfer });
        fireEvent.drop(card(0), { dataTransfer });
        await waitFor(() =>
            expect(within(card(0)).getByLabelText(/^Title/)).toHaveValue('B')
        );
    });

    it('previews every type of field as the inspector will see it', async () => {
        const dp = fakeDataProvider({
            'inspection-form': [
                {
                    id: 5,
                    name: 'Completo',
                    version: 3,
                    status: 'active',
                    fields: [
                        { title: 'Notas', fieldType: 1 },
                        { title: 'Contagem', fieldType: 2, maxValue: 10 },
                        { title: 'Nível', fieldType: 3, decimalPlaces: 1 },
                        { title: 'Vazamento', fieldType: 4, justify: 'text' },
                        { title: 'Dia', fieldType: 5 },
                        {
                            title: 'Estado',
                            fieldType: 6,
                            options: [{ label: 'Bom', value: 'good' }],
                        },
                        { title: 'Foto', fieldType: 7 },
                        { title: 'Local', fieldType: 8, isRequired: true },
                    ],
                },
            ],
        });
        const user = userEvent.setup({ delay: null });
        renderInAdmin(<InspectionFormEdit {...props('5')} />, {
            dataProvider: dp,
        });
        const preview = within(
            await screen.findByRole('region', { name: 'Preview' })
        );
        expect(preview.getByRole('textbox', { name: 'Notas' })).toBeVisible();
        expect(
            preview.getByRole('textbox', { name: 'Contagem' })
        ).toBeVisible();
        expect(
            preview.getByRole('switch', { name: 'Vazamento' })
        ).toBeInTheDocument();
        // A date box in the user's order, not the browser's date picker.
        expect(preview.getByRole('textbox', { name: 'Dia' })).toHaveAttribute(
            'placeholder',
            'mm/dd/yyyy'
        );
        expect(preview.getByRole('combobox', { name: 'Estado' })).toBeVisible();
        expect(
            preview.getByRole('button', { name: 'Choose a photo for Foto' })
        ).toBeDisabled();
        expect(
            preview.getByRole('textbox', { name: 'Latitude of Local' })
        ).toBeVisible();
        // The switch asks for its justification; the rules run as typed.
        expect(
            preview.getByRole('textbox', { name: 'Justification of Vazamento' })
        ).toBeVisible();
        await user.type(
            preview.getByRole('textbox', { name: 'Contagem' }),
            '12'
        );
        expect(
            await preview.findByText('Contagem must be at most 10')
        ).toBeInTheDocument();
        // The preview follows the builder's values (read-only until "Enable edit").
        await user.click(screen.getByRole('button', { name: 'Enable edit' }));
        const title = within(card(0)).getByLabelText(/^Title/);
        await refill(user, title, 'Observações');
        expect(
            await preview.findByRole('textbox', { name: 'Observações' })
        ).toBeVisible();
    });
});

describe("the form's version", { timeout: 30000 }, () => {
    it.each([
        [
            'en-US',
            'Version 3. Saving a change to the fields makes version 4.',
            'Enable edit',
            /^Version/,
        ],
        [
            'pt-BR',
            'Versão 3. Salvar uma alteração nos campos cria a versão 4.',
            'Habilitar edição',
            /^Versão/,
        ],
    ] as const)(
        'is read, never typed: the server sets it (%s)',
        async (locale, text, enable, label) => {
            const dp = fakeDataProvider({
                'inspection-form': [
                    {
                        id: 5,
                        name: 'Ronda',
                        version: 3,
                        status: 'active',
                        fields: [{ title: 'Notas', fieldType: 1 }],
                    },
                ],
            });
            const user = userEvent.setup({ delay: null });
            renderInAdmin(<InspectionFormEdit {...props('5')} />, {
                dataProvider: dp,
                locale,
            });
            await user.click(
                await screen.findByRole('button', { name: enable })
            );
            expect(await screen.findByText(text)).toBeInTheDocument();
            expect(screen.queryByLabelText(label)).toBeNull();
            expect(screen.queryByRole('spinbutton')).toBeNull();
        }
    );
});
