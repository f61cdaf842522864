/**
 * A sensor's page mutes its notifications and ends the silence
 * (docs/monitoring.md, "Silences"): the open alerts' card says whether a
 * silence holds, who set it, until when and why.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SensorSilence } from '@shared/domain/alerts';
import { SensorAlerts } from '@/views/sensor/SensorAlerts';
import { fakeDataProvider } from '../builders/fakeDataProvider';
import { inFirstPlant } from '../../helpers/operatorSessionModule';
import { renderInAdmin } from '../../helpers/renderInAdmin';

vi.mock(
    '@/session/session',
    () => import('../../helpers/operatorSessionModule')
);

const HOUR = 3_600_000;

beforeEach(inFirstPlant);

/** A server's silence for sensor 5, kept between calls as the API keeps it. */
const silenceApi = (initial: SensorSilence | null = null) => {
    let current = initial;
    return {
        // Past its end a silence no longer holds (the API's currentSilence).
        getSensorSilence: vi.fn(async () => ({
            data:
                current && Date.parse(current.until) > Date.now()
                    ? current
                    : null,
        })),
        muteSensor: vi.fn(
            async (
                sensorId: number,
                body: { until: string; reason: string }
            ) => {
                current = {
                    id: 1,
                    sensorId,
                    startsAt: new Date().toISOString(),
                    until: body.until,
                    reason: body.reason,
                    createdBy: { id: 7, name: 'Ana Souza' },
                };
                return { data: current };
            }
        ),
        endSensorSilence: vi.fn(async () => {
            current = null;
            return { data: null };
        }),
    };
};

const renderCard = (api: ReturnType<typeof silenceApi>, locale?: 'pt-BR') =>
    renderInAdmin(<SensorAlerts sensorId={5} sensorName="PZ-01" />, {
        locale,
        dataProvider: { ...fakeDataProvider({ alert: [] }), ...api },
    });

describe('the silence on the sensor page', { timeout: 20_000 }, () => {
    it('mutes the sensor for the chosen time with a reason, then ends it', async () => {
        const user = userEvent.setup({ delay: null });
        const api = silenceApi();
        renderCard(api);
        expect(
            await screen.findByText(
                "Notifications on: the plant's contacts hear of this sensor's alerts."
            )
        ).toBeInTheDocument();

        await user.click(screen.getByRole('button', { name: 'Mute sensor' }));
        const dialog = await screen.findByRole('dialog', {
            name: 'Mute notifications of PZ-01',
        });
        // The reason is required: nothing is sent without it.
        await user.click(within(dialog).getByRole('button', { name: 'Mute' }));
        expect(
            within(dialog).getByText('Say why the sensor is muted.')
        ).toBeInTheDocument();
        expect(api.muteSensor).not.toHaveBeenCalled();

        await user.type(
            within(dialog).getByRole('textbox', { name: /Reason/ }),
            'Calibração'
        );
        const before = Date.now();
        await user.click(within(dialog).getByRole('button', { name: 'Mute' }));
        await waitFor(() => expect(api.muteSensor).toHaveBeenCalledTimes(1));
        const [sensorId, body] = api.muteSensor.mock.calls[0]!;
        expect(sensorId).toBe(5);
        expect(body.reason).toBe('Calibração');
        // Four hours, the dialog's default.
        const until = Date.parse(body.until);
        expect(until - before).toBeGreaterThanOrEqual(4 * HOUR);
        expect(until - Date.now()).toBeLessThanOrEqual(4 * HOUR);

        const status = await screen.findByText(
            /^Notifications muted until .* by Ana Souza: Calibração$/
        );
        expect(status).toHaveAttribute('role', 'status');
        expect(
            screen.queryByRole('button', { name: 'Mute sensor' })
        ).toBeNull();

        await user.click(screen.getByRole('button', { name: 'End silence' }));
        await waitFor(() =>
            expect(api.endSensorSilence).toHaveBeenCalledWith(5)
        );
        expect(
            await screen.findByText(
                "Notifications on: the plant's contacts hear of this sensor's alerts."
            )
        ).toBeInTheDocument();
        expect(
            await screen.findByText('Sensor notifications turned back on')
        ).toBeInTheDocument();
    });

    it('says the notifications are on again once the silence has ended', async () => {
        const api = silenceApi({
            id: 4,
            sensorId: 5,
            startsAt: new Date().toISOString(),
            until: new Date(Date.now() + 500).toISOString(),
            reason: 'Manutenção',
            createdBy: { id: 7, name: 'Ana Souza' },
        });
        renderCard(api);
        expect(
            await screen.findByText(
                /^Notifications muted until .* by Ana Souza: Manutenção$/
            )
        ).toBeInTheDocument();
        // Nobody acts and no push arrives: the page asks again after the end.
        expect(
            await screen.findByText(
                "Notifications on: the plant's contacts hear of this sensor's alerts.",
                {},
                { timeout: 5_000 }
            )
        ).toBeInTheDocument();
        expect(api.getSensorSilence).toHaveBeenCalledTimes(2);
    });

    it('says who muted it and why, in Portuguese, and a refused end says why', async () => {
        const user = userEvent.setup({ delay: null });
        const api = silenceApi({
            id: 3,
            sensorId: 5,
            startsAt: '2026-11-27T10:00:00.000Z',
            until: '2099-11-27T18:00:00.000Z',
            reason: 'Manutenção',
            createdBy: null,
        });
        api.endSensorSilence.mockRejectedValueOnce(
            new HttpError('app.serverErrors.forbidden', 403, {})
        );
        renderCard(api, 'pt-BR');
        expect(
            await screen.findByText(
                /^Notificações silenciadas até .* por alguém: Manutenção$/
            )
        ).toBeInTheDocument();
        await user.click(
            screen.getByRole('button', { name: 'Encerrar silêncio' })
        );
        expect(
            await screen.findByText(
                'A ação falhou: Você não tem permissão para esta ação'
            )
        ).toBeInTheDocument();
        // Still muted: the silence is shown as it was.
        expect(
            screen.getByText(
                /^Notificações silenciadas até .* por alguém: Manutenção$/
            )
        ).toBeInTheDocument();
    });
});
