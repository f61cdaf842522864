import { ResourceEdit } from '@/builders/ResourceEdit';
import type { CustomInputs } from '@/builders/ResourceInputs';
import type { ResourceViewProps } from '@/builders/viewProps';
import { InspectionFieldsEditor } from './InspectionFieldsEditor';
import { InspectionFormPreview } from './InspectionFormPreview';

const CUSTOM: CustomInputs = {
    fields: ({ readOnly }) => <InspectionFieldsEditor readOnly={readOnly} />,
};

/**
 * An inspection form's details: read-only until "Enable edit", then the
 * builder; saving makes a new version (registers keep theirs).
 */
export const InspectionFormEdit = (props: ResourceViewProps) => (
    <ResourceEdit
        definition={props.definition}
        basePath={props.paths.list}
        readOnly={props.readOnly}
        id={props.id}
        custom={CUSTOM}
    >
        <InspectionFormPreview />
    </ResourceEdit>
);
