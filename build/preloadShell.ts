/**
 * Names the app's shell in the HTML (`<meta name="app-shell">`) for the
 * entry (src/boot.ts) to preload when sign-in may succeed
 * (src/shellPreload.ts): a browser on its way to the sign-in form
 * never needs it, and its download would share the network with the
 * entry's and the form's (docs/performance.md, "Start-up"). The chunk is
 * found by its module (`src/main.tsx`); a build without it fails, so a
 * rename cannot silently drop the hint.
 */
import type { Plugin } from 'vite';

export const SHELL_MODULE = /[\\/]src[\\/]main\.tsx$/;
/** The meta element's name, read by src/shellPreload.ts. */
export const SHELL_META = 'app-shell';

export function preloadShell(): Plugin {
    return {
        name: 'plants:preload-shell',
        apply: 'build',
        transformIndexHtml: {
            order: 'post',
            handler(html, ctx) {
                const chunks = Object.values(ctx.bundle ?? {}).filter(
                    c =>
                        c.type === 'chunk' &&
                        c.moduleIds.some(id => SHELL_MODULE.test(id))
                );
                const [shell] = chunks;
                if (!shell || chunks.length > 1)
                    throw new Error(
                        `preloadShell: expected one chunk holding ${String(SHELL_MODULE)}, found ${chunks.length}`
                    );
                return [
                    {
                        tag: 'meta',
                        attrs: {
                            name: SHELL_META,
                            content: `/${shell.fileName}`,
                        },
                        injectTo: 'head',
                    },
                ];
            },
        },
    };
}
