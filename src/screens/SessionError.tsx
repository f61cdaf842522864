import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLogout, useTranslate } from 'react-admin';

/** The session request failed (the stored plant is already cleared). */
export const SessionError = ({ onRetry }: { onRetry: () => void }) => {
    const translate = useTranslate();
    const logout = useLogout();
    return (
        <Stack
            role="alert"
            sx={{
                minHeight: '100vh',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 2,
                p: 2,
            }}
        >
            <Typography variant="h5" component="h1">
                {translate('app.sessionError.title')}
            </Typography>
            <Typography>{translate('app.sessionError.message')}</Typography>
            <Stack direction="row" sx={{ gap: 1 }}>
                <Button variant="contained" onClick={onRetry}>
                    {translate('app.sessionError.retry')}
                </Button>
                <Button onClick={() => void logout()}>
                    {translate('app.sessionError.logout')}
                </Button>
            </Stack>
        </Stack>
    );
};
