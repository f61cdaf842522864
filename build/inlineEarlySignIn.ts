/**
 * Inlines the early sign-in (src/signin/earlyEntry.ts) into index.html as a
 * classic script, so that it runs as soon as the HTML is parsed, before
 * the app's scripts have arrived (docs/performance.md, "Sign-in from the
 * HTML"). The build writes the script's SHA-256 to `csp-hashes.json`
 * beside index.html; the server's Content-Security-Policy for the page
 * allows exactly that script (server/src/spa.ts), nothing else inline.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import type { Plugin } from 'vite';

export const EARLY_ENTRY = fileURLToPath(
    new URL('../src/signin/earlyEntry.ts', import.meta.url)
);

/** The file the server reads the page's script hashes from. */
export const CSP_HASHES_FILE = 'csp-hashes.json';

/** A CSP source for an inline script's exact text. */
export const scriptHash = (text: string): string =>
    `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The early sign-in as one minified classic script. */
export async function bundleEarlySignIn(): Promise<string> {
    const { output } = await build({
        input: EARLY_ENTRY,
        write: false,
        platform: 'browser',
        logLevel: 'warn',
        output: { format: 'iife', minify: true },
    });
    const [chunk] = output;
    if (!chunk || chunk.type !== 'chunk' || output.length !== 1)
        throw new Error('inlineEarlySignIn: expected one chunk');
    // No "</script" inside: the text goes between script tags as it is.
    const code = chunk.code.trim();
    if (/<\/script/i.test(code))
        throw new Error('inlineEarlySignIn: "</script" in the script');
    return code;
}

export function inlineEarlySignIn(): Plugin {
    let code: Promise<string> | undefined;
    const script = () => (code ??= bundleEarlySignIn());
    return {
        name: 'plants:inline-early-sign-in',
        // A rebuild in watch mode picks up changes.
        buildStart() {
            code = undefined;
        },
        async generateBundle() {
            this.emitFile({
                type: 'asset',
                fileName: CSP_HASHES_FILE,
                source: `${JSON.stringify({ scriptSrc: [scriptHash(await script())] }, null, 4)}\n`,
            });
        },
        transformIndexHtml: {
            order: 'pre',
            async handler() {
                return [
                    {
                        tag: 'script',
                        children: await script(),
                        injectTo: 'head',
                    },
                ];
            },
        },
    };
}
