/**
 * `React.lazy` with a `preload()`: start-up can fetch the code of the
 * route being opened while sign-in runs, and React then renders it from
 * the same promise (no second download, no second wait).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { retryImport } from '@/providers/retryImport';

export type Preloadable<P> = LazyExoticComponent<ComponentType<P>> & {
    preload: () => Promise<unknown>;
};

type Module<P> = { default: ComponentType<P> };

export const preloadable = <P extends object>(
    load: () => Promise<Module<P>>
): Preloadable<P> => {
    let loading: Promise<Module<P>> | undefined;
    let loaded: Module<P> | undefined;
    const loadRetrying = retryImport(load);
    // A load that failed for good is forgotten, so the next render or
    // preload asks again rather than repeating the failure.
    const once = () =>
        (loading ??= loadRetrying().then(
            module => (loaded = module),
            (error: unknown) => {
                loading = undefined;
                throw error;
            }
        ));
    // React.lazy suspends until its loader's `then` calls back, which a
    // promise never does at once: a screen whose code arrived before it
    // was drawn (preloaded with the page) would still show the fallback
    // and draw in a second pass. A thenable that answers at once lets it
    // draw in the same pass as its frame (docs/performance.md, "Drawing a
    // list").
    const ready = (module: Module<P>) =>
        ({
            then: (onLoaded: (value: Module<P>) => unknown) => {
                onLoaded(module);
            },
        }) as unknown as Promise<Module<P>>;
    const component = lazy(() => (loaded ? ready(loaded) : once()));
    return Object.assign(component, { preload: once });
};
