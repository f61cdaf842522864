import { afterEach, beforeEach, expect, vi } from 'vitest';

// polyglot reports a key missing from the catalog on console.error; a
// screen that shows a raw key fails its test instead of passing quietly.
let missingKeys: string[] = [];
beforeEach(() => {
    missingKeys = [];
    const log = console.error.bind(console);
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        const text = String(args[0]);
        if (text.includes('Missing translation for key'))
            missingKeys.push(text);
        log(...args);
    });
});

afterEach(() => {
    vi.mocked(console.error).mockRestore?.();
    expect(missingKeys).toEqual([]);
});
