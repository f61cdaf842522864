/** `task` once the page has had its turn (the browser idle, at most 2 s later). */
export const whenIdle = (task: () => void): void => {
    if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(task, { timeout: 2000 });
    else setTimeout(task, 0);
};
