import { describe, expect, it, vi } from 'vitest';
import {
    isCodeLoadFailure,
    retryImport,
    type RetryOptions,
} from '@/providers/retryImport';
import { preloadable } from '@/routes/preloadable';

const fetchFailure = () =>
    new TypeError(
        'Failed to fetch dynamically imported module: http://localhost:3000/assets/list-abc.js'
    );

/** A clock that moves only when the retry waits. */
const fakeTime = (): RetryOptions & { waited: number[] } => {
    let time = 0;
    const waited: number[] = [];
    return {
        waited,
        now: () => time,
        wait: async ms => {
            waited.push(ms);
            time += ms;
        },
        isGone: async () => false,
    };
};

describe('retryImport', () => {
    it('asks again while the code cannot be fetched, with growing pauses', async () => {
        const load = vi
            .fn<() => Promise<string>>()
            .mockRejectedValueOnce(fetchFailure())
            .mockRejectedValueOnce(fetchFailure())
            .mockRejectedValueOnce(fetchFailure())
            .mockResolvedValue('module');
        const time = fakeTime();
        await expect(retryImport(load, time)()).resolves.toBe('module');
        expect(load).toHaveBeenCalledTimes(4);
        expect(time.waited).toEqual([500, 1000, 2000]);
    });

    it('gives up with the last failure once the budget is spent', async () => {
        const load = vi.fn(() => Promise.reject(fetchFailure()));
        const time = fakeTime();
        await expect(
            retryImport(load, { ...time, budgetMs: 10_000 })()
        ).rejects.toThrow('Failed to fetch dynamically imported module');
        // 0.5 + 1 + 2 + 4 = 7.5 s waited; a further 4 s would pass 10 s.
        expect(time.waited).toEqual([500, 1000, 2000, 4000]);
        expect(load).toHaveBeenCalledTimes(5);
    });

    it('does not retry code that fails while it runs', async () => {
        const broken = new TypeError('x is not a function');
        const load = vi.fn(() => Promise.reject(broken));
        await expect(retryImport(load, fakeTime())()).rejects.toBe(broken);
        expect(load).toHaveBeenCalledTimes(1);
    });

    it('stops at once when the server answers that the chunk is gone (a new version)', async () => {
        const load = vi.fn(() => Promise.reject(fetchFailure()));
        const time = fakeTime();
        await expect(
            retryImport(load, { ...time, isGone: async () => true })()
        ).rejects.toThrow(/list-abc\.js/);
        expect(load).toHaveBeenCalledTimes(1);
        expect(time.waited).toEqual([]);
    });

    it('knows the browsers’ words for a module that could not be fetched', () => {
        expect(isCodeLoadFailure(fetchFailure())).toBe(true);
        expect(
            isCodeLoadFailure(
                new TypeError(
                    'error loading dynamically imported module: http://x/a.js'
                )
            )
        ).toBe(true);
        expect(
            isCodeLoadFailure(
                new TypeError('Importing a module script failed.')
            )
        ).toBe(true);
        expect(isCodeLoadFailure(new Error('Network error'))).toBe(false);
        expect(isCodeLoadFailure('Failed to fetch dynamically')).toBe(false);
    });
});

describe('preloadable', () => {
    it('forgets a load that failed for good, so the next one asks again', async () => {
        const broken = new Error('evaluation failed');
        const Screen = () => null;
        const load = vi
            .fn<() => Promise<{ default: typeof Screen }>>()
            .mockRejectedValueOnce(broken)
            .mockResolvedValue({ default: Screen });
        const view = preloadable(load);
        await expect(view.preload()).rejects.toBe(broken);
        await expect(view.preload()).resolves.toEqual({ default: Screen });
        // Loaded once, it is not asked for again.
        await view.preload();
        expect(load).toHaveBeenCalledTimes(2);
    });
});
