import { render, screen } from '@testing-library/react';
import { memo, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ShellFrame } from '@/layout/shell/ShellFrame';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { testI18nProvider } from '../../helpers/renderInAdmin';

describe('the frame around the page', () => {
    it('does not redraw the header and the menu when only the page changes', () => {
        const drawn = { header: 0, menu: 0, drawer: 0 };
        const HeaderView = () => {
            drawn.header += 1;
            return <header>header</header>;
        };
        const MenuView = () => {
            drawn.menu += 1;
            return <nav>menu</nav>;
        };
        const Header = memo(HeaderView);
        const Menu = memo(MenuView);
        const Drawer = ({ children }: { children?: ReactNode }) => {
            drawn.drawer += 1;
            return <aside>{children}</aside>;
        };
        const frame = (page: string) => (
            <MemoryRouter>
                <AdminContext i18nProvider={testI18nProvider('en-US')}>
                    <ShellFrame appBar={Header} sidebar={Drawer} menu={Menu}>
                        <p>{page}</p>
                    </ShellFrame>
                </AdminContext>
            </MemoryRouter>
        );
        const { rerender } = render(frame('first page'));
        rerender(frame('second page'));
        rerender(frame('third page'));
        expect(screen.getByText('third page')).toBeInTheDocument();
        expect(screen.getByText('menu')).toBeInTheDocument();
        expect(drawn).toEqual({ header: 1, menu: 1, drawer: 1 });
    });
});
