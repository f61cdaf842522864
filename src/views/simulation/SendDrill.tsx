import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useMonitoringApi } from '@/providers/monitoring/monitoringApi';

/** The Send action of a drill not sent yet, behind a confirmation. */
export const SendDrill = ({ drill }: { drill: RaRecord }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const api = useMonitoringApi();
    const queryClient = useQueryClient();
    const [open, setOpen] = useState(false);
    const send = useMutation({
        mutationFn: () => api.sendSimulation(drill.id),
        onSuccess: async () => {
            setOpen(false);
            notify('app.drill.sent', { type: 'success' });
            // The drill (now sent, read-only) and its outbox are read again.
            await queryClient.invalidateQueries({
                queryKey: ['simulation'],
            });
        },
        onError: () => {
            setOpen(false);
            notify('app.drill.sendFailed', { type: 'error' });
        },
    });
    return (
        <Alert
            severity="info"
            action={
                <Button
                    variant="contained"
                    startIcon={<Send />}
                    onClick={() => setOpen(true)}
                    disabled={send.isPending}
                >
                    {translate('app.drill.send')}
                </Button>
            }
        >
            {translate('app.drill.notSent')}
            <Confirm
                isOpen={open}
                loading={send.isPending}
                title="app.drill.confirmTitle"
                content="app.drill.confirmContent"
                translateOptions={{ title: String(drill.title ?? '') }}
                confirm="app.drill.send"
                onConfirm={() => send.mutate()}
                onClose={() => setOpen(false)}
            />
        </Alert>
    );
};
