import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useLogin } from 'react-admin';
import { useLocation } from 'react-router';
import { WAIT_TEXTS } from '@/signin/waitTexts';
import { WaitScreen } from './WaitScreen';

interface NextLocation {
    nextPathname?: unknown;
    nextSearch?: unknown;
}

/** The page react-admin was asked for when it found nobody signed in. */
const nextOf = (state: unknown): string | undefined => {
    const { nextPathname, nextSearch } = (state ?? {}) as NextLocation;
    if (typeof nextPathname !== 'string') return undefined;
    return nextPathname + (typeof nextSearch === 'string' ? nextSearch : '');
};

/**
 * The redirect-to-login screen (spec section 4): the browser is on its
 * way to the sign-in form; the button sends it again should that stall.
 */
export const Redirecting = ({ onSignIn }: { onSignIn: () => void }) => (
    <WaitScreen text={WAIT_TEXTS.redirecting}>
        <Button variant="outlined" onClick={onSignIn}>
            {WAIT_TEXTS.signIn}
        </Button>
    </WaitScreen>
);

/**
 * react-admin's login page: signing in happens on the IdP's page, so this
 * screen only sends the browser there, asking to come back to the page
 * the user opened.
 */
export const RedirectToLogin = () => {
    const login = useLogin();
    const next = nextOf(useLocation().state);
    // Without a network the identity provider's page cannot open: said,
    // and tried again when the network returns.
    const [offline, setOffline] = useState(() => navigator.onLine === false);
    useEffect(() => {
        const online = () => setOffline(false);
        window.addEventListener('online', online);
        return () => window.removeEventListener('online', online);
    }, []);
    useEffect(() => {
        if (!offline) void login({ next });
    }, [login, next, offline]);
    if (offline)
        return (
            <WaitScreen text={WAIT_TEXTS.offline}>
                <Button
                    variant="outlined"
                    onClick={() => setOffline(navigator.onLine === false)}
                >
                    {WAIT_TEXTS.signIn}
                </Button>
            </WaitScreen>
        );
    return <Redirecting onSignIn={() => void login({ next })} />;
};
