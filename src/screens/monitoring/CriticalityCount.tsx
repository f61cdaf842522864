import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'react-admin';
import { numberFormat } from '@shared/domain/numberFormat';
import { CriticalityChip } from '@/builders/CriticalityChip';
import type { Criticality } from '@shared/domain/fields';

/** One level's count: the level named (chip with icon), then the figure. */
export const CriticalityCount = ({
    level,
    count,
}: {
    level: Criticality;
    count: number;
}) => {
    const translate = useTranslate();
    const locale = useLocale();
    return (
        <Card variant="outlined" data-testid={`count-${level}`}>
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <CriticalityChip value={level} />
                <Typography
                    variant="h4"
                    component="p"
                    sx={{ mt: 1, fontVariantNumeric: 'tabular-nums' }}
                    aria-label={`${translate(`app.options.criticality.${level}`)}: ${translate('app.dashboard.readingsOf', { smart_count: count })}`}
                >
                    {numberFormat(locale, 0).format(count)}
                </Typography>
            </CardContent>
        </Card>
    );
};
