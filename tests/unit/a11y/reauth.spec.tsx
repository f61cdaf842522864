import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
    reauthPending,
    reloadToReauthenticate,
    settleReauth,
} from '@/providers/auth/reauth';

const location = () => ({
    pathname: '/sensor/details/4',
    search: '?tab=1',
    replace: vi.fn(),
});

beforeEach(() => sessionStorage.clear());

describe('a refused refresh brings the user back to their page', () => {
    it('reloads the same page once, remembering the attempt', () => {
        const here = location();
        expect(reauthPending()).toBe(false);
        reloadToReauthenticate(here);
        expect(here.replace).toHaveBeenCalledWith('/sensor/details/4?tab=1');
        expect(reauthPending()).toBe(true);
    });

    it('signed in again: nothing to sign out, the attempt is forgotten', () => {
        reloadToReauthenticate(location());
        expect(settleReauth(true)).toBe(false);
        expect(reauthPending()).toBe(false);
    });

    it('no session left: the app signs out (spec section 4)', () => {
        reloadToReauthenticate(location());
        expect(settleReauth(false)).toBe(true);
        expect(reauthPending()).toBe(false);
    });

    it('an ordinary start signed out is not a sign-out', () => {
        expect(settleReauth(false)).toBe(false);
    });
});
