/**
 * axe-core run in the page: WCAG 2 A and AA rules, and no
 * serious or critical violation allowed, plus the page's one `h1` (axe's
 * best-practice `page-has-heading-one`, whatever its impact, and no second
 * one). Called after each screen a spec visits, in both languages
 * (docs/accessibility.md).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: string | undefined;

/** Best-practice rules (moderate) asserted beside the WCAG ones. */
const ALSO_ASSERTED = ['page-has-heading-one'];

interface AxeNode {
    target: unknown[];
    failureSummary?: string;
    html: string;
}
interface AxeViolation {
    id: string;
    impact?: string | null;
    help: string;
    nodes: AxeNode[];
}

/**
 * Waits for the screen's heading, then for its transitions to end (a menu
 * fading out after a choice is half-transparent text axe would measure);
 * endless animations (spinners) are not waited for.
 */
async function settle(page: Page): Promise<void> {
    // Every screen names itself with an h1 once its code has arrived; one
    // still loading is not the screen to judge. A screen that never draws
    // one is reported by page-has-heading-one after the wait.
    await page
        .locator('h1')
        .first()
        .waitFor({ state: 'attached', timeout: 10_000 })
        .catch(() => undefined);
    for (let round = 0; round < 3; round += 1) {
        const pending = (await page.evaluate(`
            (async () => {
                const finite = document
                    .getAnimations()
                    .filter(a => a.effect?.getComputedTiming().endTime !== Infinity);
                await Promise.all(finite.map(a => a.finished.catch(() => undefined)));
                // react-transition-group unmounts on a timer after its transition.
                await new Promise(resolve => setTimeout(resolve, 100));
                return document
                    .getAnimations()
                    .filter(a => a.effect?.getComputedTiming().endTime !== Infinity)
                    .length;
            })()
        `)) as number;
        if (pending === 0) return;
    }
}

/** Serious and critical violations, one line each (empty when none). */
export async function axeViolations(page: Page): Promise<string[]> {
    // Strings, not functions: this file is type-checked without the DOM.
    const loaded = await page.evaluate('typeof window.axe === "object"');
    // The app's CSP refuses inline scripts (addScriptTag); evaluate runs
    // through DevTools, where the CSP does not apply, and leaves the page's
    // own policy as it is.
    if (!loaded) {
        axeSource ??= readFileSync(AXE_PATH, 'utf8');
        await page.evaluate(axeSource);
    }
    await settle(page);
    const violations = (await page.evaluate(`
        window.axe
            .run(document, {
                runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
                // Named rules run whatever runOnly's tags say.
                rules: ${JSON.stringify(
                    Object.fromEntries(
                        ALSO_ASSERTED.map(id => [id, { enabled: true }])
                    )
                )},
                resultTypes: ['violations'],
            })
            .then(result =>
                result.violations.map(v => ({
                    id: v.id,
                    impact: v.impact || null,
                    help: v.help,
                    nodes: v.nodes.slice(0, 5).map(n => ({
                        target: n.target,
                        html: n.html.slice(0, 160),
                        failureSummary: (n.failureSummary || '').slice(0, 240),
                    })),
                }))
            )
    `)) as AxeViolation[];
    // axe asks for one h1 at least; a second (a view drawing its own
    // above the generated one) is as wrong for a screen-reader user.
    const headings = (await page.evaluate(
        `Array.from(document.querySelectorAll('h1'))
            .filter(h => h.checkVisibility())
            .map(h => h.textContent)`
    )) as string[];
    return violations
        .filter(
            v =>
                v.impact === 'serious' ||
                v.impact === 'critical' ||
                ALSO_ASSERTED.includes(v.id)
        )
        .flatMap(v =>
            v.nodes.map(
                n =>
                    `${v.impact} ${v.id} (${v.help}) at ${JSON.stringify(n.target)}: ${n.html} ${n.failureSummary ?? ''}`
            )
        )
        .concat(
            headings.length > 1
                ? [`more than one h1: ${JSON.stringify(headings)}`]
                : []
        );
}

/** Fails when axe finds a serious or critical violation on the screen. */
export async function assertAccessible(page: Page): Promise<void> {
    expect(await axeViolations(page)).toEqual([]);
}
