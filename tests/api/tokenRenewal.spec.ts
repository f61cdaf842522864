/**
 * The test clients' tokens (helpers/apiClient.ts): a file that runs longer
 * than a token lives renews it before it expires, instead of getting 401s.
 */
import { apiClient, DEMO, renewingToken } from './helpers/apiClient.ts';
import { decodeJwtPayload, signIn } from './helpers/login.ts';
import { sharedBaseUrl } from './helpers/shared.ts';

const baseUrl = sharedBaseUrl();

describe('a renewing token', () => {
    it('is kept while it has more than a minute to live', async () => {
        const first = await signIn(baseUrl, 'viewer', DEMO.viewer);
        const source = renewingToken(
            baseUrl,
            'viewer',
            DEMO.viewer,
            first,
            Date.now()
        );
        expect(await source.valid()).toBe(first.accessToken);
    });

    it('is refreshed when it has less, and the new one is accepted', async () => {
        const first = await signIn(baseUrl, 'viewer', DEMO.viewer);
        // As if signed in four and a half minutes ago: 30 s left.
        const signedAt = Date.now() - (first.expiresIn - 30) * 1000;
        const api = apiClient(
            baseUrl,
            renewingToken(baseUrl, 'viewer', DEMO.viewer, first, signedAt)
        );
        const [a, b] = await Promise.all([api.validToken(), api.validToken()]);
        expect(a).toBe(b);
        expect(a).not.toBe(first.accessToken);
        expect(api.token).toBe(a);
        expect(Number(decodeJwtPayload(a).exp)).toBeGreaterThanOrEqual(
            Number(decodeJwtPayload(first.accessToken).exp)
        );
        expect((await api.get('/user/session')).status).toBe(200);
        // Renewed once: the next call keeps the new token.
        expect(await api.validToken()).toBe(a);
    });

    it('signs in again when the refresh is refused', async () => {
        const first = await signIn(baseUrl, 'viewer', DEMO.viewer);
        const source = renewingToken(
            baseUrl,
            'viewer',
            DEMO.viewer,
            { ...first, refreshToken: 'not-a-refresh-token' },
            Date.now() - first.expiresIn * 1000
        );
        const renewed = await source.valid();
        expect(renewed).not.toBe(first.accessToken);
        const res = await apiClient(baseUrl, renewed).get('/user/session');
        expect(res.status).toBe(200);
    });
});
