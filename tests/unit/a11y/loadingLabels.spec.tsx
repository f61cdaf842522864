import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingLabels } from '@/layout/page/LoadingLabels';
import { renderInAdmin } from '../../helpers/renderInAdmin';

describe('spinners have a name', () => {
    it.each([
        ['en-US', 'Loading'],
        ['pt-BR', 'Carregando'],
    ] as const)('in %s', (locale, name) => {
        renderInAdmin(
            <LoadingLabels>
                <CircularProgress />
                <LinearProgress />
            </LoadingLabels>,
            { locale }
        );
        const bars = screen.getAllByRole('progressbar');
        expect(bars).toHaveLength(2);
        for (const bar of bars)
            expect(bar.getAttribute('aria-label')).toMatch(new RegExp(name));
    });
});
