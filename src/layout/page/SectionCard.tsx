import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/**
 * A titled part of a screen: an outlined card that is a `section` named by
 * its `h2` (a landmark screen readers can list), whose content scrolls
 * sideways on a narrow screen instead of widening the page (tables at
 * 375 px).
 */
export const SectionCard = ({
    id,
    title,
    children,
}: {
    /** The heading's id, when something else points at it; generated otherwise. */
    id?: string;
    title: ReactNode;
    children: ReactNode;
}) => {
    const generated = useId();
    const titleId = id ?? generated;
    return (
        <Card variant="outlined" component="section" aria-labelledby={titleId}>
            <CardContent sx={{ overflowX: 'auto' }}>
                <Typography
                    variant="h6"
                    component="h2"
                    id={titleId}
                    sx={{ mb: 1 }}
                >
                    {title}
                </Typography>
                {children}
            </CardContent>
        </Card>
    );
};
