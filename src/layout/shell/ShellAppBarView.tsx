import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { TitlePortal } from 'react-admin';
import { AccountMenu } from './AccountMenu';
import { DocumentTitleFromPortal } from '../page/documentTitle';
import { Logo } from './Logo';
import { MenuToggleButton } from './MenuToggleButton';

export interface ShellAppBarViewProps {
    open: boolean;
    onToggle: () => void;
}

/** Menu toggle, logo, page title, My Account. */
export const ShellAppBarView = ({ open, onToggle }: ShellAppBarViewProps) => {
    // react-admin's layout leaves 48 px for the header, 56 px on phones.
    const isXSmall = useMediaQuery<Theme>(theme =>
        theme.breakpoints.down('sm')
    );
    return (
        <AppBar
            position="fixed"
            color="primary"
            sx={theme => ({ zIndex: theme.zIndex.drawer + 1 })}
        >
            <Toolbar variant={isXSmall ? 'regular' : 'dense'} sx={{ gap: 1 }}>
                <MenuToggleButton open={open} onToggle={onToggle} />
                <Box sx={{ display: 'flex', alignItems: 'center' }}>
                    <Logo />
                </Box>
                {/* Where react-admin's <Title> renders each page's title;
                    not a heading (react-admin's is an h6): the page's own
                    h1 names it, and a screen reader's list of headings
                    would otherwise start with the name at level 6. */}
                <TitlePortal component="div" />
                <DocumentTitleFromPortal />
                <AccountMenu />
            </Toolbar>
        </AppBar>
    );
};
