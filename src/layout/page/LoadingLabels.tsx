import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useCallback, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Names every spinner and progress bar (axe's
 * aria-progressbar-name): react-admin's and ours draw MUI progress
 * indicators without a name; the theme gives them "Carregando" /
 * "Loading" in the current language.
 */
export const LoadingLabels = ({ children }: { children: ReactNode }) => {
    const translate = useTranslate();
    const label = translate('ra.page.loading');
    const theme = useCallback(
        (outer: Theme): Theme => ({
            ...outer,
            components: {
                ...outer.components,
                MuiCircularProgress: {
                    ...outer.components?.MuiCircularProgress,
                    defaultProps: {
                        ...outer.components?.MuiCircularProgress?.defaultProps,
                        'aria-label': label,
                    },
                },
                MuiLinearProgress: {
                    ...outer.components?.MuiLinearProgress,
                    defaultProps: {
                        ...outer.components?.MuiLinearProgress?.defaultProps,
                        'aria-label': label,
                    },
                },
            },
        }),
        [label]
    );
    return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
};
