/**
 * A stand-in for keycloak-js's Keycloak class with its observable contract:
 * init resolves authenticated, tokens carry exp/iat, updateToken follows
 * keycloak-js's rule (refresh when `exp - now + timeSkew < minValidity`),
 * a 400 refresh clears the token (onAuthLogout) and any failure calls
 * onAuthRefreshError.
 */
import { vi } from 'vitest';

export const jwt = (claims: Record<string, unknown>): string =>
    `h.${btoa(JSON.stringify(claims))}.s`;

export class FakeKeycloak {
    static last: FakeKeycloak | undefined;
    authenticated = false;
    token: string | undefined;
    tokenParsed: { exp: number; iat: number } | undefined;
    timeSkew = 0;
    ttl = 60;
    /** What the next refresh does: succeed, answer 400, or fail otherwise. */
    refreshOutcome: 'ok' | '400' | 'network' = 'ok';
    onAuthSuccess?: () => void;
    onAuthRefreshSuccess?: () => void;
    onAuthRefreshError?: () => void;
    onAuthLogout?: () => void;
    onTokenExpired?: () => void;
    init = vi.fn(async (_options: unknown) => {
        if (FakeKeycloak.nextInitError) {
            // keycloak-js: the nonce check fails after the token was set.
            this.issue();
            this.clearToken();
            throw FakeKeycloak.nextInitError;
        }
        if (this.signedIn) {
            this.issue();
            this.onAuthSuccess?.();
        }
        return this.signedIn;
    });
    login = vi.fn(async (_options?: unknown) => undefined);
    logout = vi.fn(async (_options?: unknown) => undefined);
    refreshes = 0;
    updateToken = vi.fn(async (minValidity: number) => {
        const left =
            (this.tokenParsed?.exp ?? 0) - Date.now() / 1000 + this.timeSkew;
        if (minValidity !== -1 && left >= minValidity) return false;
        if (this.refreshOutcome !== 'ok') {
            if (this.refreshOutcome === '400') this.clearToken();
            this.onAuthRefreshError?.();
            throw new Error('refresh failed');
        }
        this.refreshes++;
        this.issue();
        this.onAuthRefreshSuccess?.();
        return true;
    });

    constructor(
        public config: unknown,
        private signedIn = FakeKeycloak.nextSignedIn
    ) {
        FakeKeycloak.last = this;
    }
    static nextSignedIn = true;
    static nextInitError: Error | undefined;

    issue() {
        const iat = Math.floor(Date.now() / 1000);
        this.tokenParsed = { iat, exp: iat + this.ttl };
        this.token = jwt({ ...this.tokenParsed, n: this.refreshes });
        this.authenticated = true;
    }

    clearToken() {
        if (!this.token) return;
        this.token = undefined;
        this.tokenParsed = undefined;
        this.authenticated = false;
        this.onAuthLogout?.();
    }
}
