import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RangePicker } from '@/charts/RangePicker';
import { renderInAdmin } from '../../helpers/renderInAdmin';

describe('RangePicker', { timeout: 30000 }, () => {
    it('a custom range is typed in the user’s language on the company’s clock', async () => {
        const user = userEvent.setup();
        const onChange = vi.fn();
        const range = {
            from: Date.parse('2026-11-20T12:00:00Z'),
            to: Date.parse('2026-11-20T15:00:00Z'),
        };
        renderInAdmin(
            <RangePicker choice="24h" range={range} onChange={onChange} />,
            { locale: 'pt-BR' }
        );
        await user.click(
            screen.getByRole('button', { name: /personalizado/i })
        );
        const from = screen.getByRole('textbox', { name: 'De' });
        const to = screen.getByRole('textbox', { name: 'Até' });
        // São Paulo's clock, whatever zone this machine is in.
        expect(from).toHaveValue('20/11/2026 09:00');
        expect(to).toHaveValue('20/11/2026 12:00');
        await user.clear(from);
        await user.type(from, '201120261030');
        await user.click(screen.getByRole('button', { name: 'Mostrar' }));
        expect(onChange).toHaveBeenCalledWith('custom', {
            from: Date.parse('2026-11-20T13:30:00Z'),
            to: range.to,
        });
    });
});
