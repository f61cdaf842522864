import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { Chip } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { CRITICALITIES, type Criticality } from '@shared/domain/fields';

// Colour, icon and label together: the level never rests on colour alone.
const LOOK: Record<
    Criticality,
    { color: 'success' | 'info' | 'warning' | 'error'; icon: ReactElement }
> = {
    low: { color: 'success', icon: <CheckCircleOutline /> },
    medium: { color: 'info', icon: <InfoOutlined /> },
    high: { color: 'warning', icon: <ReportProblemOutlined /> },
    critical: { color: 'error', icon: <ErrorOutline /> },
};

export const isCriticality = (value: unknown): value is Criticality =>
    (CRITICALITIES as readonly unknown[]).includes(value);

/** A criticality (low, medium, high, critical) as colour + icon + label. */
export const CriticalityChip = ({
    value,
    size = 'small',
}: {
    value: Criticality;
    size?: 'small' | 'medium';
}) => {
    const translate = useTranslate();
    const { color, icon } = LOOK[value];
    return (
        <Chip
            size={size}
            color={color}
            icon={icon}
            label={translate(`app.options.criticality.${value}`)}
            data-criticality={value}
        />
    );
};
