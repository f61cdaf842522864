import {
    DeleteWithConfirmButton,
    useNotify,
    useRecordContext,
    type DeleteWithConfirmButtonProps,
} from 'react-admin';
import { notificationKey } from './labelKeys';
import { useRecordName } from './useRecordName';

/**
 * Delete behind the spec's confirmation ("Are you sure you want to delete",
 * "This action can't be undone") with the entity's own success and error
 * messages; used by list rows and details pages alike.
 */
export const ResourceDeleteButton = ({
    resource,
    redirect,
    sx,
}: {
    resource: string;
    redirect: DeleteWithConfirmButtonProps['redirect'];
    sx?: DeleteWithConfirmButtonProps['sx'];
}) => {
    const notify = useNotify();
    const record = useRecordContext();
    // react-admin would name the record by its raw field (an ISO timestamp).
    const named = { recordRepresentation: useRecordName(resource, record) };
    return (
        <DeleteWithConfirmButton
            sx={sx}
            mutationMode="pessimistic"
            redirect={redirect}
            confirmTitle="app.crud.deleteTitle"
            confirmContent="app.crud.deleteContent"
            titleTranslateOptions={named}
            contentTranslateOptions={named}
            successMessage={notificationKey(resource, 'deleted')}
            mutationOptions={{
                onError: () =>
                    notify(notificationKey(resource, 'deleteError'), {
                        type: 'error',
                    }),
            }}
        />
    );
};
