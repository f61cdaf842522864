import { describe, expect, it } from 'vitest';
import { refreshDelayMs } from '@/providers/auth/tokenRefresh';

describe('refreshDelayMs', () => {
    const now = 1_000_000_000_000;
    const nowS = now / 1000;

    it('is 30 s before expiry', () => {
        expect(refreshDelayMs(nowS + 300, 0, now)).toBe(270_000);
    });

    it('follows the clock difference keycloak-js measured (timeSkew)', () => {
        expect(refreshDelayMs(nowS + 300, -10, now)).toBe(260_000);
    });

    it('refreshes short-lived tokens at half their life instead of looping', () => {
        expect(refreshDelayMs(nowS + 20, 0, now)).toBe(10_000);
    });

    it('refreshes at once when the token is already past the margin', () => {
        expect(refreshDelayMs(nowS - 5, 0, now)).toBe(0);
    });
});
