/**
 * The chart's value axis, thresholds and tooltip write numbers in the
 * user's language: in pt-BR the axis read "412.4"
 * beside thresholds "Baixa ≥ 413,5".
 */
import { describe, expect, it } from 'vitest';
import { SeriesChart } from '@/charts/SeriesChart';
import { numberFormat } from '@shared/domain/numberFormat';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const T0 = Date.UTC(2026, 10, 20, 12);
const chart = (locale: 'pt-BR' | 'en-US') => {
    const numbers = numberFormat(locale, 4);
    return renderInAdmin(
        <div style={{ width: 800 }}>
            <SeriesChart
                series={[
                    {
                        id: '1',
                        name: 'PZ-01',
                        unit: 'm',
                        points: Array.from({ length: 12 }, (_, i) => ({
                            time: T0 + i * 300_000,
                            value: 412.1 + i * 0.1,
                        })),
                    },
                ]}
                thresholds={[
                    {
                        level: 'low',
                        value: 413.5,
                        direction: 'above',
                        unit: 'm',
                    },
                ]}
                formatTime={t => new Date(t).toISOString()}
                formatNumber={v => numbers.format(v)}
            />
        </div>,
        { locale }
    );
};

const tickTexts = (container: HTMLElement) =>
    [
        ...container.querySelectorAll(
            '.MuiChartsAxis-left .MuiChartsAxis-tickLabel'
        ),
    ].map(t => t.textContent ?? '');

describe('the chart’s numbers', () => {
    it('reads the value axis and the thresholds with a decimal comma in pt-BR', () => {
        const { container } = chart('pt-BR');
        const ticks = tickTexts(container);
        expect(ticks.length).toBeGreaterThan(1);
        expect(ticks.some(t => /^\d+,\d$/.test(t))).toBe(true);
        expect(ticks.some(t => t.includes('.'))).toBe(false);
        expect(container.textContent).toContain('Baixa ≥ 413,5');
    });

    it('keeps the decimal point in en-US', () => {
        const { container } = chart('en-US');
        const ticks = tickTexts(container);
        expect(ticks.some(t => /^\d+\.\d$/.test(t))).toBe(true);
        expect(container.textContent).toContain('413.5');
    });
});
