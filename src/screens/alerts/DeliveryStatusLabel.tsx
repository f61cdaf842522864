import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ScheduleSend from '@mui/icons-material/ScheduleSend';
import Stack from '@mui/material/Stack';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import type { OutboxStatus } from '@shared/domain/outbox';

const ICONS: Record<OutboxStatus, ComponentType<{ fontSize: 'small' }>> = {
    queued: ScheduleSend,
    sent: CheckCircleOutline,
    failed: ErrorOutline,
    kept: Inventory2Outlined,
};

/** A message's delivery as an icon and a word (never a colour alone). */
export const DeliveryStatusLabel = ({ status }: { status: OutboxStatus }) => {
    const translate = useTranslate();
    const Icon = ICONS[status];
    return (
        <Stack
            component="span"
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center', display: 'inline-flex' }}
            data-delivery={status}
        >
            <Icon fontSize="small" aria-hidden />
            <span>{translate(`app.alerts.delivery.status.${status}`)}</span>
        </Stack>
    );
};
