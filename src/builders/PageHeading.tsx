import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const SPACING = { mt: 2, mb: 1 } as const;

/**
 * A generated page's one `h1`, drawn in the page as the hand-written
 * screens draw theirs, with the words its `<Title>` puts in the header
 * (docs/accessibility.md, "One h1 per page"). PageFocus lands on it after
 * a navigation, so it stays visible: a focused element nobody can see
 * fails WCAG 2.4.7.
 */
export const PageHeading = ({ children }: { children: ReactNode }) => (
    <Typography variant="h5" component="h1" sx={SPACING}>
        {children}
    </Typography>
);
