import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
    LEAVING_WAIT_MS,
    SIGN_IN_WAIT_MS,
    whenSignInKnown,
    type Startup,
} from '@/startup';

const startupWith = (signedIn: Promise<'leaving' | undefined>): Startup => ({
    catalog: new Promise(() => undefined),
    services: () => new Promise(() => undefined),
    signedIn,
});

/** Whether `promise` has settled, after running what is due. */
const settled = async (promise: Promise<unknown>) => {
    let done = false;
    void promise.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    return done;
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("when the app's code runs", () => {
    it('once sign-in is known, not before', async () => {
        let known!: (value: undefined) => void;
        const wait = whenSignInKnown(
            startupWith(new Promise(resolve => (known = resolve)))
        );
        await vi.advanceTimersByTimeAsync(1000);
        expect(await settled(wait)).toBe(false);
        known(undefined);
        expect(await settled(wait)).toBe(true);
        expect(await wait).toBeUndefined();
    });

    it('after a bounded wait when sign-in never settles', async () => {
        const wait = whenSignInKnown(startupWith(new Promise(() => undefined)));
        await vi.advanceTimersByTimeAsync(SIGN_IN_WAIT_MS - 1);
        expect(await settled(wait)).toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        expect(await wait).toBeUndefined();
    });

    it('on the way to the sign-in form, only if the browser is still here a while later', async () => {
        const wait = whenSignInKnown(startupWith(Promise.resolve('leaving')));
        await vi.advanceTimersByTimeAsync(LEAVING_WAIT_MS - 1);
        expect(await settled(wait)).toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        expect(await wait).toBe('leaving');
    });

    it('a failed sign-in counts as known', async () => {
        const wait = whenSignInKnown(
            startupWith(Promise.reject(new Error('no network')))
        );
        expect(await settled(wait)).toBe(true);
    });
});
