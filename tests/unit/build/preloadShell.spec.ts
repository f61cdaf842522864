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

type GenerateBundle = (
    this: { getModuleInfo: (id: string) => { importedIds: string[] } },
    options: unknown,
    bundle: Record<string, unknown>
) => void;

/** A build of chunks: file → its modules and the chunks it imports. */
const built = (chunks: Record<string, [string[], string[]]>) =>
    Object.fromEntries(
        Object.entries(chunks).map(([fileName, [moduleIds, imports]]) => [
            fileName,
            { ...chunk(fileName, moduleIds), name: fileName, imports },
        ])
    );

const checkBuild = (
    bundle: Record<string, unknown>,
    imports: Record<string, string[]>
) =>
    (preloadShell().generateBundle as unknown as GenerateBundle).call(
        { getModuleInfo: id => ({ importedIds: imports[id] ?? [] }) },
        {},
        bundle
    );

const EARLY = {
    'assets/index.js': [['/r/src/boot.ts'], []],
    'assets/pt.js': [['/r/i18n/pt-BR/index.ts'], []],
    'assets/en.js': [['/r/i18n/en-US/index.ts'], []],
    'assets/device.js': [['/r/src/providers/deviceStore.ts'], []],
} satisfies Record<string, [string[], string[]]>;

describe("what start-up loads before the shell does not import the shell's chunk", () => {
    it('passes a build whose signed-in half has the modules it shares with the shell', () => {
        const bundle = built({
            ...EARLY,
            'assets/signedIn.js': [
                ['/r/src/startupSignedIn.ts', '/r/src/providers/apiClient.ts'],
                [],
            ],
            'assets/shell.js': [['/r/src/main.tsx'], ['assets/signedIn.js']],
        });
        expect(() => checkBuild(bundle, {})).not.toThrow();
    });

    it('fails a build whose signed-in half imports the shell, naming what it takes', () => {
        const bundle = built({
            ...EARLY,
            'assets/signedIn.js': [
                ['/r/src/startupSignedIn.ts'],
                ['assets/shell.js'],
            ],
            'assets/shell.js': [
                ['/r/src/main.tsx', '/r/src/providers/apiClient.ts'],
                [],
            ],
        });
        expect(() =>
            checkBuild(bundle, {
                '/r/src/startupSignedIn.ts': ['/r/src/providers/apiClient.ts'],
            })
        ).toThrow(/signedIn\.js: \/r\/src\/providers\/apiClient\.ts/);
    });

    it('fails a build in which one of them is in no chunk or in the shell', () => {
        const { 'assets/device.js': _device, ...withoutDevice } = EARLY;
        expect(() =>
            checkBuild(
                built({
                    ...withoutDevice,
                    'assets/signedIn.js': [['/r/src/startupSignedIn.ts'], []],
                    'assets/shell.js': [
                        ['/r/src/main.tsx', '/r/src/providers/deviceStore.ts'],
                        [],
                    ],
                }),
                {}
            )
        ).toThrow(/deviceStore.*is in the shell/);
    });
});
