/**
 * `React.lazy` with a `preload()`: start-up can fetch the code of the
 * route being opened while sign-in runs, and React then renders it from
 * the same promise (no second download, no second wait).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type Preloadable<P> = LazyExoticComponent<ComponentType<P>> & {
    preload: () => Promise<unknown>;
};

export const preloadable = <P extends object>(
    load: () => Promise<{ default: ComponentType<P> }>
): Preloadable<P> => {
    let loading: Promise<{ default: ComponentType<P> }> | undefined;
    const once = () => (loading ??= load());
    return Object.assign(lazy(once), { preload: once });
};
