import Close from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import { useEffect, useRef } from 'react';
import Typography from '@mui/material/Typography';
import {
    Button,
    SaveButton,
    Toolbar,
    useRecordContext,
    useTranslate,
} from 'react-admin';
import { useMayActOn } from '@/session/rank';
import { useFormContext } from 'react-hook-form';
import { focusFirstField } from '../form/focusFlow';
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
    const translate = useTranslate();
    const mayAct = useMayActOn(resource, useRecordContext());
    const enableRef = useRef<HTMLButtonElement>(null);
    const saveRef = useRef<HTMLButtonElement>(null);
    const wasEditing = useRef(editing);
    // Focus follows the mode: into the first field when editing
    // starts, back to "Enable edit" when a save or a cancel ends it; never
    // on the first render, where the page heading has it.
    useEffect(() => {
        if (wasEditing.current === editing) return;
        wasEditing.current = editing;
        if (editing) focusFirstField(saveRef.current);
        else enableRef.current?.focus();
    }, [editing]);
    if (readOnly) return null;
    // An account or profile that holds more than the user: shown, and why
    // it cannot be changed here, instead of buttons the server refuses.
    if (!mayAct)
        return (
            <Toolbar>
                <Typography variant="body2" color="text.secondary">
                    {translate('app.validation.outranked')}
                </Typography>
            </Toolbar>
        );
    return (
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
            {editing ? (
                <>
                    <SaveButton ref={saveRef} />
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
                    ref={enableRef}
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
