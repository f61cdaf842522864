import { useMemo } from 'react';
import { useGetOne, useLocale } from 'react-admin';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';
import {
    findAlertThresholds,
    type AlertThresholds,
} from '@shared/domain/criticality';
import type { PlantChartContext } from '@shared/domain/dashboard';
import { CRITICALITIES } from '@shared/domain/fields';
import { numberFormat } from '@shared/domain/numberFormat';
import { csvConventions } from '@/csv/csvConventions';
import { useSessionState } from '@/session/hooks';
import type { Threshold, ThresholdLine } from './chartTypes';

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
 * The lines of every sensor type a chart shows, each on the axis of its
 * sensors' unit; named by their type when several types have lines, so
 * that two bounds of one unit cannot be mistaken for each other.
 */
export const chartThresholds = (
    sensors: readonly { unit: string; sensorType?: string }[],
    thresholdsOf: (sensorType: string) => Threshold[],
    typeName: (sensorType: string) => string
): ThresholdLine[] => {
    const seen = new Set<string>();
    const groups = sensors.flatMap(({ unit, sensorType }) => {
        const key = `${sensorType ?? ''}\u0000${unit}`;
        if (!sensorType || seen.has(key)) return [];
        seen.add(key);
        const lines = thresholdsOf(sensorType);
        return lines.length ? [{ unit, sensorType, lines }] : [];
    });
    const types = new Set(groups.map(g => g.sensorType));
    return groups.flatMap(({ unit, sensorType, lines }) =>
        lines.map(line => ({
            ...line,
            unit,
            ...(types.size > 1 ? { source: typeName(sensorType) } : {}),
        }))
    );
};

/**
 * What a chart needs from the plant and the company: the alert thresholds
 * of the selected plant, and dates and numbers in the user's language and
 * the company's time zone (settings), the zone named on every date.
 */
export const usePlantContext = (
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
    const numbers = useMemo(() => numberFormat(locale, 4), [locale]);
    // Kept while the language and the zone are: the chart is drawn again
    // only when what it shows changes (sameChartProps).
    const formatTime = useMemo(() => (t: number) => dates.dateTime(t), [dates]);
    const formatNumber = useMemo(
        () => (v: number) => numbers.format(v),
        [numbers]
    );
    return {
        timeZone: dates.timeZone,
        /** The plant's bounds for a sensor type, as chart lines. */
        thresholdsOf: (sensorType: string) =>
            thresholdLines(findAlertThresholds(alertConfig, sensorType)),
        formatTime,
        /** The time with its zone ("20/11/2026, 10:30 GMT-3"), for captions and exports. */
        formatInstant: (t: number) => dates.dateTime(t, { zone: true }),
        formatNumber,
        /** How a CSV of the chart is written: the user's separators, the plant's clock. */
        csvConventions: () => csvConventions(locale, dates.timeZone),
    };
};
