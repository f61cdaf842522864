import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** Longest comment or reason the API takes (docs/api.md, "Alerts"). */
export const TEXT_MAX = 500;

/** What a refused action's error says, in the user's words (an i18n key or the text). */
export const actionErrorText = (
    translate: ReturnType<typeof useTranslate>,
    error: unknown
) => {
    const message =
        error instanceof Error ? error.message : String(error ?? '');
    return translate(message, { _: message });
};

const errorText = (
    translate: ReturnType<typeof useTranslate>,
    error: unknown
) =>
    translate('app.alerts.failed', {
        error: actionErrorText(translate, error),
    });

/**
 * A dialog asking for one text (a comment, a reason) before an action on
 * an alert: a form, so Enter in the box and the button both send it; the
 * text is required when `requiredMessage` is given. A refusal keeps the
 * dialog open with what was typed and says why.
 */
export const ActionDialog = ({
    open,
    title,
    help,
    textLabel,
    requiredMessage,
    confirmLabel,
    onConfirm,
    onClose,
    children,
}: {
    open: boolean;
    title: string;
    help?: string;
    textLabel: string;
    requiredMessage?: string;
    confirmLabel: string;
    onConfirm: (text: string) => Promise<unknown>;
    onClose: () => void;
    /** Inputs drawn before the text (the silence's length). */
    children?: ReactNode;
}) => {
    const translate = useTranslate();
    const id = useId();
    const [text, setText] = useState('');
    const [missing, setMissing] = useState(false);
    const [error, setError] = useState<string>();
    const [busy, setBusy] = useState(false);
    const submit = (e: FormEvent) => {
        e.preventDefault();
        const value = text.trim();
        if (requiredMessage && !value) {
            setMissing(true);
            return;
        }
        setBusy(true);
        setError(undefined);
        onConfirm(value).then(
            () => {
                setBusy(false);
                setText('');
                onClose();
            },
            (failure: unknown) => {
                setBusy(false);
                setError(errorText(translate, failure));
            }
        );
    };
    return (
        <Dialog
            open={open}
            onClose={busy ? undefined : onClose}
            aria-labelledby={`${id}-title`}
            fullWidth
            maxWidth="sm"
        >
            <form onSubmit={submit} noValidate>
                <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
                <DialogContent>
                    {help ? (
                        <DialogContentText sx={{ mb: 2 }}>
                            {help}
                        </DialogContentText>
                    ) : null}
                    {children}
                    <TextField
                        fullWidth
                        multiline
                        minRows={2}
                        margin="dense"
                        label={textLabel}
                        value={text}
                        required={requiredMessage !== undefined}
                        onChange={e => {
                            setText(e.target.value);
                            setMissing(false);
                        }}
                        error={missing}
                        helperText={missing ? requiredMessage : undefined}
                        slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
                    />
                    {error ? (
                        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                            {error}
                        </Alert>
                    ) : null}
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose} disabled={busy}>
                        {translate('ra.action.cancel')}
                    </Button>
                    <Button type="submit" variant="contained" disabled={busy}>
                        {confirmLabel}
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};
