/**
 * The early sign-in inlined in index.html (build/inlineEarlySignIn.ts) and
 * the page's policy that allows exactly it (server/src/spa.ts).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
    bundleEarlySignIn,
    CSP_HASHES_FILE,
    scriptHash,
} from '../../../build/inlineEarlySignIn.ts';
import { contentSecurityPolicy } from '../../../server/src/securityHeaders.ts';
import { readScriptHashes } from '../../../server/src/spa.ts';

const dirs: string[] = [];
afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true });
});
const folderWith = (hashes: unknown) => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-hashes-'));
    dirs.push(dir);
    writeFileSync(join(dir, CSP_HASHES_FILE), JSON.stringify(hashes));
    return dir;
};

describe('the early sign-in script', () => {
    it('is one small classic script that sets window.__earlySignIn', async () => {
        const code = await bundleEarlySignIn();
        expect(code).toContain('__earlySignIn');
        expect(code).not.toMatch(/^\s*(import|export)\b/m);
        expect(code).not.toMatch(/<\/script/i);
        // Inlined in every page load: kept small. With the page before the
        // app (src/earlyPage: the copy's drawing and the cells' masks,
        // numbers and dates) about 16 kB, 5.7 kB as brotli on the wire
        // (docs/performance.md, "The page before the app").
        expect(code.length).toBeLessThan(18000);
    }, 60000);

    it("is allowed by its SHA-256, as the browser computes it over the tag's text", () => {
        const text = 'window.x=1;';
        expect(scriptHash(text)).toBe(
            `'sha256-${createHash('sha256').update(text).digest('base64')}'`
        );
    });
});

describe("the page's policy (server/src/spa.ts)", () => {
    it("adds the build's hashes to script-src, and nothing else", () => {
        const hash = scriptHash('window.x=1;');
        const hashes = readScriptHashes(folderWith({ scriptSrc: [hash] }));
        expect(hashes).toEqual([hash]);
        const csp = contentSecurityPolicy({}, hashes);
        expect(/script-src ([^;]*)/.exec(csp)?.[1]).toMatch(
            new RegExp(
                `^'self' 'sha256-[^']+' ${hash.replace(/[+/]/g, '\\$&')}$`
            )
        );
        expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    });

    it('ignores a missing file and anything but a sha256 source', () => {
        const empty = mkdtempSync(join(tmpdir(), 'csp-hashes-'));
        dirs.push(empty);
        expect(readScriptHashes(empty)).toEqual([]);
        expect(
            readScriptHashes(
                folderWith({
                    scriptSrc: ["'unsafe-inline'", 'https://evil.example', 3],
                })
            )
        ).toEqual([]);
    });
});
