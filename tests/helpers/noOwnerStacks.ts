/**
 * React 19's development build, which the tests need (`act`), captures a
 * stack trace (`Error("react-stack-top-frame")`) and a console task for
 * every element it creates, to name the owner in its warnings. A screen
 * test creates hundreds of thousands of elements: about a tenth of the DOM
 * tests' CPU (docs/performance.md, "Test run times"). React itself stops
 * capturing after 10,000 elements in a second; this makes every element
 * count as past that. Nothing the tests check changes: a warning still fails or prints as
 * before, only its component stack is shorter. `REACT_OWNER_STACKS=1`
 * keeps the stacks when a warning needs them.
 */
import * as React from 'react';

interface Internals {
    recentlyCreatedOwnerStacks: number;
}

if (process.env.REACT_OWNER_STACKS !== '1') {
    const internals = (React as unknown as Record<string, Internals>)
        .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
    // A React that no longer counts them would make this do nothing
    // unnoticed: say so, so that the file is updated or removed.
    if (!internals || !('recentlyCreatedOwnerStacks' in internals))
        throw new Error(
            'tests/helpers/noOwnerStacks.ts: this React has no owner-stack counter'
        );
    Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
        get: () => Number.POSITIVE_INFINITY,
        set: () => undefined,
        configurable: true,
    });
}
