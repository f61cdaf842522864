import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountMenu } from '@/layout/shell/AccountMenu';
import { renderInAdmin, testAuthProvider } from '../../helpers/renderInAdmin';

describe('My Account menu', () => {
    it('offers Profile, Settings and Logout', async () => {
        renderInAdmin(<AccountMenu />);
        const button = await screen.findByRole('button', {
            name: 'My Account',
        });
        expect(button).toHaveAttribute('aria-haspopup', 'menu');
        await userEvent.click(button);
        const items = screen.getAllByRole('menuitem');
        expect(items.map(item => item.textContent)).toEqual([
            'Profile',
            'Settings',
            'Logout',
        ]);
        expect(items[0]).toHaveAttribute('href', '/my-profile');
        expect(items[1]).toHaveAttribute('href', '/settings');
    });

    it('is named Minha conta in Portuguese', async () => {
        renderInAdmin(<AccountMenu />, { locale: 'pt-BR' });
        await userEvent.click(
            await screen.findByRole('button', { name: 'Minha conta' })
        );
        expect(
            screen.getAllByRole('menuitem').map(item => item.textContent)
        ).toEqual(['Perfil', 'Configurações', 'Sair']);
    });

    it('logs out through the authProvider', async () => {
        const logout = vi.fn(() => Promise.resolve());
        renderInAdmin(<AccountMenu />, {
            authProvider: testAuthProvider(logout),
        });
        await userEvent.click(
            await screen.findByRole('button', { name: 'My Account' })
        );
        await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
        await waitFor(() => expect(logout).toHaveBeenCalled());
    });
});
