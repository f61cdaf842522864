import { Box, Typography, type BoxProps } from '@mui/material';
import type { ReactNode } from 'react';

export type FieldsetProps = Omit<BoxProps<'fieldset'>, 'component'> & {
    legend: ReactNode;
    /** The border's colour (a theme path): an error or a drop target. */
    borderColor?: string;
};

/**
 * A group of inputs framed with its name as the legend: a declared object,
 * a form field's options, a field card of the form builder. A real
 * `<fieldset>`, so screen readers name the group.
 */
export const Fieldset = ({
    legend,
    borderColor = 'divider',
    children,
    sx,
    ...props
}: FieldsetProps) => (
    <Box
        component="fieldset"
        {...props}
        sx={[
            {
                border: 1,
                borderColor,
                borderRadius: 1,
                m: 0,
                p: 2,
                width: '100%',
                minWidth: 0,
            },
            ...(Array.isArray(sx) ? sx : [sx]),
        ]}
    >
        <Typography component="legend" variant="subtitle2" sx={{ px: 1 }}>
            {legend}
        </Typography>
        {children}
    </Box>
);
