import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, useAuthState } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@shared/domain/session';
import {
    createAuthProvider,
    RECOVERY_KEY,
    seedAuthCheck,
    type AuthDeps,
} from '@/providers/auth/authProvider';
import { SELECTED_PLANT_KEY } from '@/providers/currentPlant';
import { createSessionStore } from '@/session/sessionStore';
import {
    adminSession,
    operatorSession,
    viewerSession,
} from '../../helpers/sessions';

const setup = (session: Session, signedIn = true) => {
    const keycloak = {
        authenticated: signedIn,
        login: vi.fn(async () => undefined),
        logout: vi.fn(async () => undefined),
        clearToken: vi.fn(() => {
            keycloak.authenticated = false;
        }),
    };
    const store = createSessionStore(async () => session);
    const deps: AuthDeps = {
        keycloak,
        start: async () => signedIn,
        session: store,
        origin: 'https://plants.example',
    };
    return { keycloak, store, provider: createAuthProvider(deps) };
};

describe('authProvider', () => {
    it('logout removes the stored plant and returns to the origin', async () => {
        const { keycloak, store, provider } = setup(viewerSession());
        await store.load();
        expect(localStorage.getItem(SELECTED_PLANT_KEY)).not.toBeNull();
        expect(await provider.logout({})).toBe(false);
        expect(localStorage.getItem(SELECTED_PLANT_KEY)).toBeNull();
        expect(store.getState().status).toBe('ended');
        expect(keycloak.logout).toHaveBeenCalledWith({
            redirectUri: 'https://plants.example/',
        });
    });

    it('checkAuth rejects without a keycloak session', async () => {
        await expect(
            setup(operatorSession(), false).provider.checkAuth({})
        ).rejects.toBeDefined();
        await expect(
            setup(operatorSession()).provider.checkAuth({})
        ).resolves.toBeUndefined();
    });

    it('401 signs out, 403 keeps the user signed in', async () => {
        const { provider } = setup(operatorSession());
        await expect(
            provider.checkError({ status: 401 })
        ).rejects.toBeDefined();
        await expect(
            provider.checkError({ status: 403 })
        ).resolves.toBeUndefined();
    });

    it('a refused token (401) leads to the sign-in, not to the IdP logout', async () => {
        sessionStorage.clear();
        const { keycloak, store, provider } = setup(operatorSession());
        await store.load();
        await expect(
            provider.checkError({ status: 401 })
        ).rejects.toMatchObject({ logoutUser: true });
        // react-admin then logs out and goes to its login route, whose
        // screen calls login: keycloak-js's sign-in, not an error page.
        expect(await provider.logout({})).toBeUndefined();
        expect(keycloak.clearToken).toHaveBeenCalled();
        expect(keycloak.logout).not.toHaveBeenCalled();
        expect(store.getState().status).toBe('idle');
        await provider.login({ next: '/sensor' });
        expect(keycloak.login).toHaveBeenCalledWith({
            redirectUri: 'https://plants.example/sensor',
        });
        // An ordinary logout afterwards still ends the IdP session.
        keycloak.authenticated = true;
        expect(await provider.logout({})).toBe(false);
        expect(keycloak.logout).toHaveBeenCalledTimes(1);
    });

    it('a second refusal within a minute signs out for real (no loop)', async () => {
        sessionStorage.setItem(RECOVERY_KEY, String(Date.now() - 10_000));
        const { keycloak, provider } = setup(operatorSession());
        await expect(
            provider.checkError({ status: 401 })
        ).rejects.toBeDefined();
        expect(await provider.logout({})).toBe(false);
        expect(keycloak.logout).toHaveBeenCalled();
        expect(keycloak.clearToken).not.toHaveBeenCalled();
        sessionStorage.clear();
    });

    it('identity comes from the session; access is canAccess alone', async () => {
        const { provider } = setup(operatorSession());
        expect(await provider.getIdentity?.()).toEqual({
            id: 7,
            fullName: 'Ana Souza',
        });
        // react-admin re-registers every resource when getPermissions
        // answers, redrawing the whole screen (authProvider.ts).
        expect(provider.getPermissions).toBeUndefined();
    });

    it('canAccess: the profile side, and view-only pages forbid writes', async () => {
        const operator = setup(operatorSession()).provider;
        expect(
            await operator.canAccess?.({ resource: 'sensor', action: 'create' })
        ).toBe(true);
        expect(
            await operator.canAccess?.({ resource: 'device', action: 'list' })
        ).toBe(false);
        const admin = setup(adminSession()).provider;
        expect(
            await admin.canAccess?.({ resource: 'device', action: 'edit' })
        ).toBe(true);
        expect(
            await admin.canAccess?.({ resource: 'sensor', action: 'list' })
        ).toBe(false);
        const viewer = setup(viewerSession()).provider;
        expect(
            await viewer.canAccess?.({ resource: 'sensor', action: 'list' })
        ).toBe(true);
        for (const action of ['create', 'edit', 'delete']) {
            expect(
                await viewer.canAccess?.({ resource: 'sensor', action })
            ).toBe(false);
        }
    });

    it('login sends the browser to the IdP', async () => {
        const { keycloak, provider } = setup(operatorSession(), false);
        await provider.login({});
        expect(keycloak.login).toHaveBeenCalledWith({
            redirectUri: 'https://plants.example/',
        });
    });

    it('login asks to come back to the page opened, on this origin only', async () => {
        const { keycloak, provider } = setup(operatorSession(), false);
        const cases: [unknown, string][] = [
            ['/sensor/details/8', '/sensor/details/8'],
            [
                '/measure?filter=%7B%22sensorId%22%3A3%7D&page=2',
                '/measure?filter=%7B%22sensorId%22%3A3%7D&page=2',
            ],
            ['/sensor#state=x&code=y', '/sensor'],
            ['//evil.example/x', '/'],
            ['/\\evil.example', '/'],
            ['https://evil.example/', '/'],
            ['/login', '/'],
            ['/login?x=1', '/'],
            ['/loginhelp', '/loginhelp'],
            [undefined, '/'],
            [42, '/'],
        ];
        for (const [next, path] of cases) {
            keycloak.login.mockClear();
            await provider.login({ next });
            expect(keycloak.login, String(next)).toHaveBeenCalledWith({
                redirectUri: `https://plants.example${path}`,
            });
        }
    });
});

describe("react-admin's sign-in check at mount", () => {
    const Probe = () => {
        const { isPending, authenticated } = useAuthState();
        return <p>{isPending ? 'pending' : `signed in: ${authenticated}`}</p>;
    };

    it('is answered in the first draw once seeded, and still asked behind it', async () => {
        const checkAuth = vi.fn(() => new Promise<void>(() => undefined));
        const queryClient = new QueryClient();
        seedAuthCheck(queryClient);
        render(
            <AdminContext
                authProvider={{
                    ...setup(operatorSession()).provider,
                    checkAuth,
                }}
                queryClient={queryClient}
            >
                <Probe />
            </AdminContext>
        );
        // react-admin's own key (ra-core's useAuthState): a new one would
        // draw 'pending' here, its loading page in the app.
        expect(screen.getByText('signed in: true')).toBeInTheDocument();
        await waitFor(() => expect(checkAuth).toHaveBeenCalled());
    });

    it('is pending without the seed', () => {
        render(
            <AdminContext
                authProvider={{
                    ...setup(operatorSession()).provider,
                    checkAuth: () => new Promise<void>(() => undefined),
                }}
                queryClient={new QueryClient()}
            >
                <Probe />
            </AdminContext>
        );
        expect(screen.getByText('pending')).toBeInTheDocument();
    });
});
