/**
 * The product's SeriesChart alone, in a box as the panel draws it
 * (BenchChart): four series of 1000 points each (the most one Zabbix
 * answer carries) handed to it at once, as when a panel's data arrives. `window.renderChart()` answers the milliseconds from the
 * data's arrival to the chart drawn in the DOM (scripts/chartBench/measure.ts).
 */
import { createTheme, ThemeProvider } from '@mui/material/styles';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { I18nContextProvider } from 'ra-core';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { ChartSeries } from '../../src/charts/chartTypes';
import { BenchChart } from './BenchChart';

const i18n = polyglotI18nProvider(() => ({}), 'en-US', [], {
    allowMissing: true,
});

const makeSeries = (seed: number): ChartSeries[] =>
    [0, 1, 2, 3].map(k => ({
        id: String(k),
        name: `Sensor ${k + 1}`,
        unit: 'm',
        points: Array.from({ length: 1000 }, (_, i) => ({
            time: 1_763_000_000_000 + i * 86_400 + k * 7_000,
            value:
                400 +
                10 * Math.sin((i + seed) / 40 + k) +
                ((i * 7919 + k) % 13) / 10,
        })),
    }));

let arrive: ((series: ChartSeries[] | null) => void) | undefined;

const Bench = () => {
    const [series, setSeries] = useState<ChartSeries[] | null>(null);
    useEffect(() => {
        arrive = setSeries;
    }, []);
    return (
        <BenchChart
            series={series}
            thresholds={[
                { level: 'high', value: 412, direction: 'above', unit: 'm' },
                {
                    level: 'critical',
                    value: 415,
                    direction: 'above',
                    unit: 'm',
                },
            ]}
            formatTime={t => new Date(t).toISOString()}
            formatNumber={v => v.toFixed(2)}
        />
    );
};

declare global {
    interface Window {
        renderChart: (seed: number) => Promise<number>;
    }
}

/** Drawn: four lines with their paths, checked as soon as the DOM changes. */
const isDrawn = () => {
    const lines = document.querySelectorAll('path.MuiLineElement-root');
    return (
        lines.length === 4 &&
        [...lines].every(l => (l.getAttribute('d') ?? '').length > 100)
    );
};

window.renderChart = seed =>
    new Promise(resolve => {
        const data = makeSeries(seed);
        const start = performance.now();
        const observer = new MutationObserver(() => {
            if (!isDrawn()) return;
            observer.disconnect();
            resolve(performance.now() - start);
        });
        observer.observe(document.body, {
            subtree: true,
            childList: true,
            attributes: true,
        });
        arrive?.(data);
    });

Object.assign(window, { resetChart: () => arrive?.(null) });

createRoot(document.getElementById('root')!).render(
    <ThemeProvider theme={createTheme()}>
        <I18nContextProvider value={i18n}>
            <div style={{ width: 900 }}>
                <Bench />
            </div>
        </I18nContextProvider>
    </ThemeProvider>
);
