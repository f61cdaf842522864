/**
 * The one place that says which component draws each resource view: the
 * generated screens of src/builders, each loaded only when first opened.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ResourceViewProps } from './resourceViewProps';

type View = LazyExoticComponent<ComponentType<ResourceViewProps>>;

export const resourceViews: Record<ResourceViewProps['view'], View> = {
    list: lazy(async () => {
        const { ResourceList } = await import('@/builders/ResourceList');
        return {
            default: (p: ResourceViewProps) => (
                <ResourceList
                    definition={p.definition}
                    basePath={p.paths.list}
                    readOnly={p.readOnly}
                />
            ),
        };
    }),
    create: lazy(async () => {
        const { ResourceCreate } = await import('@/builders/ResourceCreate');
        return {
            default: (p: ResourceViewProps) => (
                <ResourceCreate
                    definition={p.definition}
                    basePath={p.paths.list}
                    readOnly={p.readOnly}
                />
            ),
        };
    }),
    edit: lazy(async () => {
        const { ResourceEdit } = await import('@/builders/ResourceEdit');
        return {
            default: (p: ResourceViewProps) => (
                <ResourceEdit
                    definition={p.definition}
                    basePath={p.paths.list}
                    readOnly={p.readOnly}
                    id={p.id}
                />
            ),
        };
    }),
};
