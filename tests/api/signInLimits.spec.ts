/**
 * Sign-in limits that cannot be dodged, on a server of
 * its own (its locks must not reach the other files' sign-ins) that
 * believes X-Forwarded-For from the test, so each request may come from an
 * address of its own: parallel guesses are counted before any password is
 * checked, an account's username (any case) and e-mail share one lock, and
 * names of nobody answer as accounts do, in the same time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
    authUrl,
    browse,
    CookieJar,
    followUntil,
    loginFormAction,
    pkcePair,
} from './helpers/login.ts';
import { startSeededServer, type SeededServer } from './helpers/seeded.ts';

const INVALID = 'Usuário ou senha inválidos.';
const LOCKED = 'Conta temporariamente desativada';
const VIEWER_EMAIL = 'fernanda.rocha@valeparanaiba.com.br';

let server: SeededServer | undefined;

beforeAll(async () => {
    server = await startSeededServer('plants-limits-', {
        TRUST_PROXY: '127.0.0.1',
    });
}, 180_000);

afterAll(() => server?.stop());

let lastAddress = 0;
/** An address no other request of this file used. */
const newAddress = () => {
    lastAddress++;
    return `10.${lastAddress >> 16}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
};

/** The login form of a new authorization request: its action and cookies. */
async function loginForm(): Promise<
    (body: Record<string, string>, address?: string) => Promise<Response>
> {
    const base = server!.baseUrl;
    const jar = new CookieJar();
    const start = authUrl(base, {
        state: 's',
        nonce: 'n',
        code_challenge: pkcePair().challenge,
        code_challenge_method: 'S256',
    });
    const url = await followUntil(jar, await browse(jar, start), start, u =>
        u.includes('/interaction/')
    );
    const page = await browse(jar, url);
    const action = loginFormAction(await page.text(), url);
    return (body, address = newAddress()) =>
        browse(jar, action, {
            method: 'POST',
            headers: {
                'content-type': 'application/x-www-form-urlencoded',
                'x-forwarded-for': address,
            },
            body: new URLSearchParams(body),
        });
}

/** What a form answer says: checked and wrong, locked, throttled (429) or signed in. */
async function outcome(res: Response): Promise<string> {
    if (res.status === 429) return 'throttled';
    if (res.status === 303) return 'signed in';
    const html = await res.text();
    if (html.includes(LOCKED)) return 'locked';
    if (html.includes(INVALID)) return 'invalid';
    return `status ${res.status}`;
}

const tally = (outcomes: string[]) =>
    outcomes.reduce<Record<string, number>>(
        (t, o) => ({ ...t, [o]: (t[o] ?? 0) + 1 }),
        {}
    );

describe('sign-in limits', () => {
    it('checks at most 30 of 80 parallel guesses for one account, and its e-mail and any case share the lock', async () => {
        const post = await loginForm();
        const outcomes = await Promise.all(
            Array.from({ length: 80 }, async (_, i) =>
                outcome(
                    await post({ username: 'viewer', password: `Wrong#${i}` })
                )
            )
        );
        expect(tally(outcomes)).toEqual({ invalid: 30, locked: 50 });
        for (const username of ['viewer', 'VIEWER', VIEWER_EMAIL]) {
            const res = await post({ username, password: 'Viewer#2026' });
            expect(await outcome(res), username).toBe('locked');
        }
    });

    it('checks at most 60 of 80 parallel guesses from one address', async () => {
        const post = await loginForm();
        const address = newAddress();
        const answers = await Promise.all(
            Array.from({ length: 80 }, (_, i) =>
                post({ username: `someone${i}`, password: 'Wrong#1' }, address)
            )
        );
        expect(tally(await Promise.all(answers.map(outcome)))).toEqual({
            invalid: 60,
            throttled: 20,
        });
        const retryAfter = Number(
            answers.find(r => r.status === 429)?.headers.get('retry-after')
        );
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(60);
    });

    it('locks a name of nobody as it locks an account', async () => {
        const post = await loginForm();
        const answers: string[] = [];
        for (let i = 0; i < 31; i++) {
            answers.push(
                await outcome(
                    await post({ username: 'no-such-user', password: 'x' })
                )
            );
        }
        expect(tally(answers)).toEqual({ invalid: 30, locked: 1 });
    });

    it('answers a known and an unknown name in the same time', async () => {
        const post = await loginForm();
        const time = async (username: string) => {
            const started = performance.now();
            await outcome(await post({ username, password: 'Wrong#2026' }));
            return performance.now() - started;
        };
        // Pairs taken back to back, each name first in turn; fewer than
        // 30 each: neither name locks. The median of the pairs'
        // differences: a busy machine slows both of a pair alike, where
        // two medians taken apart drift with the load.
        const differences: number[] = [];
        const all: number[] = [];
        for (let i = 0; i < 20; i++) {
            const [first, second] =
                i % 2
                    ? (['operator', 'nobody-at-all'] as const)
                    : (['nobody-at-all', 'operator'] as const);
            const a = await time(first);
            const b = await time(second);
            const [k, u] = i % 2 ? [a, b] : [b, a];
            differences.push(k - u);
            all.push(k, u);
        }
        const median = (xs: number[]) =>
            [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
        const gap = median(differences);
        const typical = median(all);
        expect(
            Math.abs(gap),
            `known − unknown ${gap.toFixed(1)} ms, typical ${typical.toFixed(1)} ms`
        ).toBeLessThan(Math.max(15, 0.25 * typical));
    });
});
