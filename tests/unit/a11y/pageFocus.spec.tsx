import {
    act,
    fireEvent,
    render,
    screen,
    waitFor,
} from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { requestPageFocus } from '@/builders/form/focusFlow';
import { ResourceCreate } from '@/builders/form/ResourceCreate';
import { ResourceEdit } from '@/builders/form/ResourceEdit';
import { ResourceList } from '@/builders/list/ResourceList';
import type { Locale } from '@/preferences/locale';
import { getResource } from '@shared/declarations';
import { PAGE_CONTENT_ID, PageFocus } from '@/layout/page/PageFocus';
import { fakeDataProvider } from '../builders/fakeDataProvider';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const Go = ({ to }: { to: string }) => {
    const navigate = useNavigate();
    return (
        <button type="button" onClick={() => navigate(to)}>
            go {to}
        </button>
    );
};

const Frame = ({ path = '/list' }: { path?: string }) => (
    <MemoryRouter initialEntries={[path]}>
        <PageFocus />
        <nav>
            <Go to="/menu-page" />
        </nav>
        <div id={PAGE_CONTENT_ID}>
            <Routes>
                <Route path="/list" element={<Go to="/details/1" />} />
                <Route path="/details/1" element={<h1>Gateway GW north</h1>} />
                <Route path="/menu-page" element={<p>A page</p>} />
                <Route path="/no-heading" element={<input aria-label="x" />} />
            </Routes>
        </div>
    </MemoryRouter>
);

/** Fake timers for this test only (restored when it ends, pass or fail). */
const useFakeClock = () => {
    vi.useFakeTimers();
    onTestFinished(() => {
        vi.useRealTimers();
    });
};

describe('focus after a navigation', () => {
    it('opening a record focuses its heading', async () => {
        render(<Frame />);
        // The first screen of a visit keeps the browser's focus.
        expect(document.activeElement).toBe(document.body);
        const button = screen.getByRole('button', { name: 'go /details/1' });
        button.focus();
        fireEvent.click(button);
        const heading = await screen.findByRole('heading', { level: 1 });
        await waitFor(() => expect(document.activeElement).toBe(heading));
        expect(heading).toHaveAttribute('tabindex', '-1');
    });

    // PageFocus looks for the heading every 100 ms, for 2 s, then settles
    // for the content, and gives up after 3 s: the clock is advanced rather
    // than waited for, so the whole window is covered in no time.
    it('after choosing a plant, the first page takes focus; without a heading, its content', () => {
        useFakeClock();
        requestPageFocus();
        render(<Frame path="/no-heading" />);
        act(() => vi.advanceTimersByTime(1900));
        expect(document.activeElement).toBe(document.body);
        act(() => vi.advanceTimersByTime(200));
        expect(document.activeElement?.id).toBe(PAGE_CONTENT_ID);
    });

    it('moving through the menu leaves focus in the menu', () => {
        useFakeClock();
        render(<Frame />);
        const menu = screen.getByRole('button', { name: 'go /menu-page' });
        menu.focus();
        fireEvent.click(menu);
        expect(screen.getByText('A page')).toBeInTheDocument();
        act(() => vi.advanceTimersByTime(3100));
        expect(document.activeElement).toBe(menu);
    });
});

const gateway = getResource('gateway');

/** The shell's content with the generated gateway pages, and a link to each. */
const GeneratedPages = () => (
    <>
        <PageFocus />
        <div id={PAGE_CONTENT_ID}>
            <Routes>
                <Route
                    path="/"
                    element={
                        <>
                            <Go to="/gateway" />
                            <Go to="/gateway/new" />
                            <Go to="/gateway/details/7" />
                        </>
                    }
                />
                <Route
                    path="/gateway"
                    element={
                        <ResourceList
                            definition={gateway}
                            basePath="/gateway"
                        />
                    }
                />
                <Route
                    path="/gateway/new"
                    element={
                        <ResourceCreate
                            definition={gateway}
                            basePath="/gateway"
                        />
                    }
                />
                <Route
                    path="/gateway/details/7"
                    element={
                        <ResourceEdit
                            definition={gateway}
                            basePath="/gateway"
                            id={7}
                        />
                    }
                />
            </Routes>
        </div>
    </>
);

const HEADINGS = {
    'en-US': {
        '/gateway': 'Gateways',
        '/gateway/new': 'Create Gateway',
        '/gateway/details/7': 'Gateway GW north',
    },
    'pt-BR': {
        '/gateway': 'Gateways',
        '/gateway/new': 'Criar Gateway',
        '/gateway/details/7': 'Gateway GW north',
    },
} as const;

describe('focus on a generated page’s heading (docs/accessibility.md)', () => {
    it.each(
        (['en-US', 'pt-BR'] as const).flatMap(locale =>
            Object.entries(HEADINGS[locale]).map(
                ([to, name]) => [locale, to, name] as [Locale, string, string]
            )
        )
    )(
        '%s: opening %s focuses its h1 “%s”',
        { timeout: 30000 },
        async (locale, to, name) => {
            renderInAdmin(<GeneratedPages />, {
                locale,
                dataProvider: fakeDataProvider({
                    gateway: [{ id: 7, name: 'GW north', status: 'active' }],
                }),
            });
            const link = screen.getByRole('button', { name: `go ${to}` });
            link.focus();
            fireEvent.click(link);
            const heading = await screen.findByRole('heading', {
                level: 1,
                name,
            });
            await waitFor(() => expect(document.activeElement).toBe(heading));
            expect(screen.getAllByRole('heading', { level: 1 })).toEqual([
                heading,
            ]);
        }
    );
});

describe('a details page whose record is slow to arrive', () => {
    it('gets focus on its heading once the heading names the record', async () => {
        const dataProvider = fakeDataProvider({
            gateway: [{ id: 7, name: 'GW north', status: 'active' }],
        });
        const getOne = dataProvider.getOne.getMockImplementation()!;
        // Slower than a page's code: the heading would be drawn half-named.
        dataProvider.getOne.mockImplementation(async (...args) => {
            await new Promise(resolve => setTimeout(resolve, 900));
            return getOne(...args);
        });
        renderInAdmin(<GeneratedPages />, { dataProvider });
        const focused: string[] = [];
        const record = (event: FocusEvent) =>
            focused.push((event.target as HTMLElement).textContent ?? '');
        document.addEventListener('focusin', record);
        onTestFinished(() => document.removeEventListener('focusin', record));
        const link = screen.getByRole('button', {
            name: 'go /gateway/details/7',
        });
        link.focus();
        fireEvent.click(link);
        const heading = await screen.findByRole(
            'heading',
            { level: 1, name: 'Gateway GW north' },
            { timeout: 3000 }
        );
        await waitFor(() => expect(document.activeElement).toBe(heading));
        expect(focused.at(-1)).toBe('Gateway GW north');
        expect(focused).not.toContain('Gateway ');
    });
});
