/**
 * The dashboard draws its figures first, and its lists, alerts and chart
 * once the figures have been painted (docs/performance.md,
 * "Start-up").
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeDataProvider } from '../builders/fakeDataProvider';
import type { DashboardSummary } from '@shared/domain/dashboard';
import { HEALTHY } from '@shared/domain/integrationHealth';
import { DashboardScreen } from '@/screens/monitoring/DashboardScreen';
import { sessionStore } from '@/session/session';
import { holdFrames } from '../../helpers/frames';
import { inFirstPlant } from '../../helpers/operatorSessionModule';
import { renderInAdmin } from '../../helpers/renderInAdmin';

vi.mock(
    '@/session/session',
    () => import('../../helpers/operatorSessionModule')
);

const summary = (plantId: number): DashboardSummary => ({
    plantId,
    at: '2026-11-27T12:00:00.000Z',
    since: '2026-11-26T12:00:00.000Z',
    plant: { alertConfig: [], timeZone: 'America/Sao_Paulo' },
    readings: { low: 40, medium: 3, high: 2, critical: 1 },
    integration: HEALTHY,
    sensors: [],
    gateways: [],
    latestAlerts: [],
    deliveries: {
        failed: 0,
        pending: 0,
        oldestPendingAt: null,
        pendingWarnMinutes: 15,
    },
});

beforeEach(inFirstPlant);

afterEach(() => {
    vi.restoreAllMocks();
});

it('draws the figures, then the rest once they have been painted', async () => {
    const paint = holdFrames();
    const state = sessionStore.getState();
    const plantId = state.status === 'ready' ? state.plantId! : 0;
    renderInAdmin(<DashboardScreen />, {
        path: '/dashboard',
        dataProvider: {
            ...fakeDataProvider({}),
            getDashboardSummary: async () => ({ data: summary(plantId) }),
        },
    });
    expect(
        await screen.findByRole('heading', {
            name: 'Readings in the last 24 h',
        })
    ).toBeInTheDocument();
    expect(screen.queryByText('Silent sensors')).toBeNull();

    await paint();
    expect(await screen.findByText('Silent sensors')).toBeInTheDocument();
    expect(screen.getByText('Gateways not reporting')).toBeInTheDocument();
});
