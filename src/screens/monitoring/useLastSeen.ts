import { useLocale } from 'react-admin';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400_000],
    ['hour', 3_600_000],
    ['minute', 60_000],
];

/**
 * "5 minutes ago" up to a week, then the date and time in the plant's
 * zone: how long a device has been silent is what an operator reads first.
 */
export const useLastSeen = (timeZone?: string | null) => {
    const locale = useLocale();
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    const dates = useDateTimeFormat(timeZone);
    return (at: string, now = Date.now()): string => {
        const ago = now - Date.parse(at);
        if (ago > 7 * 86_400_000) return dates.dateTime(at);
        for (const [unit, ms] of UNITS)
            if (ago >= ms) return relative.format(-Math.floor(ago / ms), unit);
        return relative.format(0, 'minute');
    };
};
