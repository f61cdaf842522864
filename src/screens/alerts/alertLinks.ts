import { getResource } from '@shared/declarations';
import { plantDetailsPath } from '@/builders/paths';
import type { AlertRecord } from '@/providers/monitoring/alertsApi';

/** The chart's window on each side of the alert's reading. */
export const CHART_SPAN_MS = 6 * 3_600_000;

/**
 * When the alert's reading was taken: the last time it opened or rose
 * (its history, when loaded), else when it opened.
 */
export const readingTime = (alert: AlertRecord): number => {
    const raised = (alert.history ?? []).filter(
        h => h.type === 'opened' || h.type === 'raised'
    );
    const at = raised.at(-1)?.at ?? alert.openedAt;
    return Date.parse(at);
};

/**
 * Its sensor's details with the chart from 6 h before to 6 h after the
 * reading, the reading marked (`from`, `to`, `mark` in the URL: the
 * sensor's details read them, so the link can be shared). Undefined for a
 * gateway's alert.
 */
export const sensorChartPath = (alert: AlertRecord): string | undefined => {
    if (alert.sensorId === null) return undefined;
    const base = plantDetailsPath(getResource('sensor'), alert.sensorId);
    const at = readingTime(alert);
    if (!base || !Number.isFinite(at)) return base;
    const query = new URLSearchParams({
        from: String(at - CHART_SPAN_MS),
        to: String(at + CHART_SPAN_MS),
        mark: String(at),
    });
    return `${base}?${query.toString()}`;
};
