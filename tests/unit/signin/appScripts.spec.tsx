/**
 * The app's scripts started by the early sign-in (src/signin/appScripts.ts)
 * from the block build/deferAppScripts.ts writes into index.html.
 */
import { describe, expect, it } from 'vitest';
import { deferScripts } from '../../../build/deferAppScripts';
import {
    APP_SCRIPTS_ELEMENT_ID,
    appScripts,
    loadAppScripts,
} from '@/signin/appScripts';

const LISTED = {
    entry: '/assets/index-AbCd1234.js',
    preload: ['/assets/shell-EfGh5678.js'],
};

/** A fresh document with the block, as the built page has it. */
const pageWith = (text: string, readyState = 'complete') => {
    const doc = document.implementation.createHTMLDocument('page');
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = APP_SCRIPTS_ELEMENT_ID;
    block.textContent = text;
    doc.head.appendChild(block);
    Object.defineProperty(doc, 'readyState', {
        get: () => readyState,
        configurable: true,
    });
    return doc;
};

const tags = (doc: Document) =>
    [...doc.head.querySelectorAll('link, script[src]')].map(el =>
        el.tagName === 'LINK'
            ? `preload ${el.getAttribute('href')} ${el.getAttribute('crossorigin')}`
            : `${el.getAttribute('type')} ${el.getAttribute('src')} ${el.getAttribute('crossorigin')}`
    );

describe('the listed scripts', () => {
    it('are read from the block; anything but paths of this origin is refused', () => {
        expect(appScripts(pageWith(JSON.stringify(LISTED)))).toEqual(LISTED);
        for (const text of [
            '',
            'not json',
            '{"preload":[]}',
            JSON.stringify({ ...LISTED, entry: 'https://evil.example/x.js' }),
            JSON.stringify({ ...LISTED, entry: '//evil.example/x.js' }),
            JSON.stringify({ ...LISTED, preload: [42] }),
        ])
            expect(appScripts(pageWith(text)), text).toBeUndefined();
        expect(
            appScripts(document.implementation.createHTMLDocument('none'))
        ).toBeUndefined();
    });

    it('are fetched at once, the entry run once, as the markup did', () => {
        const doc = pageWith(JSON.stringify(LISTED));
        loadAppScripts(doc);
        loadAppScripts(doc);
        expect(tags(doc)).toEqual([
            'preload /assets/index-AbCd1234.js ',
            'preload /assets/shell-EfGh5678.js ',
            'module /assets/index-AbCd1234.js ',
        ]);
    });

    it('run the entry only once the page is parsed (it draws into #root)', () => {
        let state = 'loading';
        const doc = pageWith(JSON.stringify(LISTED));
        Object.defineProperty(doc, 'readyState', { get: () => state });
        loadAppScripts(doc);
        expect(tags(doc)).toEqual([
            'preload /assets/index-AbCd1234.js ',
            'preload /assets/shell-EfGh5678.js ',
        ]);
        state = 'interactive';
        doc.dispatchEvent(new Event('DOMContentLoaded'));
        expect(tags(doc)).toContain('module /assets/index-AbCd1234.js ');
    });
});

describe('the build (build/deferAppScripts.ts)', () => {
    const built = `<!doctype html><html><head><meta charset="UTF-8" /><script>inline()</script>
<script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>
<link rel="modulepreload" crossorigin href="/assets/shell-EfGh5678.js">
</head><body><div id="root"></div></body></html>`;

    it('moves the module tags into the block, before the inline script', () => {
        const html = deferScripts(built);
        expect(html).not.toMatch(/type="module"|modulepreload/);
        const doc = new DOMParser().parseFromString(html, 'text/html');
        expect(appScripts(doc)).toEqual(LISTED);
        const block = doc.getElementById(APP_SCRIPTS_ELEMENT_ID);
        expect(
            block?.compareDocumentPosition(
                doc.querySelector('script:not([id])')!
            )
        ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
        expect(doc.querySelector('meta[charset]')).not.toBeNull();
    });

    it('fails the build without exactly one entry', () => {
        expect(() => deferScripts('<html><head></head></html>')).toThrow(
            /one module script, found 0/
        );
        const twice = built.replace(
            '</head>',
            '<script type="module" src="/x.js"></script></head>'
        );
        expect(() => deferScripts(twice)).toThrow(/found 2/);
    });
});
