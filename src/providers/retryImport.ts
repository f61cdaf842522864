/**
 * Code that arrives late rather than never: a screen's chunk asked for
 * while the server restarts, or over a dropped connection, is asked for
 * again until the server answers, instead of leaving a screen that only a
 * reload mends (docs/structure.md, "Code loading").
 *
 * React.lazy keeps the first answer of its loader for good, so the retries
 * happen inside the one promise it is given. Browsers do not keep a failed
 * module fetch (Chromium asks again on the next import), so asking again
 * is enough once the server is back.
 */

/** How long a screen waits for its code before saying it did not come. */
export const CODE_RETRY_BUDGET_MS = 60_000;

const FIRST_DELAY_MS = 500;
const LONGEST_DELAY_MS = 4_000;

// Chromium, Firefox and Safari word a module that could not be fetched so;
// an error thrown while the module runs is not one of them and is not
// retried (it would fail the same way).
const LOAD_FAILURE =
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether `error` says the code could not be fetched (not that it broke). */
export const isCodeLoadFailure = (error: unknown): boolean =>
    error instanceof Error && LOAD_FAILURE.test(error.message);

const urlIn = (error: unknown): string | undefined => {
    if (!(error instanceof Error)) return undefined;
    const match = /(https?:\/\/\S+\.(?:js|css))/.exec(error.message);
    return match?.[1];
};

/**
 * Whether the server answers for the chunk but no longer has it (a new
 * version replaced the files): then waiting cannot help, only a reload,
 * which fetches the new version's page.
 */
const chunkIsGone = async (error: unknown): Promise<boolean> => {
    const url = urlIn(error);
    // Typed without the DOM: the API tests compile this under Node's types.
    const page = (globalThis as { location?: { origin: string } }).location;
    if (!url || new URL(url).origin !== page?.origin) return false;
    try {
        const res = await fetch(url, {
            method: 'HEAD',
            headers: { 'cache-control': 'no-cache' },
        });
        return res.status === 404 || res.status === 410;
    } catch {
        return false; // not answering: the server is away, keep waiting
    }
};

const sleep = (ms: number) =>
    new Promise<void>(resolve => setTimeout(resolve, ms));

export interface RetryOptions {
    budgetMs?: number;
    /** The clock and the pause, replaced by tests. */
    now?: () => number;
    wait?: (ms: number) => Promise<void>;
    isGone?: (error: unknown) => Promise<boolean>;
}

/**
 * `load` again and again while it fails to fetch, with growing pauses
 * (0.5 s doubling to 4 s), for at most `budgetMs`; any other failure, a
 * chunk the server no longer has, or the budget spent rejects with the
 * last error.
 */
export const retryImport =
    <T>(load: () => Promise<T>, options: RetryOptions = {}) =>
    async (): Promise<T> => {
        const {
            budgetMs = CODE_RETRY_BUDGET_MS,
            now = Date.now,
            wait = sleep,
            isGone = chunkIsGone,
        } = options;
        const start = now();
        let delay = FIRST_DELAY_MS;
        for (;;) {
            try {
                return await load();
            } catch (error) {
                if (!isCodeLoadFailure(error)) throw error;
                if (now() - start + delay > budgetMs) throw error;
                if (await isGone(error)) throw error;
                await wait(delay);
                delay = Math.min(delay * 2, LONGEST_DELAY_MS);
            }
        }
    };
