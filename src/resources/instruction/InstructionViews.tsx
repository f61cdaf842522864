import { ResourceCreate } from '@/builders/ResourceCreate';
import { ResourceEdit } from '@/builders/ResourceEdit';
import type { CustomInputs } from '@/builders/ResourceInputs';
import type { ResourceViewProps } from '@/builders/viewProps';
import { numberSteps, StepsInput } from './StepsInput';

const custom: CustomInputs = {
    steps: ({ readOnly }) => <StepsInput readOnly={readOnly} />,
};

export const InstructionCreate = (props: ResourceViewProps) => (
    <ResourceCreate
        definition={props.definition}
        basePath={props.paths.list}
        readOnly={props.readOnly}
        custom={custom}
        prepare={numberSteps}
    />
);

export const InstructionEdit = (props: ResourceViewProps) => (
    <ResourceEdit
        definition={props.definition}
        basePath={props.paths.list}
        readOnly={props.readOnly}
        id={props.id}
        custom={custom}
        prepare={numberSteps}
    />
);
