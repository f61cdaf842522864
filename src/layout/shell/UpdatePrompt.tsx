import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useState, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import {
    applyUpdate,
    subscribeUpdate,
    updateWaiting,
} from '@/providers/serviceWorker';

/**
 * Says that a new build is waiting and takes it when asked: the page
 * reloads on the new build. "Later" hides it until the next visit, which
 * runs the new build anyway.
 */
export const UpdatePrompt = () => {
    const translate = useTranslate();
    const waiting = useSyncExternalStore(subscribeUpdate, updateWaiting);
    const [later, setLater] = useState(false);
    return (
        <Snackbar
            open={waiting && !later}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
            message={translate('app.shell.updateReady')}
            action={
                <>
                    <Button color="inherit" onClick={() => setLater(true)}>
                        {translate('app.shell.updateLater')}
                    </Button>
                    <Button
                        color="secondary"
                        variant="contained"
                        onClick={() => void applyUpdate()}
                    >
                        {translate('app.shell.updateNow')}
                    </Button>
                </>
            }
        />
    );
};
