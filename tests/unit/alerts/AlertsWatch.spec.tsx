/**
 * The shell's alerts watch: the tab's title counts the open alerts nobody
 * acknowledged, and the polite live region says a newly critical alert
 * once, by its device's name, however many events follow for it.
 */
import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AlertPush } from '@shared/domain/alerts';
import { AlertsWatch, isNewCritical } from '@/layout/shell/AlertsWatch';
import { DocumentTitleFromPortal } from '@/layout/page/documentTitle';
import { operatorSession, viewerSession } from '../../helpers/sessions';
import { renderInAdmin } from '../../helpers/renderInAdmin';

let session = operatorSession();
vi.mock('@/session/hooks', () => ({ useSession: () => session }));

let listener: ((e: AlertPush) => void) | undefined;
vi.mock('@/providers/monitoring/PlantEvents', () => ({
    usePlantEventListener: (l: (e: AlertPush) => void) => {
        listener = l;
    },
}));

const push = (over: Partial<AlertPush>): AlertPush => ({
    id: 5,
    subsidiaryId: 11,
    state: 'open',
    level: 'critical',
    acknowledged: false,
    change: 'opened',
    ...over,
});

const dataProvider = () => ({
    getList: vi.fn().mockResolvedValue({
        data: [{ id: 5, deviceName: 'P-01' }],
        total: 3,
    }),
    getOne: vi.fn().mockResolvedValue({
        data: { id: 5, deviceName: 'Piezômetro P-01' },
    }),
});

describe('the alerts watch', () => {
    it('counts open unacknowledged alerts in the tab’s title, and says a new critical alert once', async () => {
        session = operatorSession();
        const provider = dataProvider();
        renderInAdmin(
            <>
                <AlertsWatch />
                <DocumentTitleFromPortal />
            </>,
            { dataProvider: provider }
        );
        await waitFor(() =>
            expect(document.title).toBe('(3) Plant Monitoring')
        );
        expect(provider.getList).toHaveBeenCalledWith(
            'alert',
            expect.objectContaining({
                filter: { state: 'open', acknowledged: false },
            })
        );
        const region = screen.getByTestId('alert-announcer');
        expect(region).toHaveAttribute('aria-live', 'polite');
        expect(region).toHaveTextContent('');

        act(() => listener?.(push({ level: 'high', id: 6 })));
        act(() => listener?.(push({})));
        await waitFor(() =>
            expect(region).toHaveTextContent(
                'New critical alert: Piezômetro P-01'
            )
        );
        act(() => listener?.(push({ change: 'acknowledged' })));
        act(() => listener?.(push({ change: 'raised' })));
        expect(provider.getOne).toHaveBeenCalledTimes(1);
    });

    it('leaves the title alone for a profile without the alerts page', async () => {
        session = viewerSession();
        session = {
            ...session,
            permission: session.permission.filter(p => p !== '/alerts'),
        };
        const provider = dataProvider();
        renderInAdmin(
            <>
                <AlertsWatch />
                <DocumentTitleFromPortal />
            </>,
            { dataProvider: provider }
        );
        await waitFor(() => expect(document.title).toBe('Plant Monitoring'));
        expect(provider.getList).not.toHaveBeenCalled();
    });

    it('a new critical alert is one opened or raised to critical', () => {
        expect(isNewCritical(push({}))).toBe(true);
        expect(isNewCritical(push({ change: 'raised' }))).toBe(true);
        expect(isNewCritical(push({ change: 'acknowledged' }))).toBe(false);
        expect(isNewCritical(push({ level: 'high' }))).toBe(false);
    });
});
