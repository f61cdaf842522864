import {
    DeleteWithConfirmButton,
    useNotify,
    type DeleteWithConfirmButtonProps,
} from 'react-admin';
import { notificationKey } from './labelKeys';

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
    return (
        <DeleteWithConfirmButton
            sx={sx}
            mutationMode="pessimistic"
            redirect={redirect}
            confirmTitle="app.crud.deleteTitle"
            confirmContent="app.crud.deleteContent"
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
