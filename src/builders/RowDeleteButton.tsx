import ActionDelete from '@mui/icons-material/Delete';
import { useState, type MouseEvent } from 'react';
import {
    Button,
    Confirm,
    useDeleteController,
    useNotify,
    useRecordContext,
    useTranslate,
} from 'react-admin';
import { notificationKey } from './labelKeys';
import { useRecordName } from './useRecordName';

/**
 * A list row's delete: the same button, confirmation and messages as
 * ResourceDeleteButton, but the confirmation's machinery (react-admin's
 * delete controller, its mutation, the dialog, the record's full name) is
 * mounted only once the button is used. A page of rows drew ten of each,
 * and redrew them with every pass of the table (docs/performance.md).
 */
export const RowDeleteButton = ({ resource }: { resource: string }) => {
    const [open, setOpen] = useState(false);
    return (
        <>
            <Button
                label="ra.action.delete"
                color="error"
                onClick={(event: MouseEvent) => {
                    // The row itself opens the record.
                    event.stopPropagation();
                    setOpen(true);
                }}
            >
                <ActionDelete />
            </Button>
            {open && (
                <DeleteConfirmation
                    resource={resource}
                    onClose={() => setOpen(false)}
                />
            )}
        </>
    );
};

const DeleteConfirmation = ({
    resource,
    onClose,
}: {
    resource: string;
    onClose: () => void;
}) => {
    const notify = useNotify();
    const translate = useTranslate();
    const record = useRecordContext();
    // react-admin would name the record by its raw field (an ISO timestamp).
    const named = { recordRepresentation: useRecordName(resource, record) };
    const { isPending, handleDelete } = useDeleteController({
        record,
        resource,
        redirect: false,
        mutationMode: 'pessimistic',
        mutationOptions: {
            onSuccess: () => {
                onClose();
                notify(notificationKey(resource, 'deleted'), {
                    type: 'info',
                    messageArgs: {
                        smart_count: 1,
                        _: translate('ra.notification.deleted', {
                            smart_count: 1,
                        }),
                    },
                });
            },
            onError: () => {
                onClose();
                notify(notificationKey(resource, 'deleteError'), {
                    type: 'error',
                });
            },
        },
    });
    return (
        <Confirm
            isOpen
            loading={isPending}
            title="app.crud.deleteTitle"
            content="app.crud.deleteContent"
            titleTranslateOptions={named}
            contentTranslateOptions={named}
            onConfirm={handleDelete}
            // The dialog keeps its clicks from the row (Confirm stops them).
            onClose={onClose}
        />
    );
};
