import Box from '@mui/material/Box';
import { type ComponentType, type ReactNode, Suspense, useMemo } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Loading, SkipNavigationButton } from 'react-admin';
import { ErrorScreen } from '@/layout/page/ErrorScreen';
import { TITLE_PORTAL_ID } from '../page/documentTitle';
import { PAGE_CONTENT_ID, PageFocus } from '../page/PageFocus';

export interface ShellFrameProps {
    appBar: ComponentType;
    sidebar: ComponentType<{ children?: ReactNode }>;
    menu: ComponentType;
    children: ReactNode;
}

/**
 * The page frame react-admin's `<Layout>` draws (skip link, header, drawer,
 * `<main>`, an error boundary and a suspense fallback around the page),
 * without that component's default app bar, menu and preferences
 * inspector, which this app replaces and would otherwise download on every
 * first visit (docs/performance.md, "react-admin without its defaults").
 */
export const ShellFrame = ({
    appBar: AppBar,
    sidebar: Sidebar,
    menu: Menu,
    children,
}: ShellFrameProps) => {
    // The same elements from one page update to the next: React skips the
    // header and the drawer unless their own state changes, instead of
    // redrawing the menu with every update of the page.
    const header = useMemo(() => <AppBar />, [AppBar]);
    const drawer = useMemo(
        () => (
            <Sidebar>
                <Menu />
            </Sidebar>
        ),
        [Sidebar, Menu]
    );
    return (
        <Box
            className="layout"
            sx={{
                display: 'flex',
                flexDirection: 'column',
                minHeight: '100vh',
                width: '100%',
                position: 'relative',
                zIndex: 1,
                bgcolor: 'background.default',
            }}
        >
            <SkipNavigationButton />
            <PageFocus />
            <Box
                sx={theme => ({
                    display: 'flex',
                    flexDirection: 'column',
                    flexGrow: 1,
                    mt: 6,
                    [theme.breakpoints.down('sm')]: { mt: 7 },
                })}
            >
                {header}
                <Box component="main" sx={{ display: 'flex', flexGrow: 1 }}>
                    {drawer}
                    <Box
                        id={PAGE_CONTENT_ID}
                        // Where focus lands after a navigation (PageFocus),
                        // named by the page's title in the header.
                        role="region"
                        aria-labelledby={TITLE_PORTAL_ID}
                        sx={{
                            display: 'flex',
                            flexDirection: 'column',
                            flexGrow: 1,
                            flexBasis: 0,
                            // Lets wide content (a table) scroll inside the
                            // page instead of widening the whole page.
                            minWidth: 0,
                            px: 1,
                            zIndex: 2,
                            bgcolor: 'background.default',
                        }}
                    >
                        <ErrorBoundary FallbackComponent={ErrorScreen}>
                            <Suspense fallback={<Loading />}>
                                {children}
                            </Suspense>
                        </ErrorBoundary>
                    </Box>
                </Box>
            </Box>
        </Box>
    );
};
