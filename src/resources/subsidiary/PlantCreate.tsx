import { ResourceCreate } from '@/builders/ResourceCreate';
import type { ResourceViewProps } from '@/builders/viewProps';
import { PLANT_INPUTS, PLANT_TABS } from './plantForm';

/** A new plant (`/admin/subsidiary/new`). */
export const PlantCreate = (props: ResourceViewProps) => (
    <ResourceCreate
        definition={props.definition}
        basePath={props.paths.list}
        readOnly={props.readOnly}
        custom={PLANT_INPUTS}
        tabs={PLANT_TABS}
    />
);
