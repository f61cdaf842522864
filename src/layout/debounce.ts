export interface Debounced<Args extends unknown[]> {
    (...args: Args): void;
    cancel: () => void;
}

/** Runs `fn` once calls have stopped for `waitMs`, with the last arguments. */
export const debounce = <Args extends unknown[]>(
    fn: (...args: Args) => void,
    waitMs: number
): Debounced<Args> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const debounced = (...args: Args) => {
        clearTimeout(timer);
        timer = setTimeout(() => {
            timer = undefined;
            fn(...args);
        }, waitMs);
    };
    debounced.cancel = () => {
        clearTimeout(timer);
        timer = undefined;
    };
    return debounced;
};
