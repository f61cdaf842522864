import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { CriticalityChip, isCriticality } from '@/builders/CriticalityChip';
import type { OutboxEntry, OutboxKind } from '@/providers/deviceStore';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';
import {
    discard,
    getOutboxSnapshot,
    resend,
    subscribeOutbox,
} from './outboxState';
import { FieldSection } from '../FieldSection';
import { useFieldContext } from '../useFieldContext';

const WITH_ARGS = '@@react-admin@@';

/** A refusal's message as react-admin's form errors carry it, in words. */
export const refusalText = (
    translate: TranslateFunction,
    message: string
): string => {
    if (!message.startsWith(WITH_ARGS)) return translate(message);
    try {
        const { message: key, args } = JSON.parse(
            message.slice(WITH_ARGS.length)
        ) as { message: string; args?: Record<string, unknown> };
        return translate(key, args);
    } catch {
        return message;
    }
};

const ACTION_SX = { minHeight: 48 };

const Entry = ({
    entry,
    onFix,
}: {
    entry: OutboxEntry;
    onFix?: (entry: OutboxEntry) => void;
}) => {
    const translate = useTranslate();
    const dates = useDateTimeFormat();
    const titleId = useId();
    const [confirming, setConfirming] = useState(false);
    const refused = entry.state === 'refused';
    const reasons = refused
        ? [
              refusalText(translate, entry.refusal?.message ?? ''),
              ...Object.values(entry.refusal?.errors ?? {}).map(m =>
                  refusalText(translate, m)
              ),
          ]
        : [];
    return (
        <ListItem
            disableGutters
            sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1 }}
            data-client-id={entry.clientId}
        >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <ListItemText
                    primary={entry.label}
                    secondary={dates.dateTime(Date.parse(entry.createdAt))}
                />
                <Chip
                    size="small"
                    color={refused ? 'error' : 'info'}
                    label={translate(
                        refused
                            ? 'app.field.outbox.refused'
                            : 'app.field.outbox.waitingOne'
                    )}
                />
            </Box>
            {refused && (
                <Alert severity="error">
                    {[...new Set(reasons)].map(r => (
                        <div key={r}>{r}</div>
                    ))}
                </Alert>
            )}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {refused && onFix && (
                    <Button
                        variant="contained"
                        sx={ACTION_SX}
                        onClick={() => onFix(entry)}
                    >
                        {translate('app.field.outbox.fix')}
                    </Button>
                )}
                {refused && (
                    <Button
                        variant="outlined"
                        sx={ACTION_SX}
                        onClick={() => void resend(entry.clientId)}
                    >
                        {translate('app.field.outbox.resend')}
                    </Button>
                )}
                <Button
                    color="error"
                    sx={ACTION_SX}
                    onClick={() => setConfirming(true)}
                    aria-label={translate('app.field.outbox.removeNamed', {
                        name: entry.label,
                    })}
                >
                    {translate('app.field.outbox.remove')}
                </Button>
            </Box>
            <Dialog
                open={confirming}
                onClose={() => setConfirming(false)}
                aria-labelledby={titleId}
            >
                <DialogTitle id={titleId}>
                    {translate('app.field.outbox.removeTitle')}
                </DialogTitle>
                <DialogContent>
                    <DialogContentText>
                        {translate('app.field.outbox.removeText', {
                            name: entry.label,
                        })}
                    </DialogContentText>
                </DialogContent>
                <DialogActions>
                    <Button sx={ACTION_SX} onClick={() => setConfirming(false)}>
                        {translate('ra.action.cancel')}
                    </Button>
                    <Button
                        sx={ACTION_SX}
                        color="error"
                        onClick={() => {
                            setConfirming(false);
                            void discard(entry.clientId);
                        }}
                    >
                        {translate('app.field.outbox.remove')}
                    </Button>
                </DialogActions>
            </Dialog>
        </ListItem>
    );
};

/**
 * The records of one kind kept on the device for the plant: waiting to
 * send, or refused with the server's reason and the ways out (fix, send
 * again, remove after asking); then what was sent lately.
 */
export const OutboxList = ({
    kind,
    title,
    onFix,
}: {
    kind: OutboxKind;
    title: string;
    onFix?: (entry: OutboxEntry) => void;
}) => {
    const translate = useTranslate();
    const dates = useDateTimeFormat();
    const { plant } = useFieldContext();
    const outbox = useSyncExternalStore(subscribeOutbox, getOutboxSnapshot);
    const entries = outbox.entries.filter(
        e => e.kind === kind && e.plantId === plant.id
    );
    const sent = outbox.sent.filter(
        s => s.kind === kind && s.plantId === plant.id
    );
    return (
        <>
            <FieldSection title={title}>
                {entries.length === 0 ? (
                    <Typography>
                        {translate('app.field.outbox.empty')}
                    </Typography>
                ) : (
                    <List disablePadding>
                        {entries.map(e => (
                            <Entry key={e.clientId} entry={e} onFix={onFix} />
                        ))}
                    </List>
                )}
            </FieldSection>
            {sent.length > 0 && (
                <FieldSection title={translate('app.field.outbox.sentTitle')}>
                    <List disablePadding>
                        {sent.slice(0, 10).map(s => (
                            <ListItem
                                key={s.clientId}
                                disableGutters
                                sx={{ gap: 1 }}
                            >
                                <ListItemText
                                    primary={s.label}
                                    secondary={translate(
                                        'app.field.outbox.sentAt',
                                        {
                                            date: dates.dateTime(
                                                Date.parse(s.sentAt)
                                            ),
                                        }
                                    )}
                                />
                                {isCriticality(s.criticality) && (
                                    <CriticalityChip value={s.criticality} />
                                )}
                            </ListItem>
                        ))}
                    </List>
                </FieldSection>
            )}
        </>
    );
};
