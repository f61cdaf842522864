/**
 * Takes the app's module scripts out of index.html's markup and lists
 * them in a JSON data block instead, for the early sign-in to start
 * (src/signin/appScripts.ts). In the markup, the browser's preload
 * scanner fetched them on every visit, so a signed-out visit on its way
 * to the sign-in form downloaded the entry and the shell (about 250 kB)
 * on the same connection as the form (docs/performance.md, "The app's
 * scripts only when the app starts"). Runs after Vite and
 * preloadShell have written their tags.
 */
import type { Plugin } from 'vite';
import {
    APP_SCRIPTS_ELEMENT_ID,
    type AppScripts,
} from '../src/signin/appScripts.ts';

const MODULE_SCRIPT =
    /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD =
    /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/g;

/** The page without its module tags, and the block listing them. */
export const deferScripts = (html: string): string => {
    const entries = [...html.matchAll(MODULE_SCRIPT)].map(m => m[1] ?? '');
    const [entry] = entries;
    if (!entry || entries.length !== 1)
        throw new Error(
            `deferAppScripts: expected one module script, found ${entries.length}`
        );
    const scripts: AppScripts = {
        entry,
        preload: [...html.matchAll(MODULE_PRELOAD)].map(m => m[1] ?? ''),
    };
    const block = `<script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">${JSON.stringify(scripts)}</script>`;
    const bare = html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
    // Before the inline early sign-in, which reads it as the head is parsed.
    return bare.replace(/<head>/i, head => `${head}\n${block}`);
};

export function deferAppScripts(): Plugin {
    return {
        name: 'plants:defer-app-scripts',
        apply: 'build',
        transformIndexHtml: { order: 'post', handler: deferScripts },
    };
}
