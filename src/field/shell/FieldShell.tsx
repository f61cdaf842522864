import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Loading, useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '@/layout/page/documentTitle';
import { ErrorScreen } from '@/layout/page/ErrorScreen';
import { Logo } from '@/layout/shell/Logo';
import { UpdatePrompt } from '@/layout/shell/UpdatePrompt';
import { ConnectionStatus } from './ConnectionStatus';
import { FieldAccountMenu } from './FieldAccountMenu';
import { BOTTOM_NAV_HEIGHT, FieldBottomNav } from './FieldBottomNav';
import { FieldPlantSwitcher } from './FieldPlantSwitcher';
import { useFieldContext } from '../useFieldContext';

/** The page's name: its mobile page's, or the shared pages' own. */
const usePageTitle = (): string => {
    const translate = useTranslate();
    const { pathname } = useLocation();
    const { mobile } = useFieldContext();
    const page = mobile.pages.find(
        p => pathname === p.url || pathname.startsWith(`${p.url}/`)
    );
    if (page) return translate(`app.pages.${page.codeIntl}`, { _: page.url });
    if (pathname === '/my-profile') return translate('app.shell.profile');
    if (pathname === '/settings') return translate('app.shell.settings');
    return translate('app.field.name');
};

/**
 * The field app's frame: a header with the page's name (the page's one
 * h1), the connection and what waits to be sent, the plant and the
 * account; the page; the bottom menu, in reach of a thumb.
 */
export const FieldShell = ({ children }: { children: ReactNode }) => {
    const title = usePageTitle();
    useDocumentTitle(title);
    return (
        <Box
            sx={{
                display: 'flex',
                flexDirection: 'column',
                minHeight: '100dvh',
                bgcolor: 'background.default',
            }}
        >
            <AppBar position="sticky" color="primary">
                <Toolbar sx={{ gap: 1, minHeight: 56 }}>
                    <Logo size={28} />
                    <Typography
                        component="h1"
                        variant="h6"
                        sx={{ flexGrow: 1, fontSize: '1.15rem' }}
                        noWrap
                    >
                        {title}
                    </Typography>
                    <FieldAccountMenu />
                </Toolbar>
            </AppBar>
            <Box
                sx={{
                    px: 2,
                    pt: 1.5,
                    display: 'flex',
                    flexDirection: 'column',
                    gap: 1,
                }}
            >
                <FieldPlantSwitcher />
                <ConnectionStatus />
            </Box>
            <Box
                component="main"
                id="main-content"
                sx={{
                    flexGrow: 1,
                    px: 2,
                    pt: 1,
                    pb: `${BOTTOM_NAV_HEIGHT + 16}px`,
                }}
            >
                <ErrorBoundary FallbackComponent={ErrorScreen}>
                    <Suspense fallback={<Loading />}>{children}</Suspense>
                </ErrorBoundary>
            </Box>
            <FieldBottomNav />
            <UpdatePrompt />
        </Box>
    );
};
