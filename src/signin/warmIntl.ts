/**
 * The browser's first `Intl` formatter loads its locale data, about
 * 30 ms of main thread on a laptop and 120 ms at 4x CPU, which otherwise
 * fell inside the list's first draw with its rows (its date cells and the
 * zone in a date column's heading; docs/performance.md, "Rows first").
 * The early sign-in calls this while the main thread waits for the
 * silent check's answer; any later formatter of any language and zone
 * then finds the data loaded (measured: the first costs over a hundred
 * times what the next one does, whatever their languages and zones).
 */
export const warmIntl = (win: Window): void => {
    win.setTimeout(() => {
        try {
            new Intl.DateTimeFormat(
                win.document.documentElement.lang || undefined,
                {
                    dateStyle: 'short',
                    timeStyle: 'short',
                }
            ).format(0);
        } catch {
            // Only a head start: the app builds its own formatters.
        }
    }, 0);
};
