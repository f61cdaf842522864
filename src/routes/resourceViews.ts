/**
 * The one place that says which component draws each resource view.
 * Swap the placeholders for src/builders' ResourceList / ResourceCreate /
 * ResourceEdit when they land; each is loaded only when first opened.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ResourceViewProps } from './resourceViewProps';

const placeholder = () =>
    import('@/screens/EntityPlaceholder').then(m => ({ default: m.EntityPlaceholder }));

export const resourceViews: Record<
    ResourceViewProps['view'],
    LazyExoticComponent<ComponentType<ResourceViewProps>>
> = {
    list: lazy(placeholder),
    create: lazy(placeholder),
    edit: lazy(placeholder),
};
