import { ResourceEdit } from '@/builders/ResourceEdit';
import type { CustomInputs } from '@/builders/ResourceInputs';
import type { ResourceViewProps } from '@/builders/viewProps';
import { AnswersEditor } from './AnswersEditor';

const CUSTOM: CustomInputs = {
    answers: ({ readOnly }) => <AnswersEditor readOnly={readOnly} />,
    // Drawn as the answers' form above, not as a list of settings.
    formFields: () => null,
};

/**
 * A register's details: its answers drawn as the form it answered, at that
 * form's version (the copy the server kept), read-only until "Enable edit".
 */
export const InspectionRegisterEdit = (props: ResourceViewProps) => (
    <ResourceEdit
        definition={props.definition}
        basePath={props.paths.list}
        readOnly={props.readOnly}
        id={props.id}
        custom={CUSTOM}
    />
);
