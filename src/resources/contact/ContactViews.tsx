import { ResourceCreate } from '@/builders/ResourceCreate';
import { ResourceEdit } from '@/builders/ResourceEdit';
import type { CustomInputs } from '@/builders/ResourceInputs';
import type { ResourceViewProps } from '@/builders/viewProps';
import { CriticalityChecklist } from './CriticalityChecklist';

const custom: CustomInputs = {
    criticalityForContact: ({ readOnly }) => (
        <CriticalityChecklist readOnly={readOnly} />
    ),
};

export const ContactCreate = (props: ResourceViewProps) => (
    <ResourceCreate
        definition={props.definition}
        basePath={props.paths.list}
        readOnly={props.readOnly}
        custom={custom}
    />
);

export const ContactEdit = (props: ResourceViewProps) => (
    <ResourceEdit
        definition={props.definition}
        basePath={props.paths.list}
        readOnly={props.readOnly}
        id={props.id}
        custom={custom}
    />
);
