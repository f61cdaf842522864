import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { WAIT_TEXTS } from '@/signin/waitTexts';

/** Full-page wait, usable before the theme and the i18n catalog exist. */
export const WaitScreen = ({
    text = WAIT_TEXTS.loading,
    children,
}: {
    text?: string;
    children?: ReactNode;
}) => (
    <Stack
        role="status"
        aria-live="polite"
        // Fixed Portuguese (spec section 2), on English pages too.
        lang="pt-BR"
        sx={{
            minHeight: '100vh',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 2,
        }}
    >
        <CircularProgress aria-hidden />
        <Typography>{text}</Typography>
        {children}
    </Stack>
);
