import { describe, expect, it } from 'vitest';
import {
    encodePlant,
    getCurrentPlant,
    readStoredPlant,
    SELECTED_PLANT_KEY,
} from '@/providers/currentPlant';
import { createSessionStore } from '@/session/sessionStore';
import { needsPlantChoice } from '@/session/rules';
import {
    adminSession,
    makeSession,
    operatorSession,
} from '../../helpers/sessions';

const ready = async (store: ReturnType<typeof createSessionStore>) => {
    await store.load();
    const state = store.getState();
    if (state.status !== 'ready') throw new Error('not ready');
    return state;
};

describe('session and plant selection', () => {
    it('one plant: selected automatically and stored encoded', async () => {
        const state = await ready(
            createSessionStore(async () => makeSession({ plants: 1 }))
        );
        expect(state.plantId).toBe(11);
        expect(getCurrentPlant()).toBe(11);
        const raw = localStorage.getItem(SELECTED_PLANT_KEY);
        expect(raw).toBe(encodePlant(11));
        expect(raw).not.toContain('11');
        expect(needsPlantChoice(state.session, state.plantId)).toBe(false);
    });

    it("a stored plant that is still the user's is restored", async () => {
        localStorage.setItem(SELECTED_PLANT_KEY, encodePlant(12));
        const state = await ready(
            createSessionStore(async () => operatorSession())
        );
        expect(state.plantId).toBe(12);
    });

    it('several plants and none (or a foreign one) stored: the chooser', async () => {
        localStorage.setItem(SELECTED_PLANT_KEY, encodePlant(999));
        const store = createSessionStore(async () => operatorSession());
        const state = await ready(store);
        expect(state.plantId).toBeNull();
        expect(needsPlantChoice(state.session, null)).toBe(true);
        store.select(11);
        expect(readStoredPlant()).toBe(11);
        expect(getCurrentPlant()).toBe(11);
        expect(() => store.select(999)).toThrow();
    });

    it('corrupt stored values are ignored', async () => {
        localStorage.setItem(SELECTED_PLANT_KEY, '%%%not-base64');
        expect(readStoredPlant()).toBeNull();
        localStorage.setItem(SELECTED_PLANT_KEY, btoa('{"id":"12"}'));
        expect(readStoredPlant()).toBeNull();
    });

    it('admins have no plant and no chooser', async () => {
        const state = await ready(
            createSessionStore(async () => adminSession())
        );
        expect(state.plantId).toBeNull();
        expect(needsPlantChoice(state.session, null)).toBe(false);
    });

    it('a failed session load clears the stored plant', async () => {
        localStorage.setItem(SELECTED_PLANT_KEY, encodePlant(12));
        const store = createSessionStore(async () => {
            throw new Error('HTTP 500');
        });
        await expect(store.load()).rejects.toThrow('HTTP 500');
        expect(store.getState().status).toBe('error');
        expect(localStorage.getItem(SELECTED_PLANT_KEY)).toBeNull();
        expect(getCurrentPlant()).toBeNull();
    });

    it('an answer that comes after a reset is not taken for the new session', async () => {
        let answer: (s: ReturnType<typeof operatorSession>) => void = () => {};
        const store = createSessionStore(
            () => new Promise(resolve => (answer = resolve))
        );
        const first = store.load();
        store.reset();
        answer(operatorSession());
        await first;
        expect(store.getState().status).toBe('idle');
    });

    it('after sign-out (end) nothing is asked for or stored again', async () => {
        localStorage.setItem(SELECTED_PLANT_KEY, encodePlant(12));
        let asked = 0;
        const store = createSessionStore(async () => {
            asked += 1;
            return operatorSession();
        });
        await store.load();
        expect(readStoredPlant()).toBe(12);
        const inFlight = store.load();
        store.end();
        expect(store.getState().status).toBe('ended');
        expect(readStoredPlant()).toBeNull();
        // A screen still mounted asks again: no request, no answer.
        const again = store.load();
        const settled = await Promise.race([
            again.then(() => 'settled'),
            new Promise(resolve => setTimeout(() => resolve('waiting'), 20)),
        ]);
        expect(settled).toBe('waiting');
        await inFlight;
        expect(asked).toBe(1);
        expect(store.getState().status).toBe('ended');
        expect(readStoredPlant()).toBeNull();
    });
});
