/**
 * index.html as the server sends it: with the client configuration written
 * into it as a JSON data block, so that start-up reads it
 * (src/signin/embeddedConfig.ts) without a round trip for `/config.json`
 * (docs/performance.md, "Start-up"). The block takes the place of
 * the HTML's preload of `/config.json`; `/config.json` itself is still
 * served (a page from another server, the app's retry after a failure).
 *
 * A data block is not run, so the page's Content-Security-Policy needs no
 * new source for it; `<` is escaped so that no value can close the
 * element.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The block's id; src/signin/embeddedConfig.ts reads the same one. */
export const CONFIG_ELEMENT_ID = 'app-config';

/** The build's preload of /config.json (index.html), with its comment. */
const CONFIG_PRELOAD =
    /(?:<!--[^>]*-->\s*)?<link\b[^>]*\bhref="\/config\.json"[^>]*>/;

/** The data block holding `configJson` (JSON), which no value in it can close. */
export const configBlock = (configJson: string): string =>
    `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${configJson.replace(/</g, '\\u003c')}</script>`;

/**
 * The page with the configuration in it. `configJson` must be JSON
 * (undefined: the page as built, which asks for /config.json).
 */
export const withConfig = (html: string, configJson?: string): string => {
    if (configJson === undefined) return html;
    const block = configBlock(configJson);
    // In the head, where the build's preload of /config.json was.
    if (CONFIG_PRELOAD.test(html)) return html.replace(CONFIG_PRELOAD, block);
    return html.replace(/<head>/i, match => `${match}${block}`);
};

/** The operator's config.json as compact JSON, or undefined when it is not JSON (the app says so). */
export const compactJson = (text: string): string | undefined => {
    try {
        return JSON.stringify(JSON.parse(text));
    } catch {
        return undefined;
    }
};

export interface IndexPage {
    etag: string;
    plain: Buffer;
    br: Buffer;
    gzip: Buffer;
}

/** A strong validator for a body the server builds itself. */
export const etagOf = (body: string | Buffer): string =>
    `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** The page's bytes in each encoding, and a strong validator. */
export const encodePage = (html: string): IndexPage => {
    const plain = Buffer.from(html, 'utf8');
    return {
        etag: etagOf(plain),
        plain,
        br: brotliCompressSync(plain, {
            params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
            },
        }),
        gzip: gzipSync(plain, { level: 9 }),
    };
};

/** The encoding to send for an Accept-Encoding header: br, then gzip, else none. */
export const pickEncoding = (
    accept: string | undefined
): 'br' | 'gzip' | undefined => {
    const offered = new Map<string, number>();
    for (const part of (accept ?? '').toLowerCase().split(',')) {
        const [name = '', ...params] = part.trim().split(';');
        const q = params.map(p => p.trim()).find(p => p.startsWith('q='));
        offered.set(name.trim(), q ? Number(q.slice(2)) : 1);
    }
    const ok = (name: string) => {
        const q = offered.get(name) ?? offered.get('*');
        return q !== undefined && q > 0;
    };
    if (ok('br')) return 'br';
    if (ok('gzip')) return 'gzip';
    return undefined;
};
