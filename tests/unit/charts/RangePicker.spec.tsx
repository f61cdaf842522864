import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RangePicker } from '@/charts/RangePicker';
import { renderInAdmin } from '../../helpers/renderInAdmin';

describe('RangePicker', { timeout: 30000 }, () => {
    it('a custom range is typed in the user’s language on the company’s clock', async () => {
        const user = userEvent.setup();
        const onChange = vi.fn();
        // A recent day at noon UTC: a fixed date would one day fall
        // outside Zabbix's year of trends, which the picker refuses.
        const day = new Date(Date.now() - 5 * 86_400_000);
        const noon = Date.UTC(
            day.getUTCFullYear(),
            day.getUTCMonth(),
            day.getUTCDate(),
            12
        );
        const range = { from: noon, to: noon + 3 * 3_600_000 };
        const p = (n: number) => String(n).padStart(2, '0');
        const date = `${p(day.getUTCDate())}/${p(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
        renderInAdmin(
            <RangePicker choice="24h" range={range} onChange={onChange} />,
            { locale: 'pt-BR' }
        );
        await user.click(
            screen.getByRole('button', { name: /personalizado/i })
        );
        const from = screen.getByRole('textbox', { name: 'De' });
        const to = screen.getByRole('textbox', { name: 'Até' });
        // São Paulo's clock (UTC-3, no summer time since 2019), whatever
        // zone this machine is in.
        expect(from).toHaveValue(`${date} 09:00`);
        expect(to).toHaveValue(`${date} 12:00`);
        await user.clear(from);
        await user.type(from, `${date.replaceAll('/', '')}1030`);
        await user.click(screen.getByRole('button', { name: 'Mostrar' }));
        expect(onChange).toHaveBeenCalledWith('custom', {
            from: noon + 90 * 60_000,
            to: range.to,
        });
    });

    it('explains a range Zabbix cannot answer before sending it: too long, or older than its trends (en-US)', async () => {
        const user = userEvent.setup();
        const onChange = vi.fn();
        const now = Date.now();
        const range = { from: now - 3_600_000, to: now };
        renderInAdmin(
            <RangePicker choice="24h" range={range} onChange={onChange} />,
            { locale: 'en-US' }
        );
        await user.click(screen.getByRole('button', { name: /custom/i }));
        const from = screen.getByRole('textbox', { name: 'From' });
        const to = screen.getByRole('textbox', { name: 'To' });
        const typed = (t: number) => {
            // The field's own format (MM/DD/YYYY hh:mm on the company's clock).
            const d = new Date(t - 3 * 3_600_000);
            const p = (n: number) => String(n).padStart(2, '0');
            return `${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${d.getUTCFullYear()}${p(d.getUTCHours())}${p(d.getUTCMinutes())}`;
        };
        const DAY = 86_400_000;
        // 400 days back: older than a year of trends.
        await user.clear(from);
        await user.type(from, typed(now - 400 * DAY));
        await user.clear(to);
        await user.type(to, typed(now - 390 * DAY));
        expect(
            await screen.findByText(/Zabbix keeps data for 365 days/)
        ).toBeVisible();
        expect(screen.getByRole('button', { name: 'Show' })).toBeDisabled();
        // 300 days, ending now: within both limits.
        await user.clear(from);
        await user.type(from, typed(now - 300 * DAY));
        await user.clear(to);
        await user.type(to, typed(now - 60_000));
        expect(screen.queryByText(/Zabbix keeps data/)).toBeNull();
        await user.click(screen.getByRole('button', { name: 'Show' }));
        expect(onChange).toHaveBeenCalledTimes(1);
    });
});
