import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A page that only says something (not found, a failure) and offers a way on. */
export const MessagePage = ({
    titleKey,
    messageKey,
    alert = false,
    children,
}: {
    titleKey: string;
    messageKey: string;
    /** Announce it at once (a failure), not just show it. */
    alert?: boolean;
    children: ReactNode;
}) => {
    const translate = useTranslate();
    return (
        <Stack
            role={alert ? 'alert' : undefined}
            sx={{
                alignItems: 'center',
                textAlign: 'center',
                gap: 2,
                py: 8,
                px: 2,
            }}
        >
            <Typography variant="h4" component="h1">
                {translate(titleKey)}
            </Typography>
            <Typography>{translate(messageKey)}</Typography>
            {children}
        </Stack>
    );
};
