import { useMemo } from 'react';
import { useLocale } from 'react-admin';
import {
    dateTimeFormats,
    DEFAULT_TIME_ZONE,
    type DateTimeFormats,
} from '@shared/domain/dateTime';
import { useSessionState } from './hooks';

/**
 * Dates in the user's language on the company's clock (the session's
 * time zone). A screen that knows the zone of the plant it shows (the
 * monitoring screens get it with their data) passes it instead.
 */
export const useDateTimeFormat = (
    timeZone?: string | null
): DateTimeFormats => {
    const locale = useLocale();
    const state = useSessionState();
    const zone =
        timeZone ??
        (state.status === 'ready' ? state.session.user.timeZone : null) ??
        DEFAULT_TIME_ZONE;
    return useMemo(() => dateTimeFormats(locale, zone), [locale, zone]);
};
