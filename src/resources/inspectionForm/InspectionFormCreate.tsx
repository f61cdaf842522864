import { ResourceCreate } from '@/builders/ResourceCreate';
import type { CustomInputs } from '@/builders/ResourceInputs';
import type { ResourceViewProps } from '@/builders/viewProps';
import { InspectionFieldsEditor } from './InspectionFieldsEditor';
import { InspectionFormPreview } from './InspectionFormPreview';

const CUSTOM: CustomInputs = {
    fields: ({ readOnly }) => <InspectionFieldsEditor readOnly={readOnly} />,
};

/** A new inspection form: the fields' builder and a live preview. */
export const InspectionFormCreate = (props: ResourceViewProps) => (
    <ResourceCreate
        definition={props.definition}
        basePath={props.paths.list}
        readOnly={props.readOnly}
        custom={CUSTOM}
    >
        <InspectionFormPreview />
    </ResourceCreate>
);
