/**
 * The app's scripts, started by the early sign-in instead of the HTML's
 * markup (build/deferAppScripts.ts lists them in a JSON data block): a
 * signed-out visit sent to the sign-in form then downloads none of the
 * app's code, which shared the connection with the form's requests
 * (docs/performance.md, "The app's scripts only when the app starts").
 * Every other visit starts them while the head is parsed, as the markup
 * did.
 */

/** The data block's id; build/deferAppScripts.ts writes the same one. */
export const APP_SCRIPTS_ELEMENT_ID = 'app-scripts';

export interface AppScripts {
    /** The entry module (src/boot.ts's chunk). */
    entry: string;
    /** Modules the entry imports, fetched beside it. */
    preload: string[];
}

const isPath = (v: unknown): v is string =>
    typeof v === 'string' && v.startsWith('/') && !v.startsWith('//');

/** The listed scripts, or undefined when the page has none (the markup loads them: a development server). */
export const appScripts = (doc: Document): AppScripts | undefined => {
    const text = doc.getElementById(APP_SCRIPTS_ELEMENT_ID)?.textContent;
    if (!text) return undefined;
    try {
        const raw = JSON.parse(text) as Partial<AppScripts>;
        const preload = Array.isArray(raw.preload) ? raw.preload : [];
        if (!isPath(raw.entry) || !preload.every(isPath)) return undefined;
        return { entry: raw.entry, preload };
    } catch {
        return undefined;
    }
};

const started = new WeakSet<Document>();

/**
 * Fetches the app's modules at once and runs the entry once the page's
 * `#root` is parsed (an inserted module runs as soon as it has arrived,
 * where the markup's waited for the whole page). Once per page.
 */
export const loadAppScripts = (doc: Document): void => {
    const scripts = appScripts(doc);
    if (!scripts || started.has(doc)) return;
    started.add(doc);
    const parent = doc.head ?? doc.documentElement;
    for (const href of [scripts.entry, ...scripts.preload]) {
        const link = doc.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        parent.appendChild(link);
    }
    const run = () => {
        const script = doc.createElement('script');
        script.type = 'module';
        script.crossOrigin = '';
        script.src = scripts.entry;
        parent.appendChild(script);
    };
    if (doc.readyState === 'loading')
        doc.addEventListener('DOMContentLoaded', run, { once: true });
    else run();
};
