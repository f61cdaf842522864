import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { editorViews } from '@/builders/form/editorViews';
import type { CustomInputs } from '@/builders/form/ResourceInputs';
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

/** On the new user's form only: what comes after saving. */
const PasswordNext = () => {
    const translate = useTranslate();
    const record = useRecordContext();
    if (record?.id !== undefined) return null;
    return (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.userEditor.passwordAfterSave')}
        </Typography>
    );
};

const { Create, Edit } = editorViews({ custom, after: <PasswordNext /> });

/** A new user: profiles of their type, plants of the chosen company. */
export const UserCreate = Create;

/** A user's details and, below, how they sign in (their first password). */
export const UserEdit = (props: ResourceViewProps) => {
    const params = useParams<'id'>();
    const id = props.id ?? params.id;
    return (
        <Stack spacing={2}>
            <Edit {...props} id={id} />
            {id !== undefined && (
                <InitialPasswordPanel id={id} readOnly={props.readOnly} />
            )}
        </Stack>
    );
};
