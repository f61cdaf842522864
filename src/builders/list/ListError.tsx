import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useListContext, useTranslate } from 'react-admin';

/**
 * What a list whose request failed shows in place of its table: the
 * failure in words and a retry, not "no data" under a count
 * (docs/accessibility.md, "Honest failures").
 */
export const ListError = () => {
    const translate = useTranslate();
    const { error, refetch } = useListContext();
    const message = error instanceof Error ? error.message : '';
    return (
        <Alert
            severity="error"
            role="alert"
            sx={{ m: 2 }}
            action={
                <Button
                    color="inherit"
                    startIcon={<Refresh />}
                    onClick={() => void refetch()}
                >
                    {translate('app.a11y.retry')}
                </Button>
            }
        >
            {translate('app.a11y.listFailed')}
            {/* The reason is a sentence of its own (the request's error,
                app.serverErrors.*), not quoted as something the server said:
                a server that failed did not "answer" it. */}
            {message && ` ${translate(message, { _: message })}`}
        </Alert>
    );
};
