import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useShell } from '@/layout/shell/ShellContext';
import { ShellLayout } from '@/layout/shell/ShellLayout';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const TestMenu = () => {
    const { closeIfMobile } = useShell();
    return (
        <button type="button" onClick={closeIfMobile}>
            menu entry
        </button>
    );
};

const setWidth = (width: number) => {
    window.innerWidth = width;
};

const renderLayout = (menuOpen: boolean, onMenuOpenChange = vi.fn()) => ({
    onMenuOpenChange,
    ...renderInAdmin(
        <ShellLayout
            menu={TestMenu}
            menuOpen={menuOpen}
            onMenuOpenChange={onMenuOpenChange}
        >
            <p>page body</p>
        </ShellLayout>
    ),
});

const toggle = () =>
    screen.getByRole('button', { name: 'Show or hide the menu' });

describe('ShellLayout', () => {
    const initialWidth = window.innerWidth;
    afterEach(() => setWidth(initialWidth));

    it('renders header, logo, account menu and the page', async () => {
        setWidth(1280);
        renderLayout(true);
        expect(await screen.findByText('page body')).toBeInTheDocument();
        expect(
            screen.getByRole('img', { name: 'Plant monitoring console' })
        ).toBeInTheDocument();
        expect(
            screen.getByRole('button', { name: 'My Account' })
        ).toBeInTheDocument();
        expect(toggle()).toHaveAttribute('aria-controls', 'shell-drawer');
    });

    it('starts from the stored preference and stores each toggle', async () => {
        setWidth(1280);
        const { onMenuOpenChange } = renderLayout(false);
        await screen.findByText('page body');
        expect(toggle()).toHaveAttribute('aria-expanded', 'false');
        await userEvent.click(toggle());
        expect(toggle()).toHaveAttribute('aria-expanded', 'true');
        expect(onMenuOpenChange).toHaveBeenLastCalledWith(true);
        await userEvent.click(toggle());
        expect(toggle()).toHaveAttribute('aria-expanded', 'false');
        expect(onMenuOpenChange).toHaveBeenLastCalledWith(false);
    });

    it('on a narrow screen starts closed, does not store, closes on navigation', async () => {
        setWidth(768);
        const { onMenuOpenChange } = renderLayout(true);
        await screen.findByText('page body');
        // The open overlay hides the page from AT, so keep the element.
        const button = toggle();
        expect(button).toHaveAttribute('aria-expanded', 'false');
        await userEvent.click(button);
        expect(button).toHaveAttribute('aria-expanded', 'true');
        await userEvent.click(
            screen.getByRole('button', { name: 'menu entry' })
        );
        expect(button).toHaveAttribute('aria-expanded', 'false');
        await userEvent.click(button);
        await userEvent.keyboard('{Escape}');
        expect(button).toHaveAttribute('aria-expanded', 'false');
        expect(onMenuOpenChange).not.toHaveBeenCalled();
    });
});

describe('ShellLayout frame', () => {
    const initialWidth = window.innerWidth;
    afterEach(() => setWidth(initialWidth));

    it('has a skip link to the page and a main landmark', async () => {
        setWidth(1280);
        renderLayout(true);
        await screen.findByText('page body');
        expect(screen.getByRole('main')).toContainElement(
            screen.getByText('page body')
        );
        expect(
            screen.getByRole('button', { name: 'Skip to content' })
        ).toBeInTheDocument();
    });

    it('shows the error screen inside the shell when a page fails, and retries', async () => {
        setWidth(1280);
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        let fail = true;
        const Page = () => {
            if (fail) throw new Error('boom in page');
            return <p>recovered page</p>;
        };
        renderInAdmin(
            <ShellLayout menu={TestMenu} menuOpen onMenuOpenChange={vi.fn()}>
                <Page />
            </ShellLayout>
        );
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent('Something went wrong');
        expect(alert).toHaveTextContent('boom in page');
        // The shell is still there to navigate away.
        expect(toggle()).toBeInTheDocument();
        fail = false;
        await userEvent.click(
            screen.getByRole('button', { name: 'Try again' })
        );
        expect(await screen.findByText('recovered page')).toBeInTheDocument();
    });
});
