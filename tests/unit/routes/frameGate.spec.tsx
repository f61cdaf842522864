/**
 * Issue #31: while the session is on the network, a returning user's frame
 * is drawn from the last session's stored copy (the menu, the plant, the
 * page's title and table header); the session then corrects the menu in
 * place; another user signing in never sees the copy.
 */
import { act, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { memoryStore } from 'react-admin';
import { findResource } from '@shared/declarations';
import { listQueryKey } from '@/routes/prefetchList';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@shared/domain/session';
import { encodePlant, SELECTED_PLANT_KEY } from '@/providers/currentPlant';
import { SessionGate } from '@/routes/SessionGate';
import { FRAME_COPY_KEY, saveFrameCopy } from '@/session/frameCopy';
import { sessionStore } from '@/session/session';
import { renderInAdmin } from '../../helpers/renderInAdmin';
import { operatorSession } from '../layout/sessionFixture';

// Who signed in, and a session request the test answers when it wants.
const signIn = vi.hoisted(() => ({
    subject: undefined as string | undefined,
    answer: (_: Session) => undefined as void,
}));

vi.mock('@/session/session', async () => {
    const { createSessionStore } = await import('@/session/sessionStore');
    const { keepFrameCopy } = await import('@/session/frameCopy');
    const sessionStore = createSessionStore(
        () =>
            new Promise<Session>(resolve => {
                signIn.answer = resolve;
            })
    );
    const signedInSubject = () => signIn.subject;
    keepFrameCopy(sessionStore, signedInSubject);
    return { sessionStore, fetchSession: vi.fn(), signedInSubject };
});

const SENSOR = findResource('sensor')!;

const renderGate = (path = '/sensor') =>
    renderInAdmin(
        <SessionGate>
            <p>the page itself</p>
        </SessionGate>,
        { path }
    );

const menuLinks = () =>
    within(screen.getByRole('navigation'))
        .queryAllByRole('link')
        .map(link => link.getAttribute('href'));

beforeEach(() => {
    localStorage.clear();
    sessionStore.reset();
    signIn.subject = undefined;
    window.innerWidth = 1280;
});

describe('the frame before the session', () => {
    it("draws the owner's menu, plant, title and table header, then the session's menu and the page", async () => {
        saveFrameCopy('user-a', operatorSession(), 20);
        localStorage.setItem(SELECTED_PLANT_KEY, encodePlant(20));
        signIn.subject = 'user-a';
        renderGate();
        // Before the session: the copy's menu, the plant, the list's frame.
        expect(await screen.findByRole('navigation')).toBeInTheDocument();
        expect(menuLinks()).toEqual(
            expect.arrayContaining(['/sensor', '/dashboard', '/gateway'])
        );
        const plant = screen.getByLabelText('Power plant');
        expect(plant).toHaveDisplayValue('PCH Rio Claro');
        expect(plant).toBeDisabled();
        expect(
            screen.getByRole('heading', { level: 1, name: 'Sensors' })
        ).toBeInTheDocument();
        expect(
            screen.getByRole('columnheader', { name: 'Name' })
        ).toBeInTheDocument();
        expect(screen.queryByText('the page itself')).toBeNull();

        // The session answers without the gateway page: corrected in place.
        const navigation = screen.getByRole('navigation');
        const session = operatorSession();
        session.profile.modules = session.profile.modules.map(m => ({
            ...m,
            pages: m.pages.filter(p => p.url !== '/gateway'),
        }));
        await act(async () => {
            signIn.answer(session);
            await sessionStore.load();
        });
        expect(await screen.findByText('the page itself')).toBeInTheDocument();
        // The same drawer, not a new one.
        expect(screen.getByRole('navigation')).toBe(navigation);
        expect(menuLinks()).not.toContain('/gateway');
        expect(menuLinks()).toContain('/sensor');
        expect(screen.getByLabelText('Power plant')).toBeEnabled();
        // And the copy now says what the session said.
        expect(localStorage.getItem(FRAME_COPY_KEY)).not.toContain('/gateway');
    });

    it("draws the rows in the frame as soon as they are in the cache, on the copy's clock", async () => {
        saveFrameCopy('user-a', operatorSession(), 20);
        localStorage.setItem(SELECTED_PLANT_KEY, encodePlant(20));
        signIn.subject = 'user-a';
        const queryClient = new QueryClient();
        const store = memoryStore();
        renderInAdmin(
            <SessionGate>
                <p>the page itself</p>
            </SessionGate>,
            { path: '/sensor', queryClient, store }
        );
        expect(
            await screen.findByRole('columnheader', { name: 'Name' })
        ).toBeInTheDocument();
        expect(screen.queryAllByRole('row')).toHaveLength(1);
        // The rows asked for at sign-in arrive before the session.
        act(() => {
            queryClient.setQueryData(listQueryKey(SENSOR, store), {
                data: [
                    {
                        id: 7,
                        devEui: '70b3d57ed0000001',
                        name: 'Piezômetro PZ-01',
                        sensorType: 'level',
                        unit: 'm',
                        lastSeenAt: '2026-11-27T13:15:00Z',
                        state: 'online',
                    },
                ],
                total: 1,
            });
        });
        const row = (await screen.findByText('Piezômetro PZ-01')).closest('tr');
        expect(row).not.toBeNull();
        const cells = within(row!).getAllByRole('cell');
        // The list's own texts: the mask, the date on São Paulo's clock.
        expect(cells[0]).toHaveTextContent('70:B3:D5:7E:D0:00:00:01');
        expect(row).toHaveTextContent('11/27/26, 10:15 AM');
        expect(
            within(row!).getByRole('link', { name: 'Details' })
        ).toHaveAttribute('href', '/sensor/details/7');
        // No delete before the session says the profile may.
        expect(
            within(row!).queryByRole('button', { name: /Delete/ })
        ).toBeNull();
        expect(screen.queryByText('the page itself')).toBeNull();
    });

    it("names no page outside the copy's menu (it may be one the profile lacks)", async () => {
        saveFrameCopy('user-a', operatorSession(), 20);
        localStorage.setItem(SELECTED_PLANT_KEY, encodePlant(20));
        signIn.subject = 'user-a';
        renderGate('/admin/company');
        expect(await screen.findByRole('navigation')).toBeInTheDocument();
        expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
        expect(screen.queryByRole('columnheader')).toBeNull();
    });

    it("never shows another user's copy, and removes it", async () => {
        saveFrameCopy('user-a', operatorSession(), 20);
        localStorage.setItem(SELECTED_PLANT_KEY, encodePlant(20));
        signIn.subject = 'user-b';
        renderGate();
        expect(await screen.findByRole('status')).toHaveTextContent(
            'Carregando...'
        );
        expect(screen.queryByRole('navigation')).toBeNull();
        expect(screen.queryByRole('link')).toBeNull();
        expect(localStorage.getItem(FRAME_COPY_KEY)).toBeNull();
    });

    it('shows the wait screen before sign-in is known, and without a copy', async () => {
        saveFrameCopy('user-a', operatorSession(), 20);
        localStorage.setItem(SELECTED_PLANT_KEY, encodePlant(20));
        renderGate(); // nobody signed in yet
        expect(await screen.findByRole('status')).toHaveTextContent(
            'Carregando...'
        );
        expect(screen.queryByRole('navigation')).toBeNull();
    });

    it('waits for the chooser when a plant user has no plant stored', async () => {
        saveFrameCopy('user-a', operatorSession(), 20);
        signIn.subject = 'user-a';
        renderGate();
        expect(await screen.findByRole('status')).toHaveTextContent(
            'Carregando...'
        );
        expect(screen.queryByRole('navigation')).toBeNull();
    });

    it('is gone after sign-out', async () => {
        saveFrameCopy('user-a', operatorSession(), 20);
        sessionStore.reset();
        // reset() before any session: the store did not change; sign-out
        // always follows a loaded session.
        signIn.subject = 'user-a';
        const loading = sessionStore.load();
        signIn.answer(operatorSession());
        await loading;
        expect(localStorage.getItem(FRAME_COPY_KEY)).not.toBeNull();
        sessionStore.reset();
        expect(localStorage.getItem(FRAME_COPY_KEY)).toBeNull();
    });
});
