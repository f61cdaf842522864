/**
 * `@vitest-environment screens`, for the API files that render screens
 * against the real server: happy-dom, as in the `unit` project (about half
 * of jsdom's time for the same screens), with Node's own fetch left in
 * place. happy-dom's fetch follows a browser's rules (same origin, no
 * `cookie` header sent, no `set-cookie` read), under which the sign-in
 * helpers (helpers/login.ts), playing a browser's part by hand, cannot
 * work. A package (linked from package.json) because the comment names
 * packages, not paths.
 */
import { builtinEnvironments, type Environment } from 'vitest/environments';

/** Node's network classes: a fetch with a happy-dom AbortSignal or Headers would refuse them. */
const KEPT = [
    'fetch',
    'Request',
    'Response',
    'Headers',
    'FormData',
    'AbortController',
    'AbortSignal',
] as const;

export default {
    name: 'screens',
    viteEnvironment: 'client',
    async setup(global: Record<string, unknown>, options) {
        const node = KEPT.map(key => [key, global[key]] as const);
        const happy = await builtinEnvironments['happy-dom'].setup(
            global,
            options
        );
        for (const [key, value] of node) global[key] = value;
        return happy;
    },
} satisfies Environment;
