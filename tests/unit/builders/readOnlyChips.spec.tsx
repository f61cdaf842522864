/** Chips of a details page in read mode offer nothing to remove (issue: forms that tell the truth). */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResourceEdit } from '@/builders/form/ResourceEdit';
import { getResource } from '@shared/declarations';
import { fakeDataProvider } from './fakeDataProvider';
import { renderInAdmin } from '../../helpers/renderInAdmin';

describe('read-only chips', { timeout: 30000 }, () => {
    it('show no remove icon until editing is enabled', async () => {
        const user = userEvent.setup();
        renderInAdmin(
            <ResourceEdit
                definition={getResource('simulation')}
                basePath="/simulation"
                id={1}
            />,
            {
                dataProvider: fakeDataProvider({
                    simulation: [
                        {
                            id: 1,
                            title: 'Cheia',
                            date: '2026-11-20T13:30:00.000Z',
                            criticality: 'high',
                            contactIds: [7],
                        },
                    ],
                    contact: [{ id: 7, name: 'Ana Brigadista' }],
                }),
            }
        );
        const chip = (await screen.findByText('Ana Brigadista')).closest(
            '.MuiChip-root'
        ) as HTMLElement;
        expect(within(chip).queryByTestId('CancelIcon')).toBeNull();

        await user.click(screen.getByRole('button', { name: 'Enable edit' }));
        const editable = screen
            .getByText('Ana Brigadista')
            .closest('.MuiChip-root') as HTMLElement;
        expect(within(editable).getByTestId('CancelIcon')).toBeInTheDocument();
    });
});
