import ActionDelete from '@mui/icons-material/Delete';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState, type MouseEvent } from 'react';
import {
    Button,
    Confirm,
    useDeleteController,
    useNotify,
    useRecordContext,
    useRedirect,
    useTranslate,
    type RedirectionSideEffect,
} from 'react-admin';
import { notificationKey } from '../labelKeys';
import { useRecordName } from './useRecordName';

/**
 * Delete behind the spec's confirmation ("Are you sure you want to
 * delete", "This action can't be undone") with the entity's own success
 * and error messages, for list rows and details pages alike. The
 * confirmation's machinery (react-admin's delete controller, its
 * mutation, the dialog, the record's full name) is mounted only once the
 * button is used: a page of rows drew ten of each, and redrew them with
 * every pass of the table (docs/performance.md, "Drawing a list").
 */
export const ResourceDeleteButton = ({
    resource,
    redirect = false,
    sx,
}: {
    resource: string;
    /** Where to go once deleted; a list row stays where it is. */
    redirect?: RedirectionSideEffect;
    sx?: SxProps<Theme>;
}) => {
    const [open, setOpen] = useState(false);
    return (
        <>
            <Button
                label="ra.action.delete"
                color="error"
                sx={sx}
                onClick={(event: MouseEvent) => {
                    // A list row itself opens the record.
                    event.stopPropagation();
                    setOpen(true);
                }}
            >
                <ActionDelete />
            </Button>
            {open && (
                <DeleteConfirmation
                    resource={resource}
                    redirect={redirect}
                    onClose={() => setOpen(false)}
                />
            )}
        </>
    );
};

const DeleteConfirmation = ({
    resource,
    redirect: redirectTo,
    onClose,
}: {
    resource: string;
    redirect: RedirectionSideEffect;
    onClose: () => void;
}) => {
    const notify = useNotify();
    const redirect = useRedirect();
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
                if (redirectTo !== false)
                    redirect(redirectTo, resource, record?.id, record);
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
