import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for what a screen draws after its requests; 1 s (the
// default) is short when the machine is busy (a CI box running the whole
// suite on 2 cores): a slow render is not a failure, a missing one still is.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
    cleanup();
    localStorage.clear();
});
