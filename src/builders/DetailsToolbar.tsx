import Close from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import {
    Button,
    DeleteWithConfirmButton,
    SaveButton,
    Toolbar,
    useNotify,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { notificationKey } from './labelKeys';

export interface DetailsToolbarProps {
    resource: string;
    basePath: string;
    editing: boolean;
    readOnly: boolean;
    onEditingChange: (editing: boolean) => void;
}

/**
 * Read mode: "Enable edit" and delete. Edit mode: save and cancel (which
 * puts back the stored values). View-only profiles get neither.
 */
export const DetailsToolbar = ({
    resource,
    basePath,
    editing,
    readOnly,
    onEditingChange,
}: DetailsToolbarProps) => {
    const { reset } = useFormContext();
    const notify = useNotify();
    if (readOnly) return null;
    return (
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
            {editing ? (
                <>
                    <SaveButton />
                    <Button
                        label="app.crud.cancelEdit"
                        onClick={() => {
                            reset();
                            onEditingChange(false);
                        }}
                    >
                        <Close />
                    </Button>
                </>
            ) : (
                <Button
                    label="app.crud.enableEdit"
                    variant="contained"
                    onClick={() => onEditingChange(true)}
                >
                    <EditIcon />
                </Button>
            )}
            <DeleteWithConfirmButton
                sx={{ ml: 'auto' }}
                mutationMode="pessimistic"
                redirect={() => basePath}
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
        </Toolbar>
    );
};
