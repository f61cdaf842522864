/**
 * The alert configuration's scale names each bound in the user's language:
 * it read "Baixa 413.5" in pt-BR.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThresholdScale } from '@/views/subsidiary/ThresholdScale';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const item = { direction: 'above', low: 413.5, medium: 1414.25, high: 420 };

describe('the threshold scale', () => {
    it('writes bounds with a decimal comma in pt-BR', () => {
        renderInAdmin(<ThresholdScale item={item} />, { locale: 'pt-BR' });
        expect(screen.getByText('Baixa 413,5')).toBeInTheDocument();
        expect(screen.getByText('Média 1.414,25')).toBeInTheDocument();
    });

    it('writes bounds with a decimal point in en-US', () => {
        renderInAdmin(<ThresholdScale item={item} />, { locale: 'en-US' });
        expect(screen.getByText('Low 413.5')).toBeInTheDocument();
        expect(screen.getByText('Medium 1,414.25')).toBeInTheDocument();
    });
});
