import type { ResourceDefinition } from '@/domain/fields';
import type { ResourcePaths, RouteMode } from './paths';

/**
 * What a resource screen gets from the router. The screen also sits inside
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
