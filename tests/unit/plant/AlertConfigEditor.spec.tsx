import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setConfig } from '@/config';
import { offlineConfig, plant, renderPlantEdit } from './plantRender';

const user = () => userEvent.setup();

/** The n-th alert entry (0-based): the iterator's list item. */
const entry = (n: number) => {
    const items = screen
        .getAllByRole('heading', { level: 3 })
        .map(h => h.closest('li') as HTMLElement);
    return items[n] as HTMLElement;
};
const input = (scope: HTMLElement, label: string) =>
    within(scope).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const scaleLevels = (scope: HTMLElement) =>
    within(within(scope).getByRole('group', { name: 'Threshold scale' }))
        .getAllByRole('listitem')
        .map(li => li.textContent);

const openAlertsAndEdit = async (u: ReturnType<typeof user>) => {
    await u.click(
        await screen.findByRole('tab', { name: 'Alert configuration' })
    );
    await u.click(screen.getByRole('button', { name: 'Enable edit' }));
};

describe('the plant alert configuration', { timeout: 30000 }, () => {
    beforeEach(offlineConfig);
    afterEach(() => setConfig(undefined));

    it('shows each entry with its levels on the scale in order, named', async () => {
        renderPlantEdit();
        await userEvent.click(
            await screen.findByRole('tab', { name: 'Alert configuration' })
        );
        const level = await screen.findByRole('heading', {
            name: 'Alert for Level',
        });
        const item = level.closest('li') as HTMLElement;
        expect(scaleLevels(item)).toEqual([
            'Low 1',
            'Medium 2',
            'High 3',
            'Critical 4',
        ]);
        expect(within(item).getByText('higher values →')).toBeInTheDocument();
        expect(
            within(item).getByText('Alert when the value rises')
        ).toBeInTheDocument();
    });

    it('refuses rising thresholds out of order at the bound, and saves nothing', async () => {
        const u = user();
        const dp = renderPlantEdit();
        await openAlertsAndEdit(u);
        const item = entry(0);
        await u.clear(input(item, 'Medium'));
        await u.type(input(item, 'Medium'), '0.5');
        // The scale shows the mistake before saving.
        expect(scaleLevels(item)).toEqual([
            'Medium 0.5',
            'Low 1',
            'High 3',
            'Critical 4',
        ]);
        expect(within(item).getByRole('status')).toHaveTextContent(
            /out of order/
        );
        await u.click(screen.getByRole('button', { name: 'Save' }));
        expect(
            await within(item).findByText(
                'Medium must be above the level before it'
            )
        ).toBeInTheDocument();
        expect(input(item, 'Medium')).toHaveAttribute('aria-invalid', 'true');
        expect(dp.update).not.toHaveBeenCalled();
    });

    it('refuses falling thresholds out of order at the bound', async () => {
        const u = user();
        const dp = renderPlantEdit(
            plant({
                alertConfig: [
                    {
                        sensorType: 'voltage',
                        direction: 'below',
                        low: 10,
                        medium: 8,
                        high: 6,
                        critical: 4,
                    },
                ],
            })
        );
        await openAlertsAndEdit(u);
        const item = entry(0);
        expect(scaleLevels(item)).toEqual([
            'Low 10',
            'Medium 8',
            'High 6',
            'Critical 4',
        ]);
        expect(within(item).getByText('lower values →')).toBeInTheDocument();
        await u.clear(input(item, 'High'));
        await u.type(input(item, 'High'), '9');
        await u.click(screen.getByRole('button', { name: 'Save' }));
        expect(
            await within(item).findByText(
                'High must be below the level before it'
            )
        ).toBeInTheDocument();
        expect(dp.update).not.toHaveBeenCalled();

        // Put right, the entry saves.
        await u.clear(input(item, 'High'));
        await u.type(input(item, 'High'), '5');
        await waitFor(() =>
            expect(
                within(item).queryByText(
                    'High must be below the level before it'
                )
            ).toBeNull()
        );
        await u.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(dp.update).toHaveBeenCalledTimes(1));
        expect(dp.update.mock.calls[0]?.[1].data.alertConfig[0]).toMatchObject({
            direction: 'below',
            high: 5,
        });
    });

    it.each([
        {
            locale: 'en-US' as const,
            direction:
                /alerting when the value falls does not apply to this sensor type/,
            comparison: /would fire on normal values/,
            save: 'Save',
            enable: 'Enable edit',
            tab: 'Alert configuration',
        },
        {
            locale: 'pt-BR' as const,
            direction:
                /alertar quando o valor desce não se aplica a este tipo de sensor/,
            comparison: /dispararia com valores normais/,
            save: 'Salvar',
            enable: 'Habilitar edição',
            tab: 'Configuração de alertas',
        },
    ])(
        'refuses, in $locale, a rain gauge rule that can only fire on normal values',
        async ({ locale, direction, comparison, save, enable, tab }) => {
            const u = user();
            const dp = renderPlantEdit(
                plant({
                    alertConfig: [
                        {
                            sensorType: 'rainfall',
                            direction: 'below',
                            high: 1,
                            numberOfPreviousMeasures: 5,
                            compareToPreviousMeasure: 20,
                        },
                    ],
                }),
                { locale }
            );
            await u.click(await screen.findByRole('tab', { name: tab }));
            await u.click(screen.getByRole('button', { name: enable }));
            const item = entry(0);
            // A change to save: the stored entry was refused when written.
            await u.type(within(item).getAllByRole('textbox')[4]!, '0');
            await u.click(screen.getByRole('button', { name: save }));
            expect(
                await within(item).findByText(direction)
            ).toBeInTheDocument();
            expect(within(item).getByText(comparison)).toBeInTheDocument();
            expect(dp.update).not.toHaveBeenCalled();
        }
    );

    it('refuses a sensor type chosen twice, at the later entry', async () => {
        const u = user();
        const dp = renderPlantEdit();
        await openAlertsAndEdit(u);
        await u.click(screen.getByRole('button', { name: 'Add' }));
        const second = entry(1);
        expect(within(second).getByRole('heading')).toHaveTextContent(
            'New alert'
        );
        await u.click(input(second, 'Sensor type'));
        await u.click(await screen.findByRole('option', { name: 'Level' }));
        await u.click(screen.getByRole('button', { name: 'Save' }));
        expect(
            await within(second).findByText(
                'Sensor type is repeated; each must be different'
            )
        ).toBeInTheDocument();
        expect(within(entry(0)).queryByText(/is repeated/)).toBeNull();
        expect(dp.update).not.toHaveBeenCalled();
    });

    it('marks the hidden tab holding an error', async () => {
        const u = user();
        const dp = renderPlantEdit();
        await openAlertsAndEdit(u);
        const item = entry(0);
        await u.clear(input(item, 'Critical'));
        await u.type(input(item, 'Critical'), '2');
        await u.click(screen.getByRole('tab', { name: 'Details' }));
        await u.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() =>
            expect(
                screen.getByRole('tab', {
                    name: 'Alert configuration (has errors)',
                })
            ).toHaveClass('error')
        );
        expect(dp.update).not.toHaveBeenCalled();
    });

    it('speaks Portuguese: tabs, directions and the scale', async () => {
        renderPlantEdit(undefined, { locale: 'pt-BR' });
        expect(
            await screen.findByRole('tab', { name: 'Dados' })
        ).toBeInTheDocument();
        expect(
            screen.getByRole('tab', { name: 'Configuração de alertas' })
        ).toBeInTheDocument();
        await userEvent.click(
            screen.getByRole('tab', { name: 'Configuração de alertas' })
        );
        const item = (
            await screen.findByRole('heading', { name: 'Alerta de Nível' })
        ).closest('li') as HTMLElement;
        expect(
            within(item).getByText('Alerta quando o valor sobe')
        ).toBeInTheDocument();
        expect(
            within(
                within(item).getByRole('group', { name: 'Escala dos limites' })
            )
                .getAllByRole('listitem')
                .map(li => li.textContent)
        ).toEqual(['Baixa 1', 'Média 2', 'Alta 3', 'Crítica 4']);
    });
});
