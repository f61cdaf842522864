import Refresh from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConfigProblem } from '@/config';
import { fallback, type StartupTranslate } from './startupTexts';

export type { StartupTranslate };

/**
 * What start-up shows when `/config.json` is missing or broken: it stops,
 * says what is wrong in the user's language, and offers a
 * retry (a reload, which asks for the file again), instead of the wait
 * screen's spinner turning forever.
 */
export const StartupFailure = ({
    message,
    problem,
    config = true,
    translate = fallback,
    lang,
    onRetry = () => window.location.reload(),
}: {
    message: string;
    /** What is wrong with the configuration, said in the user's language instead of `message`. */
    problem?: ConfigProblem;
    /** The configuration file is at fault (else another start-up step). */
    config?: boolean;
    translate?: StartupTranslate;
    /** The catalog's language; absent, the fallback's Portuguese. */
    lang?: string;
    onRetry?: () => void;
}) => (
    <Stack
        component="main"
        role="alert"
        lang={lang ?? 'pt-BR'}
        sx={{
            minHeight: '100vh',
            alignItems: 'center',
            justifyContent: 'center',
            textAlign: 'center',
            gap: 2,
            p: 2,
        }}
    >
        <Typography variant="h4" component="h1">
            {translate('app.a11y.configFailedTitle')}
        </Typography>
        <Typography>
            {translate(
                config ? 'app.a11y.configFailed' : 'app.a11y.startFailed'
            )}
        </Typography>
        <Typography component="p" variant="body2" sx={{ color: '#424242' }}>
            {translate('app.a11y.configFailedDetail', {
                message: problem
                    ? translate(problem.key, problem.args)
                    : message,
            })}
        </Typography>
        <Button
            variant="contained"
            startIcon={<Refresh />}
            onClick={onRetry}
            sx={{ bgcolor: '#1258aa' }}
        >
            {translate('app.a11y.retry')}
        </Button>
    </Stack>
);
