import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlantSelection } from '@/screens/PlantSelection';
import { operatorSession } from '../../helpers/sessions';
import { renderInAdmin } from '../../helpers/renderInAdmin';

vi.mock(
    '@/session/session',
    () => import('../../helpers/operatorSessionModule')
);

describe('the plant chooser', { timeout: 30000 }, () => {
    it('is a list of real buttons, one per list item', () => {
        renderInAdmin(
            <PlantSelection subsidiaries={operatorSession().subsidiaries} />,
            { path: '/' }
        );
        const list = screen.getByRole('list', { name: 'Select a power plant' });
        const items = within(list).getAllByRole('listitem');
        expect(items.length).toBe(operatorSession().subsidiaries.length);
        for (const item of items) {
            const button = within(item).getByRole('button');
            expect(button.tagName).toBe('BUTTON');
            expect(button).toHaveAttribute('type', 'button');
        }
        expect(list.querySelector('div[role="button"]')).toBeNull();
    });

    it.each([
        ['en-US', 'Select a power plant · Plant Monitoring'],
        ['pt-BR', 'Selecione uma usina · Monitoramento de Usinas'],
    ] as const)('names the browser tab (%s)', async (locale, title) => {
        renderInAdmin(
            <PlantSelection subsidiaries={operatorSession().subsidiaries} />,
            { path: '/', locale }
        );
        await waitFor(() => expect(document.title).toBe(title));
    });
});
