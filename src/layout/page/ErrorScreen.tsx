import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ErrorInfo } from 'react';
import {
    LinkBase,
    useResetErrorBoundaryOnLocationChange,
    useTranslate,
} from 'ra-core';
import { isCodeLoadFailure } from '@/providers/retryImport';
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
 *
 * A screen whose code never arrived (the server stayed away past the
 * retries of `retryImport`) says so, and "Try again" reloads the page:
 * React keeps a lazy screen's failure, so only a new page asks again.
 */
export const ErrorScreen = ({
    error,
    errorInfo,
    resetErrorBoundary,
}: ErrorScreenProps) => {
    const translate = useTranslate();
    useResetErrorBoundaryOnLocationChange(resetErrorBoundary);
    const message = error instanceof Error ? error.message : String(error);
    const codeMissing = isCodeLoadFailure(error);
    return (
        <MessagePage
            titleKey={
                codeMissing ? 'app.shell.codeFailedTitle' : 'ra.page.error'
            }
            messageKey={
                codeMissing ? 'app.shell.codeFailedMessage' : 'ra.message.error'
            }
            alert
        >
            <Stack direction="row" sx={{ gap: 1 }}>
                <Button
                    variant="contained"
                    onClick={() =>
                        codeMissing
                            ? window.location.reload()
                            : resetErrorBoundary()
                    }
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
