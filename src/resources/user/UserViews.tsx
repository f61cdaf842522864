import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { ResourceCreate } from '@/builders/ResourceCreate';
import { ResourceEdit } from '@/builders/ResourceEdit';
import type { CustomInputs } from '@/builders/ResourceInputs';
import type { ResourceViewProps } from '@/builders/viewProps';
import { InitialPasswordPanel } from './InitialPasswordPanel';
import {
    CompanyPlantsInput,
    ProfileOfTypeInput,
} from './ScopedReferenceInputs';

const custom: CustomInputs = {
    profileWebId: ({ readOnly }) => (
        <ProfileOfTypeInput
            source="profileWebId"
            type={0}
            readOnly={readOnly}
        />
    ),
    profileMobileId: ({ readOnly }) => (
        <ProfileOfTypeInput
            source="profileMobileId"
            type={1}
            readOnly={readOnly}
        />
    ),
    subsidiaryIds: ({ readOnly }) => <CompanyPlantsInput readOnly={readOnly} />,
};

const PasswordNext = () => {
    const translate = useTranslate();
    return (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.userEditor.passwordAfterSave')}
        </Typography>
    );
};

/** A new user: profiles of their type, plants of the chosen company. */
export const UserCreate = (props: ResourceViewProps) => (
    <ResourceCreate
        definition={props.definition}
        basePath={props.paths.list}
        readOnly={props.readOnly}
        custom={custom}
    >
        <PasswordNext />
    </ResourceCreate>
);

/** A user's details and, below, how they sign in (their first password). */
export const UserEdit = (props: ResourceViewProps) => {
    const params = useParams<'id'>();
    const id = props.id ?? params.id;
    return (
        <Stack spacing={2}>
            <ResourceEdit
                definition={props.definition}
                basePath={props.paths.list}
                readOnly={props.readOnly}
                id={id}
                custom={custom}
            />
            {id !== undefined && (
                <InitialPasswordPanel id={id} readOnly={props.readOnly} />
            )}
        </Stack>
    );
};
