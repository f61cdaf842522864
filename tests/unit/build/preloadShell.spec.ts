import { describe, expect, it } from 'vitest';
import { preloadShell } from '../../../build/preloadShell';

type Handler = (
    html: string,
    ctx: { bundle?: Record<string, unknown> }
) => { tag: string; attrs: Record<string, unknown> }[];

const handlerOf = (plugin: ReturnType<typeof preloadShell>): Handler => {
    const hook = plugin.transformIndexHtml as unknown as { handler: Handler };
    return hook.handler;
};

const chunk = (fileName: string, moduleIds: string[]) => ({
    type: 'chunk',
    fileName,
    moduleIds,
});

describe('the shell is named in the HTML', () => {
    it('adds a meta element naming the chunk holding src/main.tsx, for the entry to preload', () => {
        const tags = handlerOf(preloadShell())('<html></html>', {
            bundle: {
                a: chunk('assets/index-1.js', ['/repo/src/boot.ts']),
                b: chunk('assets/shell-2.js', [
                    '/repo/src/main.tsx',
                    '/repo/src/App.tsx',
                ]),
            },
        });
        expect(tags).toEqual([
            expect.objectContaining({
                tag: 'meta',
                attrs: { name: 'app-shell', content: '/assets/shell-2.js' },
            }),
        ]);
    });

    it('fails the build when no chunk holds it (a rename must not drop the hint)', () => {
        expect(() =>
            handlerOf(preloadShell())('<html></html>', {
                bundle: {
                    a: chunk('assets/index-1.js', ['/repo/src/start.tsx']),
                },
            })
        ).toThrow(/expected one chunk/);
    });
});
