import { describe, expect, it } from 'vitest';
import { PALETTE, theme } from '@/layout/theme';

const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => {
    const n = hex.replace('#', '');
    const [r = 0, g = 0, b = 0] = [0, 2, 4].map(i =>
        channel(parseInt(n.slice(i, i + 2), 16))
    );
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
/** WCAG 2 contrast ratio of two opaque colours. */
const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
};

const TEXT_COLOURS = [
    'primary',
    'secondary',
    'error',
    'warning',
    'info',
    'success',
] as const;

describe('the palette (docs/accessibility.md)', () => {
    it('the known failures of the default theme are below 4.5:1', () => {
        // What axe found with react-admin's defaults, so the check is real.
        expect(contrast('#1976d2', '#fafafb')).toBeLessThan(4.5);
        expect(contrast('#d32f2f', '#e0e0e0')).toBeLessThan(4.5);
        expect(contrast('#ffffff', '#ed6c02')).toBeLessThan(4.5);
        expect(contrast('#ffffff', '#0288d1')).toBeLessThan(4.5);
    });

    it.each(TEXT_COLOURS)(
        '%s passes 4.5:1 as text on the page, white and the toolbar, and under white text',
        name => {
            const colour = PALETTE[name];
            for (const background of [
                PALETTE.background,
                '#ffffff',
                PALETTE.toolbar,
            ])
                expect(contrast(colour, background)).toBeGreaterThanOrEqual(
                    4.5
                );
            expect(contrast('#ffffff', colour)).toBeGreaterThanOrEqual(4.5);
        }
    );

    it('the theme uses the palette', () => {
        const palette = theme.palette as Record<string, { main?: string }>;
        for (const name of TEXT_COLOURS)
            expect(palette[name]?.main).toBe(PALETTE[name]);
    });
});
