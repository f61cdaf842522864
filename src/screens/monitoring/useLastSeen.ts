import { useLocale } from 'react-admin';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400_000],
    ['hour', 3_600_000],
    ['minute', 60_000],
];

/**
 * "5 minutes ago" up to a week, then the date and time in the plant's
 * zone: how long a device has been silent is what an operator reads first.
 */
export const useLastSeen = (timeZone?: string) => {
    const locale = useLocale();
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    const absolute = new Intl.DateTimeFormat(locale, {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone,
    });
    return (at: string, now = Date.now()): string => {
        const ago = now - Date.parse(at);
        if (ago > 7 * 86_400_000) return absolute.format(Date.parse(at));
        for (const [unit, ms] of UNITS)
            if (ago >= ms) return relative.format(-Math.floor(ago / ms), unit);
        return relative.format(0, 'minute');
    };
};
