import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { MARKER_SHAPES, type MarkerLevel } from './markerShapes';

const LEVELS: MarkerLevel[] = ['critical', 'high', 'medium', 'low', 'none'];

/** What each marker shape means; a gateway's shape has a dark outline. */
export const MapLegend = () => {
    const translate = useTranslate();
    const label = (level: MarkerLevel) =>
        level === 'none'
            ? translate('app.overview.noReading')
            : translate(`app.options.criticality.${level}`);
    return (
        <Box component="figure" sx={{ m: 0 }} data-testid="map-legend">
            <Typography component="figcaption" variant="subtitle2">
                {translate('app.overview.legend')}
            </Typography>
            <Stack
                direction="row"
                spacing={2}
                useFlexGap
                sx={{ flexWrap: 'wrap' }}
                component="ul"
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
                {LEVELS.map(level => (
                    <Stack
                        key={level}
                        component="li"
                        direction="row"
                        spacing={0.5}
                        sx={{ alignItems: 'center' }}
                    >
                        <svg
                            width="18"
                            height="18"
                            viewBox="0 0 24 24"
                            aria-hidden
                        >
                            <path
                                d={MARKER_SHAPES[level].path}
                                fill={MARKER_SHAPES[level].color}
                                fillRule="evenodd"
                            />
                        </svg>
                        <Typography variant="body2">{label(level)}</Typography>
                    </Stack>
                ))}
                <Typography component="li" variant="body2">
                    {translate('app.overview.gatewayOutline')}
                </Typography>
            </Stack>
        </Box>
    );
};
