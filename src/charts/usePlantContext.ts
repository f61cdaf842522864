import { useGetOne, useLocale } from 'react-admin';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';
import {
    findAlertThresholds,
    type AlertThresholds,
} from '@/domain/criticality';
import type { PlantChartContext } from '@/domain/dashboard';
import { CRITICALITIES } from '@/domain/fields';
import { useSessionState } from '@/session/hooks';
import type { Threshold } from './SeriesChart';

/** The plant's thresholds for a sensor type, as chart lines (levels without a bound are left out). */
export const thresholdLines = (
    config: AlertThresholds | undefined
): Threshold[] =>
    config
        ? CRITICALITIES.flatMap(level => {
              const value = config[level];
              return typeof value === 'number'
                  ? [{ level, value, direction: config.direction }]
                  : [];
          })
        : [];

/**
 * What a chart needs from the plant and the company: the alert thresholds
 * of the selected plant, and dates and numbers in the user's language and
 * the company's time zone (settings), the zone named on every date.
 */
export const usePlantContext = (
    sensorType: string | undefined,
    /** The plant's thresholds and time zone when the screen has them (no request then). */
    known?: PlantChartContext
) => {
    const locale = useLocale();
    const state = useSessionState();
    const plantId = state.status === 'ready' ? state.plantId : null;
    const { data: plant } = useGetOne(
        'subsidiary',
        { id: plantId ?? 0 },
        { enabled: plantId !== null && !known }
    );
    // The company's zone comes with the session; no request for it.
    const dates = useDateTimeFormat(known?.timeZone);
    const alertConfig = known
        ? known.alertConfig
        : (plant?.alertConfig as AlertThresholds[] | undefined);
    const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
    const thresholds = sensorType
        ? thresholdLines(findAlertThresholds(alertConfig, sensorType))
        : [];
    return {
        timeZone: dates.timeZone,
        thresholds,
        formatTime: (t: number) => dates.dateTime(t),
        /** The time with its zone ("20/11/2026, 10:30 BRT"), for captions and exports. */
        formatInstant: (t: number) => dates.dateTime(t, { zone: true }),
        formatNumber: (v: number) => numbers.format(v),
    };
};
