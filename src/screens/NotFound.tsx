import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { LinkBase } from 'react-admin';

/** Unknown URLs and routes the profile may not reach (spec section 2). */
export const NotFound = () => {
    const translate = useTranslate();
    return (
        <Stack
            sx={{
                alignItems: 'center',
                textAlign: 'center',
                gap: 2,
                py: 8,
                px: 2,
            }}
        >
            <Typography variant="h4" component="h1">
                {translate('app.notFound.title')}
            </Typography>
            <Typography>{translate('app.notFound.message')}</Typography>
            <Button variant="contained" component={LinkBase} to="/">
                {translate('app.notFound.back')}
            </Button>
        </Stack>
    );
};
