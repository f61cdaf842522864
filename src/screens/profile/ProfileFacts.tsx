import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface ProfileFact {
    /** Translated label. */
    label: string;
    value: string;
}

/**
 * Read-only facts as a description list, so assistive technology reads
 * each value with its label.
 */
export const ProfileFacts = ({ facts }: { facts: readonly ProfileFact[] }) => (
    <Box
        component="dl"
        sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 3,
            rowGap: { xs: 0.5, sm: 1.5 },
            m: 0,
        }}
    >
        {facts.map(fact => (
            <Box key={fact.label} sx={{ display: 'contents' }}>
                <Typography
                    component="dt"
                    variant="body2"
                    color="text.secondary"
                    sx={{ pt: { xs: 1, sm: 0 } }}
                >
                    {fact.label}
                </Typography>
                <Typography
                    component="dd"
                    sx={{ m: 0, overflowWrap: 'anywhere' }}
                >
                    {fact.value}
                </Typography>
            </Box>
        ))}
    </Box>
);
