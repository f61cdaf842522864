/**
 * The first list's JavaScript budget (docs/performance.md, "The budget"):
 * bytes are deterministic for a given build, unlike times, so CI can hold
 * them. `npm run bench` prints the same measure with timings.
 */
import { describe, expect, test } from 'vitest';
import { COMPILE_HINT } from '../../build/compileHints.ts';
import { ADMIN, VIEWER } from './helpers/accounts.ts';
import { FIRST_LIST_BUDGET_KB, firstVisit, KB } from './helpers/firstVisit.ts';
import { signIn } from './helpers/login.ts';
import { baseUrl, openPage, useBrowser } from './helpers/scenario.ts';
import { assertInShell } from './helpers/shell.ts';
import { waitForNetworkQuiet } from './helpers/network.ts';

describe('First-screen budget', () => {
    const browser = useBrowser();

    test.each([
        { account: VIEWER, path: '/sensor' },
        { account: ADMIN, path: '/admin/company' },
    ])(
        'a generated list ($path) downloads at most the budget',
        async ({ account, path }) => {
            const { context, page } = await openPage(browser());
            await signIn(page, account);
            await assertInShell(page);
            // The first page settled: its late chunks are not the list's.
            await waitForNetworkQuiet(page);

            const visit = await firstVisit(context, page, baseUrl() + path);
            await page.getByRole('row').nth(1).waitFor();

            const listing = visit.scripts
                .map(
                    s =>
                        `${s.path} ${(s.receivedBytes / KB).toFixed(1)} kB ${s.encoding}`
                )
                .join('\n');
            process.stdout.write(
                `${path}: ${(visit.totalBytes / KB).toFixed(1)} kB received (${(visit.totalGzipBytes / KB).toFixed(1)} kB as gzip, ${(visit.totalBodyBytes / KB).toFixed(1)} kB uncompressed)\n`
            );
            expect(
                visit.totalBytes / KB,
                `scripts of ${path}:\n${listing}`
            ).toBeLessThanOrEqual(FIRST_LIST_BUDGET_KB);
            // The measure is real: the shell, a catalog and the list's code,
            // each sent as the build compressed it (brotli). The sign-in's
            // few hundred bytes of frame scripts are not the build's.
            expect(visit.scripts.length).toBeGreaterThan(3);
            // Leaflet and the offline base layer come with a map, never
            // with a first list (src/map/BaseMap.tsx is its own chunk).
            expect(
                visit.scripts.filter(s => /BaseMap|leaflet/i.test(s.path)),
                listing
            ).toEqual([]);
            expect(visit.totalBytes / KB).toBeGreaterThan(150);
            for (const s of visit.scripts.filter(s =>
                s.path.startsWith('/assets/')
            ))
                expect(s.encoding, `${s.path}\n${listing}`).toBe('br');
            // Received bytes are what compression left of the files.
            expect(visit.totalBytes).toBeLessThan(visit.totalGzipBytes);
            // What runs at once is compiled while it streams in
            // (build/compileHints.ts); what comes later is not.
            const firstLines = await Promise.all(
                visit.scripts
                    .filter(s => s.path.startsWith('/assets/'))
                    .map(async s => {
                        const text = await (
                            await fetch(baseUrl() + s.path)
                        ).text();
                        return [s.path, text.slice(0, text.indexOf('\n'))];
                    })
            );
            const hinted = firstLines
                .filter(([, line]) => line === COMPILE_HINT)
                .map(([path]) => path?.replace(/-[\w-]+\.js$/, ''));
            expect(hinted.sort(), listing).toEqual([
                '/assets/list',
                '/assets/shell',
                '/assets/signedIn',
            ]);
        }
    );
});
