import { useGetOne, useLocale } from 'react-admin';
import {
    findAlertThresholds,
    type AlertThresholds,
} from '@/domain/criticality';
import type { PlantChartContext } from '@/domain/dashboard';
import { CRITICALITIES } from '@/domain/fields';
import { useSession, useSessionState } from '@/session/hooks';
import type { Threshold } from './SeriesChart';

const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

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
    const session = useSession();
    const state = useSessionState();
    const plantId = state.status === 'ready' ? state.plantId : null;
    const { data: plant } = useGetOne(
        'subsidiary',
        { id: plantId ?? 0 },
        { enabled: plantId !== null && !known }
    );
    const { data: company } = useGetOne(
        'company',
        { id: session.user.companyId },
        { enabled: !known }
    );
    const timeZone =
        (known
            ? known.timeZone
            : (company?.settings as { timezone?: string } | undefined)
                  ?.timezone) ?? DEFAULT_TIME_ZONE;
    const alertConfig = known
        ? known.alertConfig
        : (plant?.alertConfig as AlertThresholds[] | undefined);
    const dates = new Intl.DateTimeFormat(locale, {
        timeZone,
        dateStyle: 'short',
        timeStyle: 'short',
    });
    const zone = new Intl.DateTimeFormat(locale, {
        timeZone,
        timeZoneName: 'short',
    });
    const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
    const thresholds = sensorType
        ? thresholdLines(findAlertThresholds(alertConfig, sensorType))
        : [];
    return {
        timeZone,
        thresholds,
        formatTime: (t: number) => dates.format(t),
        /** The time with its zone ("20/11/2026, 10:30 BRT"), for captions and exports. */
        formatInstant: (t: number) =>
            `${dates.format(t)} ${zone.formatToParts(t).find(p => p.type === 'timeZoneName')?.value ?? ''}`.trim(),
        formatNumber: (v: number) => numbers.format(v),
    };
};
