import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useDocumentTitle } from './documentTitle';

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
    // Outside the shell no title portal exists: the tab is named here.
    useDocumentTitle(translate(titleKey));
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
            <Title title={titleKey} />
            <Typography variant="h4" component="h1">
                {translate(titleKey)}
            </Typography>
            <Typography>{translate(messageKey)}</Typography>
            {children}
        </Stack>
    );
};
