import { QueryClient } from '@tanstack/react-query';
import { memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '@shared/domain/session';
import {
    encodePlant,
    getCurrentPlant,
    SELECTED_PLANT_KEY,
} from '@/providers/currentPlant';
import { prefetchRowsAtSignIn } from '@/routes/startupRows';
import { createSessionStore } from '@/session/sessionStore';
import { adminSession, operatorSession } from '../../helpers/sessions';
import { fakeDataProvider } from '../builders/fakeDataProvider';

/** A session request the test answers when it wants. */
const deferredSession = () => {
    let answer: (s: Session) => void = () => undefined;
    const sessions = createSessionStore(
        () => new Promise<Session>(resolve => (answer = resolve))
    );
    return { sessions, answer: (s: Session) => answer(s) };
};

const setup = (pathname: string) => {
    const queryClient = new QueryClient({
        defaultOptions: { queries: { staleTime: 60_000 } },
    });
    const plantsAsked: (number | null)[] = [];
    const dataProvider = fakeDataProvider({
        sensor: [{ id: 1, name: 'PZ-01' }],
        subsidiary: [{ id: 11, name: 'Usina A' }],
    });
    const getList = dataProvider.getList.getMockImplementation()!;
    dataProvider.getList.mockImplementation((resource, params) => {
        // The plant the API client would send with this request.
        plantsAsked.push(getCurrentPlant());
        return getList(resource, params);
    });
    const { sessions, answer } = deferredSession();
    prefetchRowsAtSignIn({
        queryClient,
        dataProvider: dataProvider as never,
        store: memoryStore(),
        sessions,
        pathname,
        search: '',
    });
    const cached = () =>
        queryClient
            .getQueryCache()
            .findAll({ queryKey: [pathname.split('/').pop(), 'getList'] });
    return { dataProvider, plantsAsked, answer, cached, sessions };
};

const settle = () => new Promise(resolve => setTimeout(resolve, 0));

afterEach(() => localStorage.clear());

describe('the rows of the list being opened, beside the session', () => {
    it('are asked for with the plant chosen last time before the session answers, and kept when it confirms that plant', async () => {
        localStorage.setItem(SELECTED_PLANT_KEY, encodePlant(12));
        const { dataProvider, plantsAsked, answer, cached } = setup('/sensor');
        expect(dataProvider.getList).toHaveBeenCalledTimes(1);
        expect(plantsAsked).toEqual([12]);
        answer(operatorSession()); // plants 11 and 12: the stored one stays
        await settle();
        expect(dataProvider.getList).toHaveBeenCalledTimes(1);
        expect(cached()).toHaveLength(1);
        expect(cached()[0]?.state.data).toMatchObject({ total: 1 });
    });

    it('are dropped and asked again when the session picks another plant', async () => {
        // Not one of the user's plants any more (11 and 12).
        localStorage.setItem(SELECTED_PLANT_KEY, encodePlant(99));
        const { plantsAsked, answer, cached } = setup('/sensor');
        expect(plantsAsked).toEqual([99]);
        const session = operatorSession();
        session.subsidiaries = session.subsidiaries.slice(0, 1);
        answer(session); // one plant: chosen without asking
        await settle();
        expect(plantsAsked).toEqual([99, 11]);
        expect(cached()).toHaveLength(1);
    });

    it('wait for the session without a plant chosen before, and are not asked while a plant must be chosen', async () => {
        const { dataProvider, answer, cached } = setup('/sensor');
        expect(dataProvider.getList).not.toHaveBeenCalled();
        answer(operatorSession()); // two plants, none stored: the chooser
        await settle();
        expect(dataProvider.getList).not.toHaveBeenCalled();
        expect(cached()).toHaveLength(0);
    });

    it("of an administrator's list go without a plant, and are dropped when the profile lacks the page", async () => {
        const admin = setup('/admin/subsidiary');
        expect(admin.plantsAsked).toEqual([null]);
        admin.answer(adminSession());
        await settle();
        expect(admin.dataProvider.getList).toHaveBeenCalledTimes(1);
        expect(admin.cached()).toHaveLength(1);

        const operator = setup('/admin/subsidiary');
        operator.answer(operatorSession());
        await settle();
        expect(operator.dataProvider.getList).toHaveBeenCalledTimes(1);
        expect(operator.cached()).toHaveLength(0);
    });
});
