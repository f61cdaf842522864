import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useLogin } from 'react-admin';
import { WAIT_TEXTS } from './waitTexts';
import { WaitScreen } from './WaitScreen';

/**
 * react-admin's login page: signing in happens on the IdP's page, so this
 * screen only sends the browser there (with a button if that stalls).
 */
export const RedirectToLogin = () => {
    const login = useLogin();
    useEffect(() => {
        void login({});
    }, [login]);
    return (
        <WaitScreen text={WAIT_TEXTS.redirecting}>
            <Button variant="outlined" onClick={() => void login({})}>
                {WAIT_TEXTS.signIn}
            </Button>
        </WaitScreen>
    );
};
