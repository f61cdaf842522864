/**
 * The frame's stored copy (issue #31): who sees it, what it holds, when it
 * goes. It needs `localStorage`, hence the DOM project.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
    clearFrameCopy,
    FRAME_COPY_KEY,
    FRAME_COPY_MAX_AGE_MS,
    keepFrameCopy,
    keepSameParts,
    menuSourceOf,
    readFrameCopy,
    saveFrameCopy,
} from '@/session/frameCopy';
import { createSessionStore } from '@/session/sessionStore';
import { adminSession, operatorSession } from '../layout/sessionFixture';

const stored = () => localStorage.getItem(FRAME_COPY_KEY);

beforeEach(() => localStorage.clear());

describe('the frame copy', () => {
    it('is read back by the one who wrote it', () => {
        saveFrameCopy('user-a', operatorSession(), 20, 1000);
        const copy = readFrameCopy('user-a', 2000);
        expect(copy?.plantId).toBe(20);
        expect(copy?.isAdmin).toBe(false);
        expect(copy?.plants).toEqual([
            { id: 10, name: 'UHE Serra Azul' },
            { id: 20, name: 'PCH Rio Claro' },
        ]);
        expect(copy?.modules.flatMap(m => m.pages.map(p => p.url))).toEqual(
            expect.arrayContaining(['/sensor', '/dashboard'])
        );
    });

    it('is never shown to another user, and is removed when one signs in', () => {
        saveFrameCopy('user-a', operatorSession(), 10);
        expect(readFrameCopy('user-b')).toBeUndefined();
        expect(stored()).toBeNull();
        // Not even to user A afterwards: it is gone.
        expect(readFrameCopy('user-a')).toBeUndefined();
    });

    it('is not read before sign-in is known', () => {
        saveFrameCopy('user-a', operatorSession(), 10);
        expect(readFrameCopy(undefined)).toBeUndefined();
        // Kept for its owner.
        expect(readFrameCopy('user-a')).toBeDefined();
    });

    it('expires a week after it was written', () => {
        saveFrameCopy('user-a', operatorSession(), 10, 0);
        expect(readFrameCopy('user-a', FRAME_COPY_MAX_AGE_MS)).toBeDefined();
        expect(
            readFrameCopy('user-a', FRAME_COPY_MAX_AGE_MS + 1)
        ).toBeUndefined();
        expect(stored()).toBeNull();
    });

    it("holds the menu, the plants and the user's clock, nothing else of the session", () => {
        saveFrameCopy('user-a', operatorSession(), 10);
        const raw = stored() ?? '';
        // The frame's rows write dates on it (src/routes/FrameRows.tsx).
        expect(readFrameCopy('user-a')?.timeZone).toBe('America/Sao_Paulo');
        // No personal data, no tax ids, no permissions.
        for (const absent of [
            'olga',
            'Olga',
            '11222333000181',
            'justView',
            'permission',
            'companyId',
        ])
            expect(raw).not.toContain(absent);
        // Pages the menu does not show stay out too.
        expect(raw).not.toContain('/user/new');
        expect(raw).not.toContain('/contact');
        expect(raw).toContain('/sensor');
    });

    it('marks an administrator profile', () => {
        saveFrameCopy('admin-1', adminSession(), null);
        expect(readFrameCopy('admin-1')?.isAdmin).toBe(true);
    });

    it('is not written without an owner, and forgets an earlier one', () => {
        saveFrameCopy('user-a', operatorSession(), 10);
        saveFrameCopy(undefined, operatorSession(), 10);
        expect(stored()).toBeNull();
    });

    it('ignores and removes what it cannot read', () => {
        localStorage.setItem(FRAME_COPY_KEY, '{not json');
        expect(readFrameCopy('user-a')).toBeUndefined();
        expect(stored()).toBeNull();
        localStorage.setItem(
            FRAME_COPY_KEY,
            JSON.stringify({ owner: 'user-a' })
        );
        expect(readFrameCopy('user-a')).toBeUndefined();
        expect(stored()).toBeNull();
    });

    it('is dropped with a clock the browser does not know (edited by hand)', () => {
        saveFrameCopy('user-a', operatorSession(), 10);
        const copy = JSON.parse(stored() ?? '{}') as Record<string, unknown>;
        localStorage.setItem(
            FRAME_COPY_KEY,
            JSON.stringify({ ...copy, timeZone: 'Mars/Olympus_Mons' })
        );
        expect(readFrameCopy('user-a')).toBeUndefined();
        expect(stored()).toBeNull();
        // A copy from before the clock was kept is still read.
        const { timeZone: _zone, ...older } = copy;
        localStorage.setItem(FRAME_COPY_KEY, JSON.stringify(older));
        expect(readFrameCopy('user-a')?.timeZone).toBeUndefined();
        expect(readFrameCopy('user-a')?.plantId).toBe(10);
    });

    it('clears', () => {
        saveFrameCopy('user-a', operatorSession(), 10);
        clearFrameCopy();
        expect(stored()).toBeNull();
    });
});

describe('keepSameParts', () => {
    it('keeps what was drawn when the session answers with the same menu', () => {
        const session = operatorSession();
        saveFrameCopy('user-a', session, 10);
        const copy = readFrameCopy('user-a')!;
        expect(keepSameParts(copy, menuSourceOf(session))).toBe(copy);
    });

    it('takes the changed parts from the session, and keeps the others', () => {
        const session = operatorSession();
        const drawn = menuSourceOf(session);

        const onePlant = structuredClone(session);
        onePlant.subsidiaries = onePlant.subsidiaries.slice(0, 1);
        const next = keepSameParts(drawn, menuSourceOf(onePlant));
        expect(next.plants).toEqual([drawn.plants[0]]);
        expect(next.modules).toBe(drawn.modules);

        const fewer = structuredClone(session);
        fewer.profile.modules = fewer.profile.modules.slice(1);
        const moved = keepSameParts(drawn, menuSourceOf(fewer));
        expect(moved.modules).toEqual(menuSourceOf(fewer).modules);
        expect(moved.modules).not.toEqual(drawn.modules);
        expect(moved.plants).toBe(drawn.plants);

        const admin = keepSameParts(drawn, { ...drawn, isAdmin: true });
        expect(admin).toEqual({ ...drawn, isAdmin: true });
        expect(admin.modules).toBe(drawn.modules);
    });
});

describe('keepFrameCopy', () => {
    const deferred = () => {
        let resolve!: (s: ReturnType<typeof operatorSession>) => void;
        let reject!: (e: unknown) => void;
        const promise = new Promise<ReturnType<typeof operatorSession>>(
            (res, rej) => {
                resolve = res;
                reject = rej;
            }
        );
        return { promise, resolve, reject };
    };

    it('writes the session when it answers and when a plant is chosen', async () => {
        const answer = deferred();
        const store = createSessionStore(() => answer.promise);
        keepFrameCopy(store, () => 'user-a');
        const loading = store.load();
        expect(stored()).toBeNull();
        answer.resolve(operatorSession());
        await loading;
        // Two plants, none stored: none chosen yet.
        expect(readFrameCopy('user-a')?.plantId).toBeNull();
        store.select(20);
        expect(readFrameCopy('user-a')?.plantId).toBe(20);
    });

    it('is corrected by the session: a page the profile lost leaves the copy', async () => {
        saveFrameCopy('user-a', operatorSession(), 10);
        const session = operatorSession();
        session.profile.modules = session.profile.modules.map(m => ({
            ...m,
            pages: m.pages.filter(p => p.url !== '/sensor'),
        }));
        const store = createSessionStore(async () => session);
        keepFrameCopy(store, () => 'user-a');
        await store.load();
        expect(stored()).not.toContain('/sensor');
    });

    it('removes the copy on sign-out (reset) and on a failed session load', async () => {
        const store = createSessionStore(async () => operatorSession());
        keepFrameCopy(store, () => 'user-a');
        await store.load();
        expect(stored()).not.toBeNull();
        store.reset();
        expect(stored()).toBeNull();

        saveFrameCopy('user-a', operatorSession(), 10);
        const failing = createSessionStore(async () => {
            throw new Error('down');
        });
        keepFrameCopy(failing, () => 'user-a');
        await failing.load().catch(() => undefined);
        expect(stored()).toBeNull();
    });
});
