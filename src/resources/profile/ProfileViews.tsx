import { ResourceCreate } from '@/builders/ResourceCreate';
import { ResourceEdit } from '@/builders/ResourceEdit';
import type { CustomInputs } from '@/builders/ResourceInputs';
import type { ResourceViewProps } from '@/builders/viewProps';
import { ProfilePagesInput } from './ProfilePagesInput';
import { ProfilePreview } from './ProfilePreview';

const custom: CustomInputs = {
    pages: ({ readOnly }) => <ProfilePagesInput readOnly={readOnly} />,
};

/** `/admin/profile/new`: the generated form with the pages editor and the menu preview. */
export const ProfileCreate = (props: ResourceViewProps) => (
    <ResourceCreate
        definition={props.definition}
        basePath={props.paths.list}
        readOnly={props.readOnly}
        custom={custom}
    >
        <ProfilePreview />
    </ResourceCreate>
);

/** `/admin/profile/details/{id}`: read-only until "Enable edit", as every details page. */
export const ProfileEdit = (props: ResourceViewProps) => (
    <ResourceEdit
        definition={props.definition}
        basePath={props.paths.list}
        readOnly={props.readOnly}
        id={props.id}
        custom={custom}
    >
        <ProfilePreview />
    </ResourceEdit>
);
