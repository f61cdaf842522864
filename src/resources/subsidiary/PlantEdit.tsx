import { ResourceEdit } from '@/builders/ResourceEdit';
import type { ResourceViewProps } from '@/builders/viewProps';
import { PLANT_INPUTS, PLANT_TABS } from './plantForm';

/**
 * A plant's details (`/admin/subsidiary/details/{id}`, or the plant user's
 * own at `/subsidiary/details`, which may be updated but not deleted).
 */
export const PlantEdit = (props: ResourceViewProps) => (
    <ResourceEdit
        definition={props.definition}
        basePath={props.paths.list}
        readOnly={props.readOnly}
        canDelete={
            !(props.mode === 'normal' && props.definition.normalPageUpdateOnly)
        }
        id={props.id}
        custom={PLANT_INPUTS}
        tabs={PLANT_TABS}
    />
);
