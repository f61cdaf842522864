/**
 * The browser's frames held back, so that a test says when the current
 * draw has been painted (src/builders/afterPaint.ts waits for one).
 * Restore with `vi.restoreAllMocks()`.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export const holdFrames = () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(cb => {
        frames.push(cb);
        return frames.length;
    });
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
    /** Paints: runs the frames asked for, then the tasks they queued. */
    return async () => {
        await act(async () => {
            for (const cb of frames.splice(0)) cb(performance.now());
            await new Promise(resolve => setTimeout(resolve, 0));
        });
    };
};
