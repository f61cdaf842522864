import { ResourceCreate } from '@/builders/ResourceCreate';
import type { CustomInputs } from '@/builders/ResourceInputs';
import type { ResourceViewProps } from '@/builders/viewProps';
import { AnswersEditor } from './AnswersEditor';

const CUSTOM: CustomInputs = {
    answers: ({ readOnly }) => <AnswersEditor readOnly={readOnly} />,
};

/** A new register: choose a form, then answer it as its fields ask. */
export const InspectionRegisterCreate = (props: ResourceViewProps) => (
    <ResourceCreate
        definition={props.definition}
        basePath={props.paths.list}
        readOnly={props.readOnly}
        custom={CUSTOM}
    />
);
