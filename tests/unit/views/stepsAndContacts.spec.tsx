import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ResourceViewProps } from '@/builders/viewProps';
import { getResource } from '@shared/declarations';
import { ContactCreate } from '@/views/contact/ContactViews';
import {
    InstructionCreate,
    InstructionEdit,
} from '@/views/instruction/InstructionViews';
import { fakeDataProvider } from '../builders/fakeDataProvider';
import { fill } from '../../helpers/fill';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const viewProps = (
    name: 'instruction' | 'contact',
    view: 'create' | 'edit',
    id?: string
): ResourceViewProps => ({
    definition: getResource(name),
    view,
    mode: 'normal',
    paths: {
        list: `/${name}`,
        create: `/${name}/new`,
        details: i => `/${name}/details/${i}`,
    },
    id,
    readOnly: false,
});

const steps = () =>
    screen
        .getAllByLabelText(/^Text/)
        .map(i => (i as HTMLTextAreaElement).value);

describe('instruction steps', { timeout: 30000 }, () => {
    it('are added, moved and removed by buttons, numbered by position, and saved in that order', async () => {
        const user = userEvent.setup({ delay: null });
        const dp = fakeDataProvider({});
        renderInAdmin(
            <InstructionCreate {...viewProps('instruction', 'create')} />,
            {
                dataProvider: dp,
            }
        );
        await fill(user, await screen.findByLabelText(/^Title/), 'Cheia');
        for (const text of ['Avisar a defesa civil', 'Abrir comportas']) {
            await user.click(screen.getByRole('button', { name: 'Add' }));
            const inputs = screen.getAllByLabelText(/^Text/);
            await fill(user, inputs[inputs.length - 1]!, text);
        }
        expect(screen.getByText('Step 2')).toBeInTheDocument();
        const moveUp = screen.getAllByRole('button', { name: 'Move up' });
        await user.click(moveUp[1]!);
        expect(steps()).toEqual(['Abrir comportas', 'Avisar a defesa civil']);

        await user.click(screen.getAllByRole('button', { name: 'Remove' })[1]!);
        expect(steps()).toEqual(['Abrir comportas']);
        await user.click(screen.getByRole('button', { name: 'Add' }));
        await fill(user, screen.getAllByLabelText(/^Text/)[1]!, 'Registrar');

        await user.click(
            screen.getByRole('combobox', { name: /^Criticality/ })
        );
        await user.click(await screen.findByRole('option', { name: 'High' }));
        await user.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(dp.create).toHaveBeenCalledTimes(1));
        expect(dp.create.mock.calls[0]?.[1].data.steps).toEqual([
            { order: 1, text: 'Abrir comportas' },
            { order: 2, text: 'Registrar' },
        ]);
    });

    it('say which sensor types and causes they cover, in the user’s language, none meaning all', async () => {
        const user = userEvent.setup({ delay: null });
        const dp = fakeDataProvider({});
        renderInAdmin(
            <InstructionCreate {...viewProps('instruction', 'create')} />,
            { dataProvider: dp, locale: 'pt-BR' }
        );
        await fill(user, await screen.findByLabelText(/^Título/), 'Sem dados');
        // A list of options to open and pick from, as any select of many.
        const pick = async (field: RegExp, options: string[]) => {
            await user.click(screen.getByRole('combobox', { name: field }));
            for (const name of options)
                await user.click(await screen.findByRole('option', { name }));
            await user.keyboard('{Escape}');
        };
        await pick(/^Tipos de sensor \(nenhum: todos\)/, ['Nível', 'Vazão']);
        await pick(/^Causas \(nenhuma: todas\)/, ['Sem dados']);
        await user.click(
            screen.getByRole('combobox', { name: /^Criticidade/ })
        );
        await user.click(await screen.findByRole('option', { name: 'Alta' }));
        await user.click(screen.getByRole('button', { name: /Adicionar/ }));
        await fill(
            user,
            screen.getAllByLabelText(/^Texto/)[0]!,
            'Verificar o gateway'
        );
        await user.click(screen.getByRole('button', { name: 'Salvar' }));
        await waitFor(() => expect(dp.create).toHaveBeenCalledTimes(1));
        expect(dp.create.mock.calls[0]?.[1].data).toMatchObject({
            sensorTypes: ['level', 'flow'],
            causes: ['silence'],
        });
    });

    it('refuses an empty step at it', async () => {
        const user = userEvent.setup({ delay: null });
        const dp = fakeDataProvider({
            instruction: [
                {
                    id: 4,
                    title: 'Cheia',
                    criticality: 'high',
                    status: 'active',
                    steps: [
                        { order: 1, text: 'Primeiro' },
                        { order: 2, text: 'Segundo' },
                    ],
                },
            ],
        });
        renderInAdmin(
            <InstructionEdit {...viewProps('instruction', 'edit', '4')} />,
            {
                dataProvider: dp,
            }
        );
        await waitFor(() => expect(steps()).toEqual(['Primeiro', 'Segundo']));
        await user.click(screen.getByRole('button', { name: 'Enable edit' }));
        await user.clear(screen.getAllByLabelText(/^Text/)[1]!);
        await user.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('Text is required')).toBeInTheDocument();
        expect(dp.update).not.toHaveBeenCalled();
    });
});

describe('contact', { timeout: 30000 }, () => {
    it('names each level to call by icon and word, and requires one', async () => {
        const user = userEvent.setup({ delay: null });
        const dp = fakeDataProvider({});
        renderInAdmin(<ContactCreate {...viewProps('contact', 'create')} />, {
            dataProvider: dp,
        });
        const group = await screen.findByRole('group', {
            name: /^Criticalities for contact/,
        });
        expect(group).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Save' }));
        expect(
            await screen.findByText(/Criticalities for contact is required/)
        ).toBeInTheDocument();
        await user.click(screen.getByRole('checkbox', { name: 'Critical' }));
        await user.click(screen.getByRole('checkbox', { name: 'High' }));
        await fill(user, screen.getByLabelText(/^Name/), 'Defesa Civil');
        await fill(user, screen.getByLabelText(/^Role/), 'Plantão');
        await user.click(
            screen.getByRole('combobox', { name: /^Organization/ })
        );
        await user.click(await screen.findByRole('option', { name: /Civil/ }));
        await user.type(screen.getByLabelText(/^Phone/), '34999998888');
        await user.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(dp.create).toHaveBeenCalledTimes(1));
        // Kept in level order, whatever order they were ticked in.
        expect(dp.create.mock.calls[0]?.[1].data.criticalityForContact).toEqual(
            ['high', 'critical']
        );
    });
});
