import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ErrorInfo } from 'react';
import {
    LinkBase,
    useResetErrorBoundaryOnLocationChange,
    useTranslate,
} from 'ra-core';
import { MessagePage } from './MessagePage';

export interface ErrorScreenProps {
    error: unknown;
    errorInfo?: Partial<ErrorInfo>;
    resetErrorBoundary: (...args: unknown[]) => void;
}

/**
 * What a screen that failed to render shows instead of a blank page: the
 * shell stays, the user can retry or go back, and the technical detail is
 * there (folded) for whoever reports it. Navigating away resets it.
 */
export const ErrorScreen = ({
    error,
    errorInfo,
    resetErrorBoundary,
}: ErrorScreenProps) => {
    const translate = useTranslate();
    useResetErrorBoundaryOnLocationChange(resetErrorBoundary);
    const message = error instanceof Error ? error.message : String(error);
    return (
        <MessagePage
            titleKey="ra.page.error"
            messageKey="ra.message.error"
            alert
        >
            <Stack direction="row" sx={{ gap: 1 }}>
                <Button
                    variant="contained"
                    onClick={() => resetErrorBoundary()}
                >
                    {translate('app.shell.pageFailedRetry')}
                </Button>
                <Button component={LinkBase} to="/">
                    {translate('app.shell.pageFailedBack')}
                </Button>
            </Stack>
            <Typography
                component="details"
                variant="body2"
                sx={{ maxWidth: '100%', textAlign: 'start' }}
            >
                <summary>{translate('ra.message.details')}</summary>
                <pre style={{ whiteSpace: 'pre-wrap' }}>
                    {message}
                    {errorInfo?.componentStack}
                </pre>
            </Typography>
        </MessagePage>
    );
};
