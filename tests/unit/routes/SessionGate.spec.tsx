/**
 * A token the API refuses (401, e.g. after the server lost its keys) leads
 * to the sign-in through the auth provider, never to the session error
 * screen; other failures still show that screen with its retry.
 */
import { screen, waitFor } from '@testing-library/react';
import { HttpError } from 'ra-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '@/providers/auth/authProvider';
import { SessionGate } from '@/routes/SessionGate';
import { sessionStore } from '@/session/session';
import { renderInAdmin } from '../../helpers/renderInAdmin';

// What the mocked session request does; each test sets it.
const next = vi.hoisted(() => ({ error: undefined as unknown }));

vi.mock('@/session/session', async () => {
    const { createSessionStore } = await import('@/session/sessionStore');
    return {
        sessionStore: createSessionStore(async () => {
            throw next.error;
        }),
        fetchSession: vi.fn(),
        // Nobody's stored frame: these tests are about the wait and errors.
        signedInSubject: () => undefined,
    };
});

const setup = () => {
    const keycloak = {
        authenticated: true,
        login: vi.fn(async () => undefined),
        logout: vi.fn(async () => undefined),
        clearToken: vi.fn(() => {
            keycloak.authenticated = false;
        }),
    };
    const authProvider = createAuthProvider({
        keycloak,
        start: async () => keycloak.authenticated,
        session: sessionStore,
        origin: 'https://plants.example',
    });
    return { keycloak, authProvider };
};

beforeEach(() => {
    sessionStorage.clear();
    sessionStore.reset();
});

describe('SessionGate', () => {
    it('sends a refused token (401) to the sign-in, not to an error screen', async () => {
        next.error = new HttpError('app.serverErrors.unauthorized', 401, {});
        const { keycloak, authProvider } = setup();
        const { raPathname } = renderInAdmin(
            <SessionGate>
                <p>inside</p>
            </SessionGate>,
            { path: '/sensor', authProvider }
        );
        await waitFor(() => expect(keycloak.clearToken).toHaveBeenCalled());
        expect(keycloak.logout).not.toHaveBeenCalled();
        expect(
            screen.queryByText('Your session could not be loaded')
        ).not.toBeInTheDocument();
        // react-admin's login route: its screen calls keycloak-js's login.
        await waitFor(() => expect(raPathname()).toBe('/login'));
    });

    it('shows the error screen with a retry for other failures', async () => {
        next.error = new HttpError('app.serverErrors.server', 500, {});
        const { keycloak, authProvider } = setup();
        renderInAdmin(
            <SessionGate>
                <p>inside</p>
            </SessionGate>,
            { path: '/sensor', authProvider }
        );
        expect(
            await screen.findByText('Your session could not be loaded')
        ).toBeInTheDocument();
        expect(keycloak.clearToken).not.toHaveBeenCalled();
    });
});
