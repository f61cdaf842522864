/**
 * The service worker's registration (build/serviceWorker.ts) and whether
 * a new build is waiting: the app asks the user before it takes over
 * (src/layout/shell/UpdatePrompt.tsx), as a reload would drop a form being
 * filled in.
 */
import { registerSW } from 'virtual:pwa-register';

/** How often an open console asks whether a new build was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let waiting = false;
let update: ((reload?: boolean) => Promise<void>) | undefined;
const listeners = new Set<() => void>();

/** Registers the worker (once, after the first screen is drawn). */
export const startServiceWorker = (): void => {
    if (update || !('serviceWorker' in navigator)) return;
    update = registerSW({
        onNeedRefresh() {
            waiting = true;
            for (const listener of listeners) listener();
        },
        onRegisteredSW(_url, registration) {
            if (!registration) return;
            window.setInterval(() => {
                if (navigator.onLine) void registration.update();
            }, UPDATE_CHECK_MS);
        },
        onRegisterError(error: unknown) {
            // Without it the app works as before, from the network.
            console.error('Service worker registration failed', error);
        },
    });
};

export const updateWaiting = (): boolean => waiting;

export const subscribeUpdate = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
};

/** Activates the waiting build and reloads the page on it. */
export const applyUpdate = (): Promise<void> =>
    update ? update(true) : Promise.resolve();

/** The cache the worker serves pages from when the network is down (build/serviceWorker.ts). */
export const PAGE_CACHE = 'app-page';

/**
 * The field app is opened offline from its home screen icon: the page
 * must be in the worker's cache before the network goes, not only after
 * the next visit the worker saw. Put there (with the configuration the
 * server writes into it) once the worker runs, on every start with a
 * network.
 */
export const keepPageForOffline = (): void => {
    if (
        !('serviceWorker' in navigator) ||
        typeof caches === 'undefined' ||
        !navigator.onLine
    )
        return;
    void navigator.serviceWorker.ready
        .then(async () => {
            const page = await fetch('/', { headers: { Accept: 'text/html' } });
            if (page.ok)
                await (await caches.open(PAGE_CACHE)).put('/index.html', page);
        })
        .catch((error: unknown) =>
            console.error('The page could not be kept for offline use', error)
        );
};
