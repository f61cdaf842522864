import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Button from '@mui/material/Button';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
    MAX_SAVED_CHARS,
    restoreStyles,
    saveStyles,
} from '@/earlyPage/savedStyles';

const STORAGE_KEY = 'savedStyles';

/**
 * A visit: emotion's cache created afresh, as on a page's load (it adopts
 * the marked style elements then), and one button drawn.
 */
const drawButton = () => {
    const cache = createCache({ key: 'css' });
    render(
        <CacheProvider value={cache}>
            <Button variant="contained">Salvar</Button>
        </CacheProvider>
    );
    return cache;
};

/** Emotion's own style elements: the rules it built on this visit. */
const builtThisVisit = () =>
    Array.from(
        document.head.querySelectorAll<HTMLStyleElement>(
            'style[data-emotion="css"]'
        )
    ).flatMap(tag => Array.from(tag.sheet?.cssRules ?? []));

const newVisit = () => {
    cleanup();
    document.head.innerHTML = '';
};

afterEach(() => {
    newVisit();
    localStorage.clear();
});

describe('the styles kept for the next visit', () => {
    it('are adopted by emotion on the next visit, which builds none of them again', () => {
        drawButton();
        expect(builtThisVisit().length).toBeGreaterThan(0);
        saveStyles();
        const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
        expect(saved.names.length).toBeGreaterThan(0);
        expect(saved.css).toContain('.css-');

        newVisit();
        restoreStyles();
        const cache = drawButton();
        expect(builtThisVisit()).toHaveLength(0);
        for (const name of saved.names) expect(cache.inserted[name]).toBe(true);
        // The restored rules style the button.
        const button = document.querySelector('button');
        const restored = document.head.querySelector(
            'style[data-emotion^="css "]'
        );
        expect(restored?.textContent).toContain(
            `.${[...(button?.classList ?? [])].find(c => c.startsWith('css-'))}`
        );
    });

    it('are ignored when what is stored is not theirs', () => {
        for (const stored of [
            'not json',
            JSON.stringify({ names: ['a"b'], css: '.css-a{}' }),
            JSON.stringify({ names: 'a', css: '.css-a{}' }),
            JSON.stringify({ names: [], css: '' }),
        ]) {
            localStorage.setItem(STORAGE_KEY, stored);
            restoreStyles();
        }
        expect(document.head.querySelector('style')).toBeNull();
    });

    it("past the bound, keep only this visit's rules", () => {
        const restored = document.createElement('style');
        restored.dataset.emotion = 'css old';
        const rule = '.css-old{color:red}';
        restored.textContent = Array.from(
            { length: Math.ceil(MAX_SAVED_CHARS / rule.length) + 1 },
            () => rule
        ).join('\n');
        const built = document.createElement('style');
        built.dataset.emotion = 'css';
        built.textContent = '.css-new{color:blue}';
        document.head.append(restored, built);
        saveStyles();
        const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
        expect(saved.names).toEqual(['new']);
        expect(saved.css).not.toContain('css-old');
    });
});
