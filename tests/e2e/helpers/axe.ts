/**
 * axe-core run in the page (issue #15): WCAG 2 A and AA rules, and no
 * serious or critical violation allowed. Called after each screen a spec
 * visits, in both languages (docs/accessibility.md).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: string | undefined;

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
 * Waits for the screen's transitions to end (a menu fading out after a
 * choice is half-transparent text axe would measure); endless animations
 * (spinners) are not waited for.
 */
async function settle(page: Page): Promise<void> {
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
    return violations
        .filter(v => v.impact === 'serious' || v.impact === 'critical')
        .flatMap(v =>
            v.nodes.map(
                n =>
                    `${v.impact} ${v.id} (${v.help}) at ${JSON.stringify(n.target)}: ${n.html} ${n.failureSummary ?? ''}`
            )
        );
}

/** Fails when axe finds a serious or critical violation on the screen. */
export async function assertAccessible(page: Page): Promise<void> {
    expect(await axeViolations(page)).toEqual([]);
}
