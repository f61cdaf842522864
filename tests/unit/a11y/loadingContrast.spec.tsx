/**
 * react-admin's wait screen (`<Loading>`, a slow page's spinner) says
 * "Please wait" in text a user reads: 4.5:1 at least on white, with the
 * app's theme (axe found react-admin's text.disabled, 2.7:1).
 */
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, waitFor } from '@testing-library/react';
import { Loading } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { theme } from '@/layout/theme';

/** The colour of `rgb(a)` text over white, as sRGB channels 0–255. */
const overWhite = (css: string): number[] => {
    const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(
        Number
    );
    return [r, g, b].map(c => c * a + 255 * (1 - a));
};
const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, b = 0] = rgb.map(v => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrastOnWhite = (css: string) =>
    1.05 / (luminance(overWhite(css)) + 0.05);

describe('the wait screen', () => {
    it('says "Please wait" at 4.5:1 or more on white', async () => {
        const { container } = render(
            <ThemeProvider theme={createTheme(theme)}>
                <Loading timeout={0} />
            </ThemeProvider>
        );
        // Drawn after its timeout (0 here), not at once.
        const message = await waitFor(() => {
            const found = container.querySelector('.RaLoading-message');
            expect(found).not.toBeNull();
            return found;
        });
        const colour = getComputedStyle(message!).color;
        expect(colour).toMatch(/^rgba?\(/);
        expect(contrastOnWhite(colour)).toBeGreaterThanOrEqual(4.5);
    });
});
