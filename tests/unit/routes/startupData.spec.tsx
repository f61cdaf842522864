/**
 * A details record and the dashboard's summary are
 * asked for the moment sign-in is known, beside the session, under the
 * keys their screens read (a list's rows: startupRows.spec.tsx).
 */
import { QueryClient } from '@tanstack/react-query';
import { memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@shared/domain/session';
import {
    encodePlant,
    getCurrentPlant,
    SELECTED_PLANT_KEY,
} from '@/providers/currentPlant';
import { recordKey } from '@/routes/prefetchPage';
import { prefetchRowsAtSignIn } from '@/routes/startupRows';
import { DASHBOARD_QUERY_KEY } from '@/screens/monitoring/dashboardQuery';
import { createSessionStore } from '@/session/sessionStore';
import { adminSession, operatorSession } from '../../helpers/sessions';
import { fakeDataProvider } from '../builders/fakeDataProvider';

const setup = (pathname: string) => {
    let answer: (s: Session) => void = () => undefined;
    const sessions = createSessionStore(
        () => new Promise<Session>(resolve => (answer = resolve))
    );
    const queryClient = new QueryClient({
        defaultOptions: { queries: { staleTime: 60_000 } },
    });
    const plantsAsked: (number | null)[] = [];
    const base = fakeDataProvider({ sensor: [{ id: 7, name: 'PZ-07' }] });
    const getOne = base.getOne.getMockImplementation()!;
    base.getOne.mockImplementation((resource, params) => {
        plantsAsked.push(getCurrentPlant());
        return getOne(resource, params);
    });
    const getDashboardSummary = vi.fn(async () => {
        plantsAsked.push(getCurrentPlant());
        return { data: { plantId: getCurrentPlant() } };
    });
    const dataProvider = { ...base, getDashboardSummary };
    prefetchRowsAtSignIn({
        queryClient,
        dataProvider: dataProvider as never,
        store: memoryStore(),
        sessions,
        pathname,
        search: '',
    });
    return {
        queryClient,
        getOne: base.getOne,
        getDashboardSummary,
        plantsAsked,
        answer: (s: Session) => answer(s),
    };
};

const settle = () => new Promise(resolve => setTimeout(resolve, 0));

afterEach(() => localStorage.clear());

describe('the data of the page being opened, beside the session', () => {
    it("asks for a details page's record before the session answers, under useGetOne's key", async () => {
        localStorage.setItem(SELECTED_PLANT_KEY, encodePlant(12));
        const t = setup('/sensor/details/7');
        expect(t.getOne).toHaveBeenCalledTimes(1);
        expect(t.getOne).toHaveBeenCalledWith('sensor', { id: '7' });
        expect(t.plantsAsked).toEqual([12]);
        t.answer(operatorSession()); // plants 11 and 12: confirmed
        await settle();
        expect(t.getOne).toHaveBeenCalledTimes(1);
        expect(
            t.queryClient.getQueryData(recordKey('sensor', '7'))
        ).toMatchObject({ id: 7, name: 'PZ-07' });
    });

    it("asks for the dashboard's summary before the session answers, under the screen's key", async () => {
        localStorage.setItem(SELECTED_PLANT_KEY, encodePlant(11));
        const t = setup('/dashboard');
        expect(t.getDashboardSummary).toHaveBeenCalledTimes(1);
        t.answer(operatorSession());
        await settle();
        expect(t.getDashboardSummary).toHaveBeenCalledTimes(1);
        expect(t.queryClient.getQueryData(DASHBOARD_QUERY_KEY)).toEqual({
            plantId: 11,
        });
    });

    it('asks again with the plant the session chose when it is another', async () => {
        localStorage.setItem(SELECTED_PLANT_KEY, encodePlant(99));
        const t = setup('/dashboard');
        const session = operatorSession();
        session.subsidiaries = session.subsidiaries.slice(0, 1);
        t.answer(session);
        await settle();
        expect(t.plantsAsked).toEqual([99, 11]);
        expect(t.queryClient.getQueryData(DASHBOARD_QUERY_KEY)).toEqual({
            plantId: 11,
        });
    });

    it('drops what a profile may not open', async () => {
        localStorage.setItem(SELECTED_PLANT_KEY, encodePlant(12));
        const t = setup('/sensor/details/7');
        t.answer(adminSession()); // an administrator: no plant pages
        await settle();
        expect(t.queryClient.getQueryData(recordKey('sensor', '7'))).toBe(
            undefined
        );
        expect(t.getOne).toHaveBeenCalledTimes(1);
    });

    it('asks for nothing on a page without an id', () => {
        localStorage.setItem(SELECTED_PLANT_KEY, encodePlant(12));
        const t = setup('/sensor/new');
        expect(t.getOne).not.toHaveBeenCalled();
        expect(t.getDashboardSummary).not.toHaveBeenCalled();
    });
});
