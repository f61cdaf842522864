import Close from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import { Button, SaveButton, Toolbar } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { ResourceDeleteButton } from './ResourceDeleteButton';

export interface DetailsToolbarProps {
    resource: string;
    basePath: string;
    editing: boolean;
    readOnly: boolean;
    /** Offer Delete (not on a plant user's own company or plant). */
    canDelete?: boolean;
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
    canDelete = true,
    onEditingChange,
}: DetailsToolbarProps) => {
    const { reset } = useFormContext();
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
            {canDelete && (
                <ResourceDeleteButton
                    resource={resource}
                    redirect={() => basePath}
                    sx={{ ml: 'auto' }}
                />
            )}
        </Toolbar>
    );
};
