import { createHash } from 'node:crypto';
import { escapeHtml } from '../escapeHtml.ts';
import { LOGIN_CSS } from './assets.ts';

/** The CSP source allowing the pages' one style element. */
const LOGIN_CSS_SOURCE = `'sha256-${createHash('sha256').update(LOGIN_CSS).digest('base64')}'`;

/** Where the sign-in pages load their icon and scripts from. */
export const ASSETS_PATH = '/resources';

export interface PageOptions {
    lang: string;
    title: string;
    /** Mount prefix of the realm, e.g. /realms/plants. */
    base: string;
    body: string;
    /** External scripts only, so that `script-src 'self'` holds. */
    scripts?: string[];
}

export function page(opts: PageOptions): string {
    const assets = `${opts.base}${ASSETS_PATH}`;
    const scripts = (opts.scripts ?? [])
        .map(s => `<script src="${escapeHtml(`${assets}/${s}`)}"></script>`)
        .join('');
    return `<!DOCTYPE html>
<html lang="${escapeHtml(opts.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(opts.title)}</title>
<link rel="icon" type="image/svg+xml" href="${escapeHtml(`${assets}/favicon.svg`)}">
<style>${LOGIN_CSS}</style>
</head>
<body>
<main class="card">
${opts.body}
</main>
${scripts}
</body>
</html>
`;
}

/**
 * CSP of the sign-in pages: nothing inline but their style (by its hash),
 * forms may only go to us and on to the redirect origins (browsers apply
 * form-action to the redirects too).
 */
export function pageCsp(origins: string[], frameAncestors = "'self'") {
    const targets = ["'self'", ...origins].join(' ');
    return [
        "default-src 'none'",
        "script-src 'self'",
        `style-src ${LOGIN_CSS_SOURCE}`,
        "img-src 'self'",
        `form-action ${targets}`,
        `frame-ancestors ${frameAncestors}`,
        "base-uri 'none'",
    ].join('; ');
}
