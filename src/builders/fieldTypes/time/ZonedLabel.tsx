import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';

/** A date-time column names the zone its times are on ("Data (GMT-3)"). */
export const ZonedLabel = ({ label }: { label: string }) => {
    const translate = useTranslate();
    const dates = useDateTimeFormat();
    // The zone's name today (a zone with summer time has two).
    const [now] = useState(() => Date.now());
    return `${translate(label)} (${dates.zoneName(now)})`;
};
