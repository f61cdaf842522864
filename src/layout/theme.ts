import { deepmerge } from '@mui/utils';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * The palette (docs/accessibility.md): react-admin's light theme with the
 * colours that carry text darkened until every text over them, or every
 * text of theirs over the page (#fafafb), over white and over the form
 * toolbar (#e0e0e0), passes WCAG AA (4.5:1).
 *
 * | colour         | value     | on page | on white | on toolbar | white on it |
 * | -------------- | --------- | ------- | -------- | ---------- | ----------- |
 * | primary        | #1258aa   | 6.71    | 7.00     | 5.30       | 7.00        |
 * | error          | #b71c1c   | 6.30    | 6.57     | 4.98       | 6.57        |
 * | warning (high) | #a84300   | 5.81    | 6.06     | 4.59       | 6.06        |
 * | info (medium)  | #01579b   | 7.09    | 7.40     | 5.61       | 7.40        |
 * | success (low)  | #1b5e20   | 7.54    | 7.87     | 5.96       | 7.87        |
 * | secondary      | #0d47a1   | 8.27    | 8.63     | 6.54       | 8.63        |
 */
export const PALETTE = {
    primary: '#1258aa',
    secondary: '#0d47a1',
    error: '#b71c1c',
    warning: '#a84300',
    info: '#01579b',
    success: '#1b5e20',
    background: '#fafafb',
    toolbar: '#e0e0e0',
} as const;

export const theme: RaThemeOptions = deepmerge(defaultLightTheme, {
    palette: {
        primary: { main: PALETTE.primary, contrastText: '#fff' },
        secondary: {
            light: '#5472d3',
            main: PALETTE.secondary,
            dark: '#002171',
            contrastText: '#fff',
        },
        error: { main: PALETTE.error, contrastText: '#fff' },
        warning: { main: PALETTE.warning, contrastText: '#fff' },
        info: { main: PALETTE.info, contrastText: '#fff' },
        success: { main: PALETTE.success, contrastText: '#fff' },
        background: { default: PALETTE.background },
    },
    components: {
        MuiFormHelperText: {
            styleOverrides: {
                // A read-only field's help (e.g. "Time in Brasília") is
                // still read: text.secondary (5.7:1), not text.disabled.
                root: {
                    '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' },
                },
            },
        },
        RaLoading: {
            styleOverrides: {
                // "Please wait" under a slow page's spinner is read: react-
                // admin greys it to text.disabled (2.7:1), text.secondary
                // is 5.7:1.
                root: {
                    '& .RaLoading-message': { color: 'rgba(0, 0, 0, 0.6)' },
                },
            },
        },
        MuiChip: {
            styleOverrides: {
                // A chip of a read-only input is read, not greyed out to
                // 2:1: the input around it already says it cannot change.
                root: {
                    '&.Mui-disabled': { opacity: 1 },
                },
            },
        },
    },
} satisfies RaThemeOptions);
