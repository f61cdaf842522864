import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** A titled part of a field screen (an h2 under the header's h1). */
export const FieldSection = ({
    title,
    children,
}: {
    title: ReactNode;
    children: ReactNode;
}) => {
    const id = useId();
    return (
        <Paper
            component="section"
            aria-labelledby={id}
            variant="outlined"
            sx={{ p: 2, mb: 2 }}
        >
            <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
                {title}
            </Typography>
            {children}
        </Paper>
    );
};
