/**
 * The styles emotion built on the last visit, kept for the next one
 * (docs/performance.md, "One draw for the list").
 *
 * MUI styles its components with emotion, which builds each distinct
 * style's CSS the first time a component draws with it and inserts it rule
 * by rule: on a list's first draw, about 550 rules and a good part of the
 * draw's time. Emotion names a style by a hash of its CSS, so the rules of
 * the last visit are right for this one. Put back in a `<style>` marked the
 * way emotion marks server-rendered styles (`data-emotion="css name…"`),
 * before emotion's cache is created (src/boot.ts runs before the shell),
 * they are adopted by that cache, and the first draw only builds the
 * styles it has not seen before. Stale rules of an older build are never
 * matched; the kept text is bounded.
 */

const STORAGE_KEY = 'savedStyles';
/** Beyond this, only the rules built on this visit are kept. */
export const MAX_SAVED_CHARS = 400_000;

interface SavedStyles {
    names: string[];
    css: string;
}

const isSaved = (value: unknown): value is SavedStyles =>
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as SavedStyles).names) &&
    (value as SavedStyles).names.every(n => /^[\w-]+$/.test(n)) &&
    typeof (value as SavedStyles).css === 'string';

/** Marks the restored `<style>`: restored once per page. */
const RESTORED_MARK = 'data-saved-styles';

/**
 * Puts the last visit's rules back, before emotion's cache exists; once
 * per page (the page before the app restores them first:
 * src/earlyPage/draw.ts). Answers the names of the rules restored.
 */
export const restoreStyles = (): Set<string> | undefined => {
    try {
        const done = document.head.querySelector(`style[${RESTORED_MARK}]`);
        if (done)
            return new Set(
                (done.getAttribute('data-emotion') ?? '').split(' ').slice(1)
            );
        const saved: unknown = JSON.parse(
            localStorage.getItem(STORAGE_KEY) ?? 'null'
        );
        if (!isSaved(saved) || saved.names.length === 0) return undefined;
        const style = document.createElement('style');
        style.setAttribute('data-emotion', `css ${saved.names.join(' ')}`);
        style.setAttribute(RESTORED_MARK, '');
        style.textContent = saved.css;
        document.head.appendChild(style);
        return new Set(saved.names);
    } catch {
        // No storage, or not ours: the styles are built as usual.
        return undefined;
    }
};

/** The rules of emotion's style elements (not its global ones), and their names. */
const collect = (tags: HTMLStyleElement[]): SavedStyles => {
    const names = new Set<string>();
    const rules: string[] = [];
    for (const tag of tags) {
        for (const rule of Array.from(tag.sheet?.cssRules ?? [])) {
            const text = rule.cssText;
            for (const m of text.matchAll(/\.css-([\w-]+)/g))
                if (m[1]) names.add(m[1]);
            const keyframes = /^@keyframes ([\w-]+)/.exec(text);
            if (keyframes?.[1]) names.add(keyframes[1]);
            rules.push(text);
        }
    }
    return { names: [...names], css: rules.join('\n') };
};

const emotionTags = () =>
    Array.from(
        document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion]')
    ).filter(tag => tag.dataset.emotion?.split(' ')[0] === 'css');

/** Keeps the rules emotion holds now for the next visit. */
export const saveStyles = (): void => {
    try {
        const tags = emotionTags();
        let saved = collect(tags);
        if (saved.css.length > MAX_SAVED_CHARS)
            // Emotion's own tags hold this visit's rules; restored ones
            // carry their names.
            saved = collect(tags.filter(tag => tag.dataset.emotion === 'css'));
        if (saved.css.length > MAX_SAVED_CHARS || saved.names.length === 0)
            return;
        localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    } catch {
        // Storage full or unavailable: nothing kept.
    }
};

/** Saves when the page is left or hidden (a closed tab, another app on a phone). */
export const keepStylesForNextVisit = (): void => {
    window.addEventListener('pagehide', saveStyles);
    document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') saveStyles();
    });
};
