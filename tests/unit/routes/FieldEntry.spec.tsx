/**
 * The field app's own entry (src/fieldMain.tsx) draws the field app on the
 * session the device kept, and hands every other case to the console's
 * start: a plant to choose, a failed session, a session that no longer
 * gets the field app, a console page inside the field app's frame.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@shared/domain/session';
import { backOnline, workOffline } from '@/providers/offlineSession';
import { FieldEntry } from '@/routes/FieldEntry';
import { sessionStore } from '@/session/session';
import { operatorSession } from '../../helpers/sessions';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const next = vi.hoisted(() => ({
    session: undefined as Session | undefined,
    consolePage: false,
}));

vi.mock('@/session/session', async () => {
    const { createSessionStore } = await import('@/session/sessionStore');
    return {
        sessionStore: createSessionStore(async () => {
            if (!next.session) throw new Error('HTTP 500');
            return next.session;
        }),
        fetchSession: vi.fn(),
        signedInSubject: () => undefined,
    };
});

// The field app itself is tested elsewhere: here, that it is drawn, and
// what it draws for the console's pages (`children`).
vi.mock('@/field/FieldApp', () => ({
    FieldApp: ({ children }: { children: React.ReactNode }) => (
        <>
            <p>field app</p>
            {next.consolePage ? children : null}
        </>
    ),
}));

const fieldSession = (plants = 1): Session => ({
    ...operatorSession(),
    subsidiaries: operatorSession().subsidiaries.slice(0, plants),
    mobile: {
        profileId: 1,
        modules: [],
        pages: [
            {
                id: 1,
                codeIntl: 'home',
                url: '/home',
                icon: 'Home',
                moduleId: 1,
                justView: false,
                showInBottomMenu: true,
                bottomMenuOrder: 0,
                menuOrder: 0,
            },
        ],
        bottomMenu: [],
    },
});

const kept = (session: Session) => ({
    userId: session.user.id,
    subject: 'sub-7',
    session,
    plantId: null,
    savedAt: '2026-11-20T10:00:00Z',
});

beforeEach(() => {
    localStorage.clear();
    sessionStore.reset();
    next.consolePage = false;
});
afterEach(() => backOnline());

const draw = () => {
    const toConsole = vi.fn();
    renderInAdmin(<FieldEntry toConsole={toConsole} />, { path: '/home' });
    return toConsole;
};

describe("The field app's own entry", () => {
    it('draws the field app offline on the kept session', async () => {
        next.session = fieldSession();
        workOffline(kept(next.session));
        const toConsole = draw();
        expect(await screen.findByText('field app')).toBeInTheDocument();
        expect(toConsole).not.toHaveBeenCalled();
    });

    it("hands the console's pages in the field app's frame to the console", async () => {
        next.session = fieldSession();
        next.consolePage = true;
        workOffline(kept(next.session));
        const toConsole = draw();
        await waitFor(() => expect(toConsole).toHaveBeenCalledTimes(1));
    });

    it('hands a plant to choose to the console', async () => {
        next.session = fieldSession(2);
        workOffline(kept(next.session));
        const toConsole = draw();
        await waitFor(() => expect(toConsole).toHaveBeenCalled());
        expect(screen.queryByText('field app')).not.toBeInTheDocument();
    });

    it('hands a session the field app is no longer for (online, wide) to the console', async () => {
        next.session = fieldSession();
        const toConsole = draw();
        await waitFor(() => expect(toConsole).toHaveBeenCalled());
        expect(screen.queryByText('field app')).not.toBeInTheDocument();
    });

    it('hands a failed session to the console', async () => {
        next.session = undefined;
        const toConsole = draw();
        await waitFor(() => expect(toConsole).toHaveBeenCalled());
    });
});
