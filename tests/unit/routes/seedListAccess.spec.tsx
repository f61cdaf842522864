import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@shared/domain/session';
import { canAccessResource } from '@/providers/access';
import { listAccessKey, seedListAccessAtSignIn } from '@/routes/seedListAccess';
import { createSessionStore } from '@/session/sessionStore';
import { adminSession, operatorSession } from '../../helpers/sessions';
import { testAuthProvider } from '../../helpers/renderInAdmin';
import { renderList, plantsData } from '../builders/renderList';

/** A session request the test answers when it wants. */
const deferredSession = () => {
    let answer: (s: Session) => void = () => undefined;
    const sessions = createSessionStore(
        () => new Promise<Session>(resolve => (answer = resolve))
    );
    return { sessions, answer: (s: Session) => answer(s) };
};

const settle = () => new Promise(resolve => setTimeout(resolve, 0));

const newQueryClient = () =>
    new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });

/** The plants list as the app draws it, with a canAccess that counts. */
const renderPlants = (queryClient: QueryClient) => {
    const session = adminSession();
    const canAccess = vi.fn(
        async (params: { resource: string; action: string }) =>
            canAccessResource(session, params.resource, params.action)
    );
    renderList('subsidiary', {
        queryClient,
        authProvider: { ...testAuthProvider(), canAccess },
        dataProvider: plantsData(3),
        store: memoryStore(),
        path: '/admin/subsidiary',
    });
    const listAsks = () =>
        canAccess.mock.calls.filter(
            ([p]) => p.action === 'list' && p.resource === 'subsidiary'
        ).length;
    return { listAsks };
};

describe("the list's access answer, put in the cache once the session is known", () => {
    it('under the key react-admin reads: the list does not ask canAccess again', async () => {
        const queryClient = newQueryClient();
        const { sessions, answer } = deferredSession();
        seedListAccessAtSignIn({
            queryClient,
            sessions,
            pathname: '/admin/subsidiary',
        });
        void sessions.load();
        answer(adminSession());
        await settle();
        expect(queryClient.getQueryData(listAccessKey('subsidiary'))).toBe(
            true
        );
        const { listAsks } = renderPlants(queryClient);
        expect(await screen.findByText('Plant 1')).toBeInTheDocument();
        expect(listAsks()).toBe(0);
    });

    it('without it the list asks once (what the seed saves)', async () => {
        const { listAsks } = renderPlants(newQueryClient());
        expect(await screen.findByText('Plant 1')).toBeInTheDocument();
        expect(listAsks()).toBe(1);
    });

    it('answers what canAccess would: false for a page the profile lacks, nothing for a screen that is not a list', async () => {
        const denied = newQueryClient();
        const operator = deferredSession();
        seedListAccessAtSignIn({
            queryClient: denied,
            sessions: operator.sessions,
            pathname: '/sensor',
        });
        void operator.sessions.load();
        const withoutSensors = operatorSession();
        withoutSensors.permission = withoutSensors.permission.filter(
            url => url !== '/sensor'
        );
        operator.answer(withoutSensors);
        await settle();
        expect(denied.getQueryData(listAccessKey('sensor'))).toBe(false);

        const details = newQueryClient();
        const admin = deferredSession();
        seedListAccessAtSignIn({
            queryClient: details,
            sessions: admin.sessions,
            pathname: '/admin/subsidiary/details/3',
        });
        void admin.sessions.load();
        admin.answer(adminSession());
        await settle();
        expect(details.getQueryCache().getAll()).toHaveLength(0);
    });
});
