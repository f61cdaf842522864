import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'react-admin';
import type { Criticality } from '@shared/domain/fields';
import { thresholdOrderFailures } from '@shared/domain/criticality';
import { numberFormat } from '@shared/domain/numberFormat';
import { scaleMarks } from './thresholdScale';

const TICK: Record<Criticality, string> = {
    low: 'success.main',
    medium: 'info.main',
    high: 'warning.main',
    critical: 'error.main',
};

/**
 * One entry's thresholds on a bar, each level named in text beside its
 * bound (colour only repeats it), with the shared order rule's verdict in
 * words: a mistake is visible before saving.
 */
export const ThresholdScale = ({ item }: { item: Record<string, unknown> }) => {
    const translate = useTranslate();
    // In the user's language ("Baixa 413,5"), as the chart's thresholds.
    const numbers = numberFormat(useLocale(), 6);
    const marks = scaleMarks(item);
    const outOfOrder = thresholdOrderFailures(item).length > 0;
    const direction = item.direction === 'below' ? 'below' : 'above';
    return (
        <Box
            role="group"
            aria-label={translate('app.plant.alerts.scale')}
            sx={{ width: '100%', my: 1 }}
        >
            {marks.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                    {translate('app.plant.alerts.scaleEmpty')}
                </Typography>
            ) : (
                <Box sx={{ position: 'relative', height: 72, mx: 2 }}>
                    <Box
                        aria-hidden
                        sx={{
                            position: 'absolute',
                            top: 32,
                            left: 0,
                            right: 0,
                            height: 8,
                            borderRadius: 4,
                            bgcolor: 'action.selected',
                        }}
                    />
                    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                        {marks.map((m, i) => (
                            <Box
                                component="li"
                                key={m.level}
                                data-level={m.level}
                                sx={{
                                    position: 'absolute',
                                    left: `${m.position * 100}%`,
                                    transform: 'translateX(-50%)',
                                    // Alternate above and below the bar so
                                    // that close bounds do not overlap.
                                    top: i % 2 ? 44 : 0,
                                    display: 'flex',
                                    flexDirection:
                                        i % 2 ? 'column' : 'column-reverse',
                                    alignItems: 'center',
                                    whiteSpace: 'nowrap',
                                }}
                            >
                                <Box
                                    aria-hidden
                                    sx={{
                                        width: 4,
                                        height: 12,
                                        bgcolor: TICK[m.level],
                                    }}
                                />
                                <Typography variant="caption">
                                    {`${translate(`app.options.criticality.${m.level}`)} ${numbers.format(m.value)}`}
                                </Typography>
                            </Box>
                        ))}
                    </Box>
                </Box>
            )}
            {marks.length > 0 && (
                <Typography variant="caption" color="text.secondary">
                    {translate(`app.plant.alerts.axis.${direction}`)}
                </Typography>
            )}
            {outOfOrder && (
                <Typography variant="body2" color="error" role="status">
                    {translate('app.plant.alerts.outOfOrder')}
                </Typography>
            )}
        </Box>
    );
};
