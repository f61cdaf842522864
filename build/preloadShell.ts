/**
 * Preloads the app's shell with the HTML. The entry (src/boot.ts) is a
 * small chunk that starts sign-in and imports the shell dynamically
 * (docs/performance.md, "Start-up"); without a hint the
 * shell's download would start only once the entry has run. The chunk is
 * found by its module (`src/main.tsx`); a build without it fails, so a
 * rename cannot silently drop the hint.
 */
import type { Plugin } from 'vite';

export const SHELL_MODULE = /[\\/]src[\\/]main\.tsx$/;

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
                        tag: 'link',
                        attrs: {
                            rel: 'modulepreload',
                            crossorigin: true,
                            href: `/${shell.fileName}`,
                        },
                        injectTo: 'head',
                    },
                ];
            },
        },
    };
}
