import { act, render, screen } from '@testing-library/react';
import { useIsMobile } from '@/layout/shell/useIsMobile';
import { ShellDrawer } from '@/layout/shell/ShellDrawer';
import { debounce } from '@/layout/debounce';
import { RESIZE_DEBOUNCE_MS } from '@/layout/shell/shellConstants';

/** Nothing is laid out in the DOM tests: answer max-width queries from innerWidth. */
const stubMatchMedia = () => {
    vi.stubGlobal('matchMedia', (query: string) => {
        const max = Number(/max-width:\s*(\d+)px/.exec(query)?.[1]);
        return {
            matches: window.innerWidth <= max,
            media: query,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
            addListener: () => undefined,
            removeListener: () => undefined,
            onchange: null,
            dispatchEvent: () => false,
        };
    });
};

const resizeTo = (width: number) => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
};

const Probe = () => {
    const isMobile = useIsMobile();
    return (
        <ShellDrawer open isMobile={isMobile} onClose={() => undefined}>
            <a href="/dashboard">Dashboard</a>
        </ShellDrawer>
    );
};

const variant = () =>
    document.getElementById('shell-drawer')?.getAttribute('data-variant');

describe('drawer variant', () => {
    const initialWidth = window.innerWidth;
    beforeEach(stubMatchMedia);
    afterEach(() => {
        vi.useRealTimers();
        vi.unstubAllGlobals();
        window.innerWidth = initialWidth;
    });

    it('is persistent above 768 px and temporary at 768 px or less', () => {
        window.innerWidth = 769;
        const wide = render(<Probe />);
        expect(variant()).toBe('persistent');
        expect(screen.queryByRole('presentation')).toBeNull();
        wide.unmount();

        window.innerWidth = 768;
        render(<Probe />);
        expect(variant()).toBe('temporary');
        // A temporary drawer is a modal overlay.
        expect(screen.getByRole('presentation')).toBeInTheDocument();
    });

    it('follows resizes only once they have stopped for 150 ms', () => {
        vi.useFakeTimers();
        window.innerWidth = 1280;
        render(<Probe />);
        expect(variant()).toBe('persistent');

        act(() => resizeTo(700));
        act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1));
        expect(variant()).toBe('persistent');
        // Another resize restarts the wait.
        act(() => resizeTo(600));
        act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1));
        expect(variant()).toBe('persistent');
        act(() => vi.advanceTimersByTime(1));
        expect(variant()).toBe('temporary');

        act(() => resizeTo(1024));
        act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS));
        expect(variant()).toBe('persistent');
    });

    it('stops listening on unmount', () => {
        vi.useFakeTimers();
        window.innerWidth = 1280;
        const { unmount } = render(<Probe />);
        act(() => resizeTo(500));
        unmount();
        expect(vi.getTimerCount()).toBe(0);
    });
});

describe('debounce', () => {
    afterEach(() => vi.useRealTimers());

    it('calls once with the last arguments after the quiet period', () => {
        vi.useFakeTimers();
        const fn = vi.fn();
        const debounced = debounce(fn, 150);
        debounced(1);
        debounced(2);
        vi.advanceTimersByTime(149);
        expect(fn).not.toHaveBeenCalled();
        vi.advanceTimersByTime(1);
        expect(fn).toHaveBeenCalledTimes(1);
        expect(fn).toHaveBeenCalledWith(2);
        debounced(3);
        debounced.cancel();
        vi.advanceTimersByTime(150);
        expect(fn).toHaveBeenCalledTimes(1);
    });
});
