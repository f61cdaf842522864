/**
 * Writes the field app's PNG icons (public/icons/, the manifest's:
 * build/serviceWorker.ts) from public/icons/app.svg, drawn by Debian's
 * Chromium: no image library and no network. Run again after changing
 * the drawing: `node --import tsx scripts/appIcons.ts`; the PNGs are
 * committed.
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const SVG = readFileSync('public/icons/app.svg', 'utf8');
const SIZES = [192, 512];

const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
});
try {
    for (const size of SIZES) {
        const page = await browser.newPage({
            viewport: { width: size, height: size },
        });
        await page.setContent(
            `<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${SVG}`
        );
        await page.screenshot({ path: `public/icons/app-${size}.png` });
        await page.close();
    }
} finally {
    await browser.close();
}
