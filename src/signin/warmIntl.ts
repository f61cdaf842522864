/**
 * The browser's first `Intl` formatter loads its locale data, about
 * 30 ms of main thread on a laptop and 120 ms at 4x CPU, which otherwise
 * fell inside the list's first draw with its rows (its date cells and the
 * zone in a date column's heading; docs/performance.md, "Rows first").
 * The early sign-in calls this while the main thread waits for the
 * silent check's answer; any later formatter of any language and zone
 * then finds the data loaded (measured: the first costs over a hundred
 * times what the next one does, whatever their languages and zones).
 * Numbers have data of their own: after a date formatter, the first
 * `Intl.NumberFormat` still cost 7 to 18 ms at 4x CPU and the next under
 * 1 ms, whatever its options (the dashboard's figures, a list's counts).
 */
export const warmIntl = (win: Window): void => {
    win.setTimeout(() => {
        const lang = win.document.documentElement.lang || undefined;
        try {
            new Intl.DateTimeFormat(lang, {
                dateStyle: 'short',
                timeStyle: 'short',
            }).format(0);
            new Intl.NumberFormat(lang).format(0);
        } catch {
            // Only a head start: the app builds its own formatters.
        }
    }, 0);
};
