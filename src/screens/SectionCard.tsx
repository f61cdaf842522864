import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A card named by its heading, so it is a landmark screen readers can list. */
export const SectionCard = ({
    id,
    title,
    children,
}: {
    id: string;
    title: string;
    children: ReactNode;
}) => (
    <Card variant="outlined" component="section" aria-labelledby={id}>
        <CardContent>
            <Typography variant="h6" component="h2" id={id} sx={{ mb: 1 }}>
                {title}
            </Typography>
            {children}
        </CardContent>
    </Card>
);
