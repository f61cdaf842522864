import type { ComponentType } from 'react';
import type { ResourceDefinition, ViewName } from '@shared/domain/fields';

/** Admin routes (`/admin/...`) or the selected plant's (spec section 2). */
export type RouteMode = 'admin' | 'normal';

/** Where list, new and details live for one resource in one mode. */
export interface ResourcePaths {
    list: string;
    create: string;
    details: (id: string | number) => string;
}

/**
 * What a resource screen (generated or hand-written) gets from the router. The screen also sits inside
 * `<ResourceContextProvider value={definition.name}>`.
 */
export interface ResourceViewProps {
    definition: ResourceDefinition;
    view: 'list' | 'create' | 'edit';
    mode: RouteMode;
    /** Where list, new and details live for this resource in this mode. */
    paths: ResourcePaths;
    /** Record id on details routes (from the URL, or the user's own company / selected plant). */
    id?: string;
    /** The profile's page is view-only: no create, edit or delete. */
    readOnly: boolean;
}

/** What a view folder's `index.ts` exports as `views`: its hand-written views by resource name, then view. */
export type HandWrittenViews = Record<
    string,
    Partial<Record<ViewName, ComponentType<ResourceViewProps>>>
>;
